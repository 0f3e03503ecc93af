/** Business constants of SPEC section 9, with sensible upper bounds where the SPEC is silent. */
export const MIN_AGE = 18;
/** The oldest plausible account holder; a birth date further back is a typo. */
export const MAX_AGE = 120;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 50;
export const PASSWORD_MIN_LENGTH = 5;
/** argon2 hashes anything, but an unbounded password is a denial-of-service vector. */
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;
export const ADDRESS_LINE_MAX_LENGTH = 200;
export const DISTRICT_MAX_LENGTH = 80;
export const STATE_MAX_LENGTH = 80;
/** Indian pincodes have six digits. */
export const PINCODE_LENGTH = 6;
/** A stored phone number: `+`, the country code and the number (E.164: at most 15 digits). */
export const PHONE_MAX_LENGTH = 16;
/** Image upload cap for the leaflet and the avatar: 10 mb. */
export const IMAGE_MAX_BYTES = 10_485_760;
export const AVATAR_ASPECT_RATIO = 1;
export const NATIONALITY = 'India';
export const PHONE_PLACEHOLDER = '+91';
export const POLICY_EFFECTIVE_DATE = '18/04/2025';
export const PRODUCT_NAME = 'Redhope';
export const PRODUCT_TAGLINE = 'sharing lives';
/** How far ahead a blood request's "required by" date may be. */
export const REQUEST_MAX_DAYS_AHEAD = 90;

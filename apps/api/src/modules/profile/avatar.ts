import { VALIDATION_MESSAGES } from '@redhope/domain';
import type { ImageProfile } from '../uploads';

/**
 * An avatar is square, cropped to fill: `small` for the navbar and lists (up to 48 CSS pixels,
 * twice that for high-density screens), `large` for the profile page (up to 128 CSS pixels).
 */
export const AVATAR_IMAGE: ImageProfile = {
  kind: 'avatar',
  variants: [
    { name: 'small', width: 96, height: 96, fit: 'cover' },
    { name: 'large', width: 256, height: 256, fit: 'cover' },
  ],
  tooLargeMessage: VALIDATION_MESSAGES.avatarTooLarge,
};

/** The variant whose URL is the user's `avatar`. */
export const AVATAR_VARIANT = 'large';

/** The multipart field that carries the avatar (PATCH /user/update-avatar). */
export const AVATAR_FIELD = 'avatar';

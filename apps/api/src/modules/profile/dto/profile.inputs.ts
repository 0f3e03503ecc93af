import { Field, InputType, Int } from '@nestjs/graphql';
import {
  ADDRESS_LINE_MAX_LENGTH,
  ALERT_RADII_KM,
  DISTRICT_MAX_LENGTH,
  DONOR_WEIGHT_KG_MAX,
  DONOR_WEIGHT_KG_MIN,
  MESSAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PROFILE_FIELD_MESSAGES as P,
  STATE_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  USER_LANGUAGES,
  type UserLanguage,
  VALIDATION_MESSAGES as M,
} from '@redhope/domain';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsNotEmpty, IsObject, IsOptional, IsString, Max, Min, ValidateNested } from 'class-validator';
import { MaxLength, MinLength } from '../../../common/validation/lengths';
import type { DonorSettings } from '../../users';
import {
  BloodGroupText,
  CalendarDateText,
  EmailAddress,
  IndianPhoneText,
  IsBloodGroup,
  IsCalendarDate,
  IsIndianPhone,
  IsOfMinimumAge,
  IsPincode,
  IsVisibleName,
  IsVisibleText,
  NameText,
  PincodeText,
  Trim,
} from '../../../common/validation/validators';

/** An optional text left empty is "not given". */
const EmptyIsAbsent = (): PropertyDecorator =>
  Transform(({ value }) => (typeof value === 'string' ? (value.trim() === '' ? undefined : value.trim()) : value));

/** A text a user emptied is "not known" (null), which an absent field (unchanged) is not. */
const EmptyIsNull = (): PropertyDecorator => Transform(({ value }) => (typeof value === 'string' ? (value.trim() === '' ? null : value.trim()) : value));

/** PATCH /user/update-user and `updateProfile`: the General section. */
@InputType()
export class UpdateProfileInput {
  @Field()
  @NameText()
  @IsString({ message: M.profileUserName })
  @MinLength(USERNAME_MIN_LENGTH, { message: M.profileUserName })
  @MaxLength(USERNAME_MAX_LENGTH, { message: M.userNameTooLong })
  @IsVisibleName()
  userName!: string;

  @Field({ description: 'Trimmed and lower-cased. A new address waits (pendingEmail) until confirmed from the link sent to it; EMAIL_IN_USE (402) when another account has it.' })
  @EmailAddress()
  email!: string;

  @Field({ description: 'yyyy-mm-dd; the user must be 18 or older.' })
  @CalendarDateText()
  @IsNotEmpty({ message: M.dateOfBirthRequired })
  @IsCalendarDate({ message: M.dateOfBirthRequired })
  @IsOfMinimumAge({ message: M.profileAge })
  dateOfBirth!: string;
}

/** PATCH /user/update-bloodgroup and `updateBloodGroup`: trimmed and upper-cased, one of the eight groups. */
@InputType()
export class UpdateBloodGroupInput {
  @Field()
  @BloodGroupText()
  @IsString({ message: M.bloodGroupRequired })
  @IsNotEmpty({ message: M.bloodGroupRequired })
  @IsBloodGroup({ message: M.bloodGroupInvalid })
  bloodGroup!: string;
}

/** PATCH /user/update-language and `setLanguage`: the language chosen in the app. */
@InputType()
export class SetLanguageInput {
  @Field(() => String, { description: "'en' or 'hi'." })
  @IsIn(USER_LANGUAGES, { message: P.language })
  language!: UserLanguage;
}

/** PATCH /user/update-alert-preferences and `updateAlertPreferences`: how the user is alerted. */
@InputType()
export class UpdateAlertPreferencesInput {
  @Field({ description: 'Off: no e-mail alerts (the app and the devices still get them).' })
  @IsBoolean({ message: 'Say whether you want e-mail alerts' })
  emailAlerts!: boolean;

  @Field(() => Int, { nullable: true, description: '5, 10 or 25 km; null or absent: the matching radius.' })
  @IsOptional()
  @IsIn(ALERT_RADII_KM, { message: 'Alert radius must be 5, 10 or 25 km' })
  alertRadiusKm?: number | null;
}

/** PATCH /user/update-donor-settings and `updateDonorSettings`: the Health section's donor settings. */
@InputType()
export class UpdateDonorSettingsInput {
  @Field({ description: 'Off: no blood request alerts.' })
  @IsBoolean({ message: P.availableToDonate })
  availableToDonate!: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'yyyy-mm-dd, not in the future nor before birth. Null or empty: not known. Absent: unchanged (a donation recorded since the form was loaded is not put back).',
  })
  @EmptyIsNull()
  @CalendarDateText()
  @IsOptional()
  @IsCalendarDate({ message: P.lastDonationDate })
  lastDonationDate?: string | null;

  @Field(() => Int, {
    nullable: true,
    description: `Whole kg, ${DONOR_WEIGHT_KG_MIN} to ${DONOR_WEIGHT_KG_MAX}: platelet (apheresis) donors must weigh at least 50. Absent: unchanged; null: not known.`,
  })
  @IsOptional()
  @IsInt({ message: P.weightKg })
  @Min(DONOR_WEIGHT_KG_MIN, { message: P.weightKg })
  @Max(DONOR_WEIGHT_KG_MAX, { message: P.weightKg })
  weightKg?: number | null;
}

/**
 * The service's donor settings from the input: an absent weight (original clients never send one)
 * or last-donation date stays as it is.
 */
export function donorSettingsOf(input: UpdateDonorSettingsInput): DonorSettings {
  const settings: DonorSettings = { availableToDonate: input.availableToDonate };
  if (input.lastDonationDate !== undefined) settings.lastDonationDate = input.lastDonationDate;
  if (input.weightKg !== undefined) settings.weightKg = input.weightKg;
  return settings;
}

@InputType()
export class ContactAddressInput {
  @Field()
  @Trim()
  @IsString({ message: P.addressLineRequired })
  @IsNotEmpty({ message: P.addressLineRequired })
  @MaxLength(ADDRESS_LINE_MAX_LENGTH, { message: P.addressLineTooLong })
  @IsVisibleText()
  addressLine!: string;

  @Field(() => String, { nullable: true, description: "Empty or absent: the pincode's district." })
  @EmptyIsAbsent()
  @IsOptional()
  @IsString({ message: MESSAGES.invalidInput })
  @MaxLength(DISTRICT_MAX_LENGTH, { message: P.districtTooLong })
  @IsVisibleText()
  district?: string | null;

  @Field(() => String, { nullable: true, description: "Empty or absent: the pincode's state." })
  @EmptyIsAbsent()
  @IsOptional()
  @IsString({ message: MESSAGES.invalidInput })
  @MaxLength(STATE_MAX_LENGTH, { message: P.stateTooLong })
  @IsVisibleText()
  state?: string | null;
}

/** PATCH /user/update-contact and `updateContact`: the Contact section. */
@InputType()
export class UpdateContactInput {
  @Field({ description: 'An Indian mobile or landline number; stored as +91 and ten digits.' })
  @IndianPhoneText()
  @IsString({ message: M.phoneInvalid })
  @IsIndianPhone({ message: M.phoneInvalid })
  phoneNo!: string;

  @Field(() => ContactAddressInput)
  @IsObject({ message: P.addressLineRequired })
  @ValidateNested()
  @Type(() => ContactAddressInput)
  address!: ContactAddressInput;

  @Field({ description: 'Six digits, a pincode that exists.' })
  @PincodeText()
  @IsPincode({ message: M.pincodeInvalid })
  pincode!: string;
}

/** PATCH /user/update-password and `changePassword`. */
@InputType()
export class ChangePasswordInput {
  @Field()
  @IsString({ message: P.currentPasswordRequired })
  @IsNotEmpty({ message: P.currentPasswordRequired })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: MESSAGES.incorrectCurrentPassword })
  currentPassword!: string;

  @Field()
  @IsString({ message: M.newPasswordLength })
  @MinLength(PASSWORD_MIN_LENGTH, { message: M.newPasswordLength })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: M.passwordTooLong })
  newPassword!: string;
}

/** POST /user/delete-account: the password, typed again. */
export class DeleteAccountBody {
  @IsString({ message: P.passwordRequired })
  @IsNotEmpty({ message: P.passwordRequired })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: MESSAGES.incorrectPassword })
  password!: string;
}

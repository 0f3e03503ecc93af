import { Field, InputType } from '@nestjs/graphql';
import {
  CAMPAIGN_DESCRIPTION_MAX_LENGTH,
  CAMPAIGN_FIELD_MESSAGES as F,
  CAMPAIGN_TITLE_MAX_LENGTH,
  CAMPAIGN_TITLE_MIN_LENGTH,
  MESSAGES,
  VALIDATION_MESSAGES as M,
  isAllowedCampaignDate,
  isCampaignCategory,
  isRegistrationLink,
  parseCampaignDate,
} from '@redhope/domain';
import { Transform, Type, plainToInstance } from 'class-transformer';
import { IsObject, IsOptional, IsString, ValidateBy, ValidateNested, type ValidationOptions } from 'class-validator';
import { Length } from '../../../common/validation/lengths';
import { ValidationSummary } from '../../../common/validation.pipe';
import { AddressFields } from '../../../common/validation/address.input';
import { IndianPhoneText, IsIndianPhone, IsPincode, IsVisibleName, IsVisibleText, NameText, PincodeText, Trim } from '../../../common/validation/validators';

const IsCampaignCategory = (options?: ValidationOptions): PropertyDecorator =>
  ValidateBy({ name: 'isCampaignCategory', validator: { validate: (value) => isCampaignCategory(value) } }, options);

const IsRegistrationLink = (options?: ValidationOptions): PropertyDecorator =>
  ValidateBy({ name: 'isRegistrationLink', validator: { validate: (value) => isRegistrationLink(value) } }, options);

/** "date T time" (India time unless a zone is given), read into an instant; anything else stays as sent and fails. */
const CampaignDateText = (): PropertyDecorator => Transform(({ value }) => parseCampaignDate(value) ?? value);

const IsCampaignDate = (options?: ValidationOptions): PropertyDecorator =>
  ValidateBy({ name: 'isCampaignDate', validator: { validate: (value) => value instanceof Date && isAllowedCampaignDate(value) } }, options);

/** An optional form field left empty arrives as an empty string: that is "not given". */
const Optional = (): PropertyDecorator => {
  const absent = Transform(({ value }) => (typeof value === 'string' && value.trim() === '' ? undefined : typeof value === 'string' ? value.trim() : value));
  return (target, key) => {
    absent(target, key);
    IsOptional()(target, key);
  };
};

@InputType()
export class CampaignAddressInput extends AddressFields {}

/** The campaign form (SPEC "Campaign form"); any invalid field answers 'Please fillup all required fields'. */
@InputType()
@ValidationSummary(MESSAGES.createCampaignFailed)
export class CreateCampaignInput {
  @Field()
  @NameText()
  @IsString({ message: F.title })
  @Length(CAMPAIGN_TITLE_MIN_LENGTH, CAMPAIGN_TITLE_MAX_LENGTH, { message: F.title })
  @IsVisibleName()
  title!: string;

  @Field({ description: 'One of the seven categories, spelt as the product spells them.' })
  @Trim()
  @IsCampaignCategory({ message: F.category })
  category!: string;

  @Field(() => CampaignAddressInput)
  @IsObject()
  @ValidateNested()
  @Type(() => CampaignAddressInput)
  address!: CampaignAddressInput;

  @Field()
  @PincodeText()
  @IsPincode({ message: M.pincodeInvalid })
  pincode!: string;

  @Field(() => String, { nullable: true, description: 'Optional: an Indian mobile or landline number; stored as +91 and ten digits.' })
  @Optional()
  @IndianPhoneText()
  @IsIndianPhone({ message: M.phoneInvalid })
  contactNo?: string;

  @Field(() => String, {
    description: 'When the camp takes place, as "date T time" (2026-05-01T09:30, India time) or an ISO timestamp with a zone; from today (India) on.',
  })
  @CampaignDateText()
  @IsCampaignDate({ message: F.date })
  date!: Date;

  @Field()
  @Trim()
  @IsString({ message: F.description })
  @Length(1, CAMPAIGN_DESCRIPTION_MAX_LENGTH, { message: F.description })
  @IsVisibleText()
  description!: string;

  @Field(() => String, { nullable: true, description: 'Optional: an http(s) web address.' })
  @Optional()
  @IsRegistrationLink({ message: F.registrationLink })
  registrationLink?: string;
}

/**
 * POST /campaign/create-campaign's text fields. Browsers' form libraries send the nested address
 * either as bracketed fields (`address[district]`, read by readMultipartForm) or as one JSON string.
 */
@ValidationSummary(MESSAGES.createCampaignFailed)
export class CreateCampaignBody extends CreateCampaignInput {
  @Transform(({ value, obj }: { value: unknown; obj: Record<string, unknown> }) => {
    const sent = obj.address;
    if (typeof sent !== 'string') return value;
    try {
      const parsed: unknown = JSON.parse(sent);
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? plainToInstance(CampaignAddressInput, parsed) : sent;
    } catch {
      return sent;
    }
  })
  override address!: CampaignAddressInput;
}

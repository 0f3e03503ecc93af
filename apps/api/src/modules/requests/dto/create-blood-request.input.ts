import { Field, InputType } from '@nestjs/graphql';
import {
  APPLICANT_MAX_LENGTH,
  APPLICANT_MIN_LENGTH,
  MESSAGES,
  REASON_MAX_LENGTH,
  VALIDATION_MESSAGES as M,
} from '@redhope/domain';
import { Type } from 'class-transformer';
import { IsNotEmpty, IsObject, IsOptional, IsString, Length, ValidateNested } from 'class-validator';
import { ValidationSummary } from '../../../common/validation.pipe';
import { AddressFields } from '../../../common/validation/address.input';
import {
  BloodGroupText,
  EmailAddress,
  CalendarDateText,
  IndianPhoneText,
  IsBloodGroup,
  IsIndianPhone,
  IsPincode,
  IsAllowedRequestDate,
  IsVisibleName,
  NameText,
  PincodeText,
  Trim,
} from '../../../common/validation/validators';

@InputType()
export class RequestAddressInput extends AddressFields {}

/** The request form (SPEC "Request form"); any invalid field answers 'Please fill all the given fields'. */
@InputType()
@ValidationSummary(MESSAGES.createRequestFailed)
export class CreateBloodRequestInput {
  @Field({ description: "The patient's name." })
  @NameText()
  @IsString()
  @Length(APPLICANT_MIN_LENGTH, APPLICANT_MAX_LENGTH)
  @IsVisibleName()
  applicant!: string;

  @Field()
  @EmailAddress()
  email!: string;

  @Field({ description: 'An Indian mobile or landline number; stored as +91 and ten digits.' })
  @IndianPhoneText()
  @IsIndianPhone({ message: M.phoneInvalid })
  phoneNo!: string;

  @Field(() => RequestAddressInput)
  @IsObject()
  @ValidateNested()
  @Type(() => RequestAddressInput)
  address!: RequestAddressInput;

  @Field()
  @PincodeText()
  @IsPincode({ message: M.pincodeInvalid })
  pincode!: string;

  @Field()
  @BloodGroupText()
  @IsNotEmpty({ message: M.bloodGroupRequired })
  @IsBloodGroup({ message: M.bloodGroupInvalid })
  bloodGroup!: string;

  @Field()
  @Trim()
  @IsString()
  @Length(1, REASON_MAX_LENGTH)
  reason!: string;

  @Field({ description: 'yyyy-mm-dd: the date by which blood is required, from today (India) on.' })
  @CalendarDateText()
  @IsAllowedRequestDate()
  date!: string;
}

/** POST /request/create-request: the same form, plus the original API's `requestedBy`. */
@ValidationSummary(MESSAGES.createRequestFailed)
export class CreateBloodRequestBody extends CreateBloodRequestInput {
  /** Must be the signed-in user when given (the server never trusts it for anything else). */
  @IsOptional()
  @IsString()
  requestedBy?: string;
}

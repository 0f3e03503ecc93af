import { Field, InputType, Int } from '@nestjs/graphql';
import {
  APPLICANT_MAX_LENGTH,
  APPLICANT_MIN_LENGTH,
  DEFAULT_REQUEST_COMPONENT,
  DEFAULT_REQUEST_UNITS,
  HOSPITAL_NAME_MAX_LENGTH,
  REQUEST_COMPONENTS,
  REQUEST_UNITS_MAX,
  REQUEST_UNITS_MIN,
  REQUEST_URGENCIES,
  type RequestComponent,
  type RequestUrgency,
  MESSAGES,
  REASON_MAX_LENGTH,
  VALIDATION_MESSAGES as M,
} from '@redhope/domain';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsObject, IsOptional, IsString, Max, Min, ValidateNested } from 'class-validator';
import { Length } from '../../../common/validation/lengths';
import { ValidationSummary } from '../../../common/validation.pipe';
import { AddressFields } from '../../../common/validation/address.input';
import { BloodComponentValue, RequestUrgencyValue } from '../models/request-needs.enums';
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
  IsVisibleText,
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
  @IsVisibleText()
  reason!: string;

  @Field({ description: 'yyyy-mm-dd: the date by which blood is required, from today (India) on.' })
  @CalendarDateText()
  @IsAllowedRequestDate()
  date!: string;

  // What is needed. Optional, so clients of the original API keep working: red cells, 1 unit.
  @Field(() => BloodComponentValue, { defaultValue: DEFAULT_REQUEST_COMPONENT, description: 'Red cells when absent.' })
  @IsOptional()
  @IsIn(REQUEST_COMPONENTS)
  component?: RequestComponent;

  @Field(() => Int, { defaultValue: DEFAULT_REQUEST_UNITS, description: `Units needed, ${REQUEST_UNITS_MIN} to ${REQUEST_UNITS_MAX}; 1 when absent.` })
  @IsOptional()
  @IsInt()
  @Min(REQUEST_UNITS_MIN)
  @Max(REQUEST_UNITS_MAX)
  units?: number;

  @Field(() => String, { nullable: true, description: "The hospital's name (the address line says where it is)." })
  @Trim()
  @IsOptional()
  @IsString()
  @Length(1, HOSPITAL_NAME_MAX_LENGTH)
  @IsVisibleText()
  hospitalName?: string | null;

  @Field(() => RequestUrgencyValue, { nullable: true, description: 'How soon; not said when absent.' })
  @IsOptional()
  @IsIn(REQUEST_URGENCIES)
  urgency?: RequestUrgency | null;
}

/** POST /request/create-request: the same form, plus the original API's `requestedBy`. */
@ValidationSummary(MESSAGES.createRequestFailed)
export class CreateBloodRequestBody extends CreateBloodRequestInput {
  /** Must be the signed-in user when given (the server never trusts it for anything else). */
  @IsOptional()
  @IsString()
  requestedBy?: string;
}

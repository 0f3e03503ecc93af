import { Field, InputType } from '@nestjs/graphql';
import { ADDRESS_LINE_MAX_LENGTH, DISTRICT_MAX_LENGTH, STATE_MAX_LENGTH } from '@redhope/domain';
import { IsString } from 'class-validator';
import { Length } from './lengths';
import { IsVisibleText, Trim } from './validators';

/** The SPEC's address {addressLine, district, state}, each required and bounded; forms' inputs extend it under their own names. */
@InputType({ isAbstract: true })
export abstract class AddressFields {
  @Field()
  @Trim()
  @IsString()
  @Length(1, ADDRESS_LINE_MAX_LENGTH)
  @IsVisibleText()
  addressLine!: string;

  @Field()
  @Trim()
  @IsString()
  @Length(1, DISTRICT_MAX_LENGTH)
  @IsVisibleText()
  district!: string;

  @Field()
  @Trim()
  @IsString()
  @Length(1, STATE_MAX_LENGTH)
  @IsVisibleText()
  state!: string;
}

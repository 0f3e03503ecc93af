import { Field, InputType } from '@nestjs/graphql';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  PROFILE_FIELD_MESSAGES,
  USERNAME_MIN_LENGTH,
  USER_LANGUAGES,
  VALIDATION_MESSAGES as M,
  type UserLanguage,
} from '@redhope/domain';
import { IsIn, IsNotEmpty, IsOptional, IsString } from 'class-validator';
import { MaxLength, MinLength } from '../../../common/validation/lengths';
import { CalendarDateText, EmailAddress, IsCalendarDate, IsOfMinimumAge, IsVisibleName, NameText } from '../../../common/validation/validators';

/** POST /user/register and the `register` mutation. */
@InputType()
export class RegisterInput {
  @Field()
  @NameText()
  @IsString({ message: M.signupUserName })
  @MinLength(USERNAME_MIN_LENGTH, { message: M.signupUserName })
  @MaxLength(USERNAME_MAX_LENGTH, { message: M.userNameTooLong })
  @IsVisibleName()
  userName!: string;

  @Field()
  @EmailAddress()
  email!: string;

  @Field()
  @IsString({ message: M.signupPassword })
  @MinLength(PASSWORD_MIN_LENGTH, { message: M.signupPassword })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: M.passwordTooLong })
  password!: string;

  @Field({ description: 'yyyy-mm-dd; the user must be 18 or older.' })
  @CalendarDateText()
  @IsNotEmpty({ message: M.dateOfBirthRequired })
  @IsCalendarDate({ message: M.dateOfBirthRequired })
  @IsOfMinimumAge({ message: M.signupAge })
  dateOfBirth!: string;

  /**
   * The language the app is in while signing up: the account's language from the start, so the
   * confirmation e-mail (sent before the first sign-in) reads in it. Absent: English.
   */
  @Field(() => String, { nullable: true, description: "'en' or 'hi': the language of the app while signing up (the confirmation e-mail's). Absent: 'en'." })
  @IsOptional()
  @IsIn(USER_LANGUAGES, { message: PROFILE_FIELD_MESSAGES.language })
  language?: UserLanguage | null;
}

import {
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  VALIDATION_MESSAGES,
  isOfMinimumAge,
  isValidEmail,
  normaliseEmail,
  parseCalendarDate,
} from '@redhope/domain';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export interface LoginValues {
  email: string;
  password: string;
}

export interface SignupValues {
  userName: string;
  email: string;
  password: string;
  /** yyyy-mm-dd, as a date input gives it. */
  dateOfBirth: string;
}

/** SPEC section 5 "Login"; both fields are required, as on the server. */
export function validateLogin(values: LoginValues): FieldErrors<keyof LoginValues> {
  const errors: FieldErrors<keyof LoginValues> = {};
  if (!values.email.trim()) errors.email = VALIDATION_MESSAGES.loginFieldsRequired;
  if (!values.password) errors.password = VALIDATION_MESSAGES.loginFieldsRequired;
  return errors;
}

/** SPEC section 5 "Signup", with the shared limits the server also applies. */
export function validateSignup(values: SignupValues, today: Date = new Date()): FieldErrors<keyof SignupValues> {
  const errors: FieldErrors<keyof SignupValues> = {};

  const userName = values.userName.trim();
  if (userName.length < USERNAME_MIN_LENGTH) errors.userName = VALIDATION_MESSAGES.signupUserName;
  else if (userName.length > USERNAME_MAX_LENGTH) errors.userName = VALIDATION_MESSAGES.userNameTooLong;

  const email = normaliseEmail(values.email);
  if (!email) errors.email = VALIDATION_MESSAGES.emailRequired;
  else if (email.length > EMAIL_MAX_LENGTH || !isValidEmail(email)) errors.email = VALIDATION_MESSAGES.emailInvalid;

  if (values.password.length < PASSWORD_MIN_LENGTH) errors.password = VALIDATION_MESSAGES.signupPassword;
  else if (values.password.length > PASSWORD_MAX_LENGTH) errors.password = VALIDATION_MESSAGES.passwordTooLong;

  if (!values.dateOfBirth || !parseCalendarDate(values.dateOfBirth)) {
    errors.dateOfBirth = VALIDATION_MESSAGES.dateOfBirthRequired;
  } else if (!isOfMinimumAge(values.dateOfBirth, today)) {
    errors.dateOfBirth = VALIDATION_MESSAGES.signupAge;
  }
  return errors;
}

export function hasErrors(errors: Record<string, string | undefined>): boolean {
  return Object.values(errors).some(Boolean);
}

import { Button, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { normaliseEmail } from '@redhope/domain';
import { useRef, useState, type FormEvent } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { browser } from '../../../lib/browser';
import { todayIsoDate } from '../../../lib/dates';
import { LoginMutation } from '../login.graphql';
import { safeRedirectTarget } from '../redirect';
import { RegisterMutation } from '../register.graphql';
import { reportFailure } from '../report-failure';
import { useFieldForm } from '../use-field-form';
import { hasErrors, validateSignup } from '../validation';

const FIELDS = ['userName', 'email', 'password', 'dateOfBirth'] as const;
type SignupField = (typeof FIELDS)[number];

export interface SignupFormProps {
  /** The raw `to` query parameter; checked before use. */
  redirectTo: string | null;
}

/** Creates the account, logs in with the same credentials, then loads the `to` target or home. */
export function SignupForm({ redirectTo }: SignupFormProps) {
  const { values, errors, setErrors, change, showErrors, inputRef } = useFieldForm<SignupField>(FIELDS, { userName: '', email: '', password: '', dateOfBirth: '' });
  const [sending, setSending] = useState(false);
  const [register] = useMutation(RegisterMutation);
  const [login] = useMutation(LoginMutation);
  // After a registration whose automatic login failed, a second submit only logs in.
  const registered = useRef<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const found = validateSignup(values);
    if (hasErrors(found)) {
      showErrors(found);
      return;
    }
    setErrors({});
    setSending(true);
    const email = normaliseEmail(values.email);
    try {
      if (registered.current !== email) {
        await register({
          variables: {
            input: { userName: values.userName.trim(), email, password: values.password, dateOfBirth: values.dateOfBirth },
          },
        });
        registered.current = email;
      }
      await login({ variables: { input: { email, password: values.password } } });
      // Stays busy until the new page replaces this one.
      browser.load(safeRedirectTarget(redirectTo));
    } catch (error) {
      setSending(false);
      reportFailure(error, FIELDS, showErrors);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Signup">
      <Stack gap="4">
        <TextField
          ref={inputRef('userName')}
          label="User name"
          name="userName"
          autoComplete="nickname"
          value={values.userName}
          onChange={change('userName')}
          error={errors.userName}
        />
        <TextField
          ref={inputRef('email')}
          label="Email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={values.email}
          onChange={change('email')}
          error={errors.email}
        />
        <TextField
          ref={inputRef('password')}
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={change('password')}
          error={errors.password}
        />
        <TextField
          ref={inputRef('dateOfBirth')}
          label="Date of birth"
          name="dateOfBirth"
          type="date"
          autoComplete="bday"
          max={todayIsoDate()}
          value={values.dateOfBirth}
          onChange={change('dateOfBirth')}
          error={errors.dateOfBirth}
        />
        <Button type="submit" colorPalette="red" width="full" mt="2" loading={sending} loadingText="Creating account...">
          Signup
        </Button>
      </Stack>
    </form>
  );
}

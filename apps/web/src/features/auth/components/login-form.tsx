import { Button, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { normaliseEmail } from '@redhope/domain';
import { useState, type FormEvent } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { browser } from '../../../lib/browser';
import { LoginMutation } from '../login.graphql';
import { safeRedirectTarget } from '../redirect';
import { reportFailure } from '../report-failure';
import { useFieldForm } from '../use-field-form';
import { hasErrors, validateLogin } from '../validation';

const FIELDS = ['email', 'password'] as const;
type LoginField = (typeof FIELDS)[number];

export interface LoginFormProps {
  /** The raw `to` query parameter; checked before use. */
  redirectTo: string | null;
}

/** Email and password; on success a full page load to the `to` target or home (SPEC section 4). */
export function LoginForm({ redirectTo }: LoginFormProps) {
  const { values, errors, setErrors, change, showErrors, inputRef } = useFieldForm<LoginField>(FIELDS, { email: '', password: '' });
  const [sending, setSending] = useState(false);
  const [login] = useMutation(LoginMutation);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const found = validateLogin(values);
    if (hasErrors(found)) {
      showErrors(found);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await login({ variables: { input: { email: normaliseEmail(values.email), password: values.password } } });
      // Stays busy until the new page replaces this one.
      browser.load(safeRedirectTarget(redirectTo));
    } catch (error) {
      setSending(false);
      reportFailure(error, FIELDS, showErrors);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Login">
      <Stack gap="4">
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
          autoComplete="current-password"
          value={values.password}
          onChange={change('password')}
          error={errors.password}
        />
        <Button type="submit" colorPalette="red" width="full" mt="2" loading={sending} loadingText="Logging in...">
          Login
        </Button>
      </Stack>
    </form>
  );
}

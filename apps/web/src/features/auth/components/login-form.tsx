import { Button, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { normaliseEmail } from '@redhope/domain';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { browser } from '../../../lib/browser';
import { LoginMutation } from '../login.graphql';
import { safeRedirectTarget } from '../redirect';
import { reportFailure } from '../report-failure';
import { hasErrors, validateLogin, type FieldErrors, type LoginValues } from '../validation';

const FIELDS = ['email', 'password'] as const;
type LoginField = (typeof FIELDS)[number];

export interface LoginFormProps {
  /** The raw `to` query parameter; checked before use. */
  redirectTo: string | null;
}

/** Email and password; on success a full page load to the `to` target or home (SPEC section 4). */
export function LoginForm({ redirectTo }: LoginFormProps) {
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<LoginField>>({});
  const [sending, setSending] = useState(false);
  const [login] = useMutation(LoginMutation);
  const inputs = useRef<Partial<Record<LoginField, HTMLInputElement | null>>>({});

  const change = (field: LoginField) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const showErrors = (found: FieldErrors<LoginField>) => {
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) inputs.current[first]?.focus();
  };

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
          ref={(element) => {
            inputs.current.email = element;
          }}
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
          ref={(element) => {
            inputs.current.password = element;
          }}
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

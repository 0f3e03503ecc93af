import { Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Form, SubmitButton, TextField, useZodForm } from '../../../components/form';
import { browser } from '../../../lib/browser';
import { safeRedirectTarget } from '../../../lib/redirect';
import { LoginMutation } from '../login.graphql';
import { loginSchema } from '../schemas';

export interface LoginFormProps {
  /** The raw `to` query parameter; checked before use. */
  redirectTo: string | null;
}

/** Email and password; on success a full page load to the `to` target or home (SPEC section 4). */
export function LoginForm({ redirectTo }: LoginFormProps) {
  const { t } = useTranslation(['auth', 'common']);
  const form = useZodForm(loginSchema, { email: '', password: '' });
  const [login] = useMutation(LoginMutation);

  return (
    <Form
      form={form}
      leavesOnSuccess
      aria-label={t('common:places.login')}
      onSubmit={async (input) => {
        await login({ variables: { input } });
        browser.load(safeRedirectTarget(redirectTo));
      }}
    >
      <Stack gap="4">
        <TextField control={form.control} name="email" label={t('common:fields.email')} type="email" inputMode="email" autoComplete="email" />
        <TextField control={form.control} name="password" label={t('common:fields.password')} type="password" autoComplete="current-password" />
        <SubmitButton control={form.control} width="full" mt="2" loadingText={t('loggingIn')}>
          {t('common:places.login')}
        </SubmitButton>
      </Stack>
    </Form>
  );
}

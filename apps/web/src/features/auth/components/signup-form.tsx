import { Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, SubmitButton, TextField, useZodForm } from '../../../components/form';
import { browser } from '../../../lib/browser';
import { todayIsoDate } from '../../../lib/dates';
import { isLanguage } from '../../../lib/i18n';
import { safeRedirectTarget } from '../../../lib/redirect';
import { LoginMutation } from '../login.graphql';
import { RegisterMutation } from '../register.graphql';
import { signupSchema } from '../schemas';

export interface SignupFormProps {
  /** The raw `to` query parameter; checked before use. */
  redirectTo: string | null;
}

/** Creates the account, logs in with the same credentials, then loads the `to` target or home. */
export function SignupForm({ redirectTo }: SignupFormProps) {
  const { t, i18n } = useTranslation(['auth', 'common']);
  const form = useZodForm(signupSchema, { userName: '', email: '', password: '', dateOfBirth: '' });
  const [register] = useMutation(RegisterMutation);
  const [login] = useMutation(LoginMutation);
  // After a registration whose automatic login failed, a second submit only logs in.
  const registered = useRef<string | null>(null);

  return (
    <Form
      form={form}
      leavesOnSuccess
      aria-label={t('common:places.signup')}
      onSubmit={async (input) => {
        if (registered.current !== input.email) {
          // The account starts in the app's language: its confirmation e-mail, sent now, reads in it.
          await register({ variables: { input: { ...input, language: isLanguage(i18n.language) ? i18n.language : null } } });
          registered.current = input.email;
        }
        await login({ variables: { input: { email: input.email, password: input.password } } });
        browser.load(safeRedirectTarget(redirectTo));
      }}
    >
      <Stack gap="4">
        <TextField control={form.control} name="userName" label={t('common:fields.userName')} autoComplete="nickname" />
        <TextField control={form.control} name="email" label={t('common:fields.email')} type="email" inputMode="email" autoComplete="email" />
        <TextField control={form.control} name="password" label={t('common:fields.password')} type="password" autoComplete="new-password" />
        <TextField control={form.control} name="dateOfBirth" label={t('common:fields.dateOfBirth')} type="date" autoComplete="bday" max={todayIsoDate()} />
        <SubmitButton control={form.control} width="full" mt="2" loadingText={t('creatingAccount')}>
          {t('common:places.signup')}
        </SubmitButton>
      </Stack>
    </Form>
  );
}

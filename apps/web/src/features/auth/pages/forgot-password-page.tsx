import { Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Form, SubmitButton, TextField, useZodForm } from '../../../components/form';
import { TextLink } from '../../../components/ui/text-link';
import { useTitle } from '../../../hooks/use-title';
import { LOGIN_PATH } from '../../../lib/redirect';
import { RequestPasswordResetMutation } from '../account-links.graphql';
import { AuthLayout } from '../components/auth-layout';
import { DoneAlert } from '../components/done-alert';
import { forgotPasswordSchema } from '../schemas';

/** Guests only: the account's address; the same answer whether or not an account has it. */
export function ForgotPasswordPage() {
  const { t } = useTranslation(['auth', 'common']);
  useTitle(t('forgotHeading'));
  const form = useZodForm(forgotPasswordSchema, { email: '' });
  const [requestReset] = useMutation(RequestPasswordResetMutation);
  const [sent, setSent] = useState(false);
  return (
    <AuthLayout heading={t('forgotHeading')} intro={t('forgotIntro')} footer={<Trans t={t} i18nKey="rememberedIt" components={{ login: <TextLink to={LOGIN_PATH} fontWeight="semibold" /> }} />}>
      {sent ? (
        <DoneAlert>{t('common:accountMessages.resetLinkSent')}</DoneAlert>
      ) : (
        <Form
          form={form}
          aria-label={t('forgotHeading')}
          onSubmit={async (input) => {
            await requestReset({ variables: { input } });
            setSent(true);
          }}
        >
          <Stack gap="4">
            <TextField control={form.control} name="email" label={t('common:fields.email')} type="email" inputMode="email" autoComplete="email" />
            <SubmitButton control={form.control} width="full" mt="2" loadingText={t('sending')}>
              {t('sendLink')}
            </SubmitButton>
          </Stack>
        </Form>
      )}
    </AuthLayout>
  );
}

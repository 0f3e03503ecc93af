import { Alert, Button, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Form, SubmitButton, TextField, useZodForm } from '../../../components/form';
import { TextLink } from '../../../components/ui/text-link';
import { useTitle } from '../../../hooks/use-title';
import { toastFailure } from '../../../lib/errors';
import { LOGIN_PATH } from '../../../lib/redirect';
import { ConfirmEmailMutation, ResetPasswordMutation, UndoEmailChangeMutation } from '../account-links.graphql';
import { AuthLayout } from '../components/auth-layout';
import { DoneAlert } from '../components/done-alert';
import { resetPasswordSchema } from '../schemas';

export const FORGOT_PASSWORD_PATH = '/auth/forgot-password';

/**
 * The token of a link sent by e-mail: after `#token=`, so it reaches no server log and no Referer.
 * It leaves the address bar at once (history, screen sharing).
 */
function useLinkToken(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => {
    const value = new URLSearchParams(location.hash.slice(1)).get('token');
    return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
  });
  useEffect(() => {
    if (location.hash) void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [location.hash, location.pathname, location.search, navigate]);
  return token;
}

function Missing() {
  const { t } = useTranslation('auth');
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator aria-hidden />
      <Alert.Title>{t('linkMissing')}</Alert.Title>
    </Alert.Root>
  );
}

function LoginFooter() {
  const { t } = useTranslation('auth');
  return (
    <TextLink to={LOGIN_PATH} fontWeight="semibold">
      {t('toLogin')}
    </TextLink>
  );
}

/** /reset-password#token=...: a new password; every session ends, then log in. */
export function ResetPasswordPage() {
  const { t } = useTranslation(['auth', 'common']);
  useTitle(t('resetHeading'));
  const token = useLinkToken();
  const form = useZodForm(resetPasswordSchema, { password: '' });
  const [resetPassword] = useMutation(ResetPasswordMutation);
  const [done, setDone] = useState(false);
  let body: ReactNode;
  if (!token) body = <Missing />;
  else if (done) body = <DoneAlert>{t('common:accountMessages.passwordReset')}</DoneAlert>;
  else
    body = (
      <Form
        form={form}
        aria-label={t('resetHeading')}
        onSubmit={async ({ password }) => {
          await resetPassword({ variables: { input: { token, password } } });
          setDone(true);
        }}
      >
        <Stack gap="4">
          <TextField control={form.control} name="password" label={t('newPassword')} type="password" autoComplete="new-password" />
          <SubmitButton control={form.control} width="full" mt="2" loadingText={t('working')}>
            {t('savePassword')}
          </SubmitButton>
        </Stack>
      </Form>
    );
  return (
    <AuthLayout heading={t('resetHeading')} intro={t('resetIntro')} footer={<LoginFooter />}>
      {body}
    </AuthLayout>
  );
}

/** A page whose link acts on one press (never on opening: mail scanners open links too). */
function OneActionLinkPage({ kind }: { kind: 'confirm' | 'undo' }) {
  const { t } = useTranslation(['auth', 'common']);
  const heading = t(kind === 'confirm' ? 'confirmHeading' : 'undoHeading');
  useTitle(heading);
  const token = useLinkToken();
  const [confirmEmail] = useMutation(ConfirmEmailMutation);
  const [undoEmailChange] = useMutation(UndoEmailChangeMutation);
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const act = async (value: string) => {
    setState('busy');
    try {
      if (kind === 'confirm') await confirmEmail({ variables: { input: { token: value } } });
      else await undoEmailChange({ variables: { input: { token: value } } });
      setState('done');
    } catch (error) {
      setState('idle');
      toastFailure(error);
    }
  };
  let body: ReactNode;
  if (!token) body = <Missing />;
  else if (state === 'done')
    body = (
      <Stack gap="4">
        <DoneAlert>{t(kind === 'confirm' ? 'common:accountMessages.emailConfirmed' : 'common:accountMessages.emailChangeUndone')}</DoneAlert>
        {kind === 'undo' && (
          <TextLink to={FORGOT_PASSWORD_PATH} fontWeight="semibold">
            {t('toForgot')}
          </TextLink>
        )}
      </Stack>
    );
  else
    body = (
      <Button colorPalette="red" width="full" loading={state === 'busy'} loadingText={t('working')} onClick={() => void act(token)}>
        {t(kind === 'confirm' ? 'confirmButton' : 'undoButton')}
      </Button>
    );
  return (
    <AuthLayout heading={heading} intro={t(kind === 'confirm' ? 'confirmIntro' : 'undoIntro')} footer={<LoginFooter />}>
      {body}
    </AuthLayout>
  );
}

/** /confirm-email#token=...: confirms an address (after sign-up, or a new one). */
export function ConfirmEmailPage() {
  return <OneActionLinkPage kind="confirm" />;
}

/** /undo-email-change#token=...: the old address comes back; every session ends. */
export function UndoEmailChangePage() {
  return <OneActionLinkPage kind="undo" />;
}

import { Text } from '@chakra-ui/react';
import { Trans, useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { TextLink } from '../../../components/ui/text-link';
import { useTitle } from '../../../hooks/use-title';
import { REDIRECT_PARAM, SIGNUP_PATH, withRedirectTarget } from '../../../lib/redirect';
import { AuthLayout } from '../components/auth-layout';
import { LoginForm } from '../components/login-form';
import { FORGOT_PASSWORD_PATH } from './account-link-pages';

/** Guests only (GuestOnly in the route table); keeps the optional ?to= target in its link to signup. */
export function LoginPage() {
  const { t } = useTranslation(['auth', 'common']);
  useTitle(t('common:places.login'));
  const [searchParams] = useSearchParams();
  const to = searchParams.get(REDIRECT_PARAM);
  return (
    <AuthLayout
      heading={t('loginHeading')}
      intro={t('loginIntro')}
      footer={<Trans t={t} i18nKey="noAccount" components={{ signup: <TextLink to={withRedirectTarget(SIGNUP_PATH, to)} fontWeight="semibold" /> }} />}
    >
      <LoginForm redirectTo={to} />
      <Text mt="4" textAlign="end">
        <TextLink to={FORGOT_PASSWORD_PATH}>{t('forgotLink')}</TextLink>
      </Text>
    </AuthLayout>
  );
}

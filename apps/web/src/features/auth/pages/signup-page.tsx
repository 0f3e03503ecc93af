import { Trans, useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { TextLink } from '../../../components/ui/text-link';
import { useTitle } from '../../../hooks/use-title';
import { LOGIN_PATH, REDIRECT_PARAM, withRedirectTarget } from '../../../lib/redirect';
import { AuthLayout } from '../components/auth-layout';
import { SignupForm } from '../components/signup-form';

/** Guests only (GuestOnly in the route table); keeps the optional ?to= target in its link to login. */
export function SignupPage() {
  const { t } = useTranslation(['auth', 'common']);
  useTitle(t('common:places.signup'));
  const [searchParams] = useSearchParams();
  const to = searchParams.get(REDIRECT_PARAM);
  return (
    <AuthLayout
      heading={t('signupHeading')}
      intro={t('signupIntro')}
      footer={<Trans t={t} i18nKey="haveAccount" components={{ login: <TextLink to={withRedirectTarget(LOGIN_PATH, to)} fontWeight="semibold" /> }} />}
    >
      <SignupForm redirectTo={to} />
    </AuthLayout>
  );
}

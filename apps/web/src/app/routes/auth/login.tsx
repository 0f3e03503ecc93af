import { Link } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { AuthLayout } from '../../../features/auth/components/auth-layout';
import { LoginForm } from '../../../features/auth/components/login-form';
import { REDIRECT_PARAM, SIGNUP_PATH, withRedirectTarget } from '../../../features/auth/redirect';
import { useTitle } from '../../../hooks/use-title';

/** Guests only (GuestOnly in the route table); keeps the optional ?to= target in its link to signup. */
export function LoginPage() {
  useTitle('Login');
  const [searchParams] = useSearchParams();
  const to = searchParams.get(REDIRECT_PARAM);
  return (
    <AuthLayout
      heading="Login to Redhope"
      intro="Welcome back. Log in to request blood, help others and share campaigns."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link asChild colorPalette="red" fontWeight="semibold">
            <RouterLink to={withRedirectTarget(SIGNUP_PATH, to)}>Signup</RouterLink>
          </Link>
        </>
      }
    >
      <LoginForm redirectTo={to} />
    </AuthLayout>
  );
}

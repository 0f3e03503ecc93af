import { Link } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { AuthLayout } from '../../../features/auth/components/auth-layout';
import { SignupForm } from '../../../features/auth/components/signup-form';
import { LOGIN_PATH, REDIRECT_PARAM, withRedirectTarget } from '../../../features/auth/redirect';
import { useTitle } from '../../../hooks/use-title';

/** Guests only (GuestOnly in the route table); keeps the optional ?to= target in its link to login. */
export function SignupPage() {
  useTitle('Signup');
  const [searchParams] = useSearchParams();
  const to = searchParams.get(REDIRECT_PARAM);
  return (
    <AuthLayout
      heading="Create your Redhope account"
      intro="Join a community of donors across India. You must be 18 or older."
      footer={
        <>
          Already have an account?{' '}
          <Link asChild colorPalette="red" fontWeight="semibold">
            <RouterLink to={withRedirectTarget(LOGIN_PATH, to)}>Login</RouterLink>
          </Link>
        </>
      }
    >
      <SignupForm redirectTo={to} />
    </AuthLayout>
  );
}

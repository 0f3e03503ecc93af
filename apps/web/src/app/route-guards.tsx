import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAuth } from '../hooks/use-auth';
import { LOGIN_PATH, withRedirectTarget } from '../lib/redirect';
import { Container } from '@chakra-ui/react';
import { SplashScreen } from '../components/splash-screen';
import { UserPending } from '../components/user-pending';
import { NotFoundPage } from './routes/not-found';

/**
 * Guarded routes: a signed-out user goes to /auth/login?to={path incl. search}, and comes back
 * there after logging in. Also applies when a refused refresh signs the user out on the page.
 */
export function RequireAuth() {
  const { isAuthenticated } = useAuth();
  const { pathname, search, hash } = useLocation();
  if (!isAuthenticated) return <Navigate to={withRedirectTarget(LOGIN_PATH, `${pathname}${search}${hash}`)} replace />;
  return <Outlet />;
}

/**
 * Moderators only (inside RequireAuth): anyone else sees the not-found page, so the page's
 * existence is not advertised. The API refuses its operations to non-moderators regardless.
 */
export function RequireModerator() {
  const { user, userFailed } = useAuth();
  if (!user) {
    return userFailed ? (
      <Container maxW="3xl" py={{ base: '6', md: '10' }}>
        <UserPending />
      </Container>
    ) : (
      <SplashScreen />
    );
  }
  return user.isModerator ? <Outlet /> : <NotFoundPage />;
}

/** Guests-only routes (/auth/*): a signed-in user sees the not-found page (SPEC route table). */
export function GuestOnly() {
  const { isAuthenticated } = useAuth();
  return isAuthenticated ? <NotFoundPage /> : <Outlet />;
}

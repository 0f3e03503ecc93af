import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAuth } from '../hooks/use-auth';
import { LOGIN_PATH, withRedirectTarget } from '../lib/redirect';
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

/** Guests-only routes (/auth/*): a signed-in user sees the not-found page (SPEC route table). */
export function GuestOnly() {
  const { isAuthenticated } = useAuth();
  return isAuthenticated ? <NotFoundPage /> : <Outlet />;
}

import { Navigate, useLocation } from 'react-router-dom';

/** /auth alone has no screen: go to login, keeping any ?to= target. */
export function AuthIndexRedirect() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '/auth/login', search }} replace />;
}

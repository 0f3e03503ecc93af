import { lazy, Suspense } from 'react';
import { useAuth } from '../../../hooks/use-auth';

// Its own chunk: only signed-in users see it, and the home route's first load stays in budget.
const NearMeList = lazy(() => import('./open-requests-near-me'));

/** "Open requests near you" on home, for a signed-in user; nothing for a visitor. */
export function OpenRequestsNearMe() {
  const { isAuthenticated } = useAuth();
  if (!isAuthenticated) return null;
  return (
    <Suspense fallback={null}>
      <NearMeList />
    </Suspense>
  );
}

import { PagePlaceholder } from '../../../components/page-placeholder';
import { useTitle } from '../../../hooks/use-title';

// Guests only; keeps the optional ?to= redirect target (auth issue).
export function LoginPage() {
  useTitle('Login');
  return <PagePlaceholder heading="Login to Redhope" />;
}

import { PagePlaceholder } from '../../../components/page-placeholder';
import { useTitle } from '../../../hooks/use-title';

// Guests only; keeps the optional ?to= redirect target (auth issue).
export function SignupPage() {
  useTitle('Signup');
  return <PagePlaceholder heading="Create your Redhope account" />;
}

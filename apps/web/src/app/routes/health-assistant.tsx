import { PagePlaceholder } from '../../components/page-placeholder';
import { useTitle } from '../../hooks/use-title';

export function HealthAssistantPage() {
  useTitle('Health assistant');
  return <PagePlaceholder heading="Assistant Jyoti" />;
}

import { PagePlaceholder } from '../../components/page-placeholder';
import { useTitle } from '../../hooks/use-title';

export function RequestDetailPage() {
  // The route parameter is spelt reqestId (SPEC route table); the request issue reads it.
  useTitle('Blood request');
  return <PagePlaceholder heading="Urgent blood required" />;
}

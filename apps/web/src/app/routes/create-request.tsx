import { PagePlaceholder } from '../../components/page-placeholder';
import { useTitle } from '../../hooks/use-title';

export function CreateRequestPage() {
  useTitle('Request for donation');
  return <PagePlaceholder heading="Request for a Blood donation" />;
}

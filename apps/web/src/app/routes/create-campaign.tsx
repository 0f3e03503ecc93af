import { PagePlaceholder } from '../../components/page-placeholder';
import { useTitle } from '../../hooks/use-title';

export function CreateCampaignPage() {
  useTitle('Contribute campaign');
  return <PagePlaceholder heading="Share your nearby health campaign" />;
}

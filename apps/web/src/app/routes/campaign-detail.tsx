import { PagePlaceholder } from '../../components/page-placeholder';
import { useTitle } from '../../hooks/use-title';

export function CampaignDetailPage() {
  useTitle('Campaign');
  return <PagePlaceholder heading="Health campaign" />;
}

import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../components/page-placeholder';
import { useTitle } from '../../hooks/use-title';

export function CampaignDetailPage() {
  const { t } = useTranslation();
  useTitle(t('places.campaign'));
  return <PagePlaceholder heading={t('placeholders.campaignDetail')} />;
}

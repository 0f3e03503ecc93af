import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../components/page-placeholder';
import { useTitle } from '../../hooks/use-title';

export function CreateCampaignPage() {
  const { t } = useTranslation();
  useTitle(t('places.contributeCampaign'));
  return <PagePlaceholder heading={t('placeholders.createCampaign')} />;
}

import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../components/page-placeholder';
import { useTitle } from '../../hooks/use-title';

export function CreateRequestPage() {
  const { t } = useTranslation();
  useTitle(t('places.requestDonation'));
  return <PagePlaceholder heading={t('placeholders.createRequest')} />;
}

import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../components/page-placeholder';
import { useTitle } from '../../hooks/use-title';

export function RequestDetailPage() {
  // The route parameter is spelt reqestId (SPEC route table); the request issue reads it.
  const { t } = useTranslation();
  useTitle(t('places.bloodRequest'));
  return <PagePlaceholder heading={t('placeholders.requestDetail')} />;
}

import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../components/page-placeholder';
import { useTitle } from '../../hooks/use-title';

export function HealthAssistantPage() {
  const { t } = useTranslation();
  useTitle(t('places.healthAssistant'));
  return <PagePlaceholder heading={t('placeholders.healthAssistant')} />;
}

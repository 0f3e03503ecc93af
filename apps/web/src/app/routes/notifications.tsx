import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../components/page-placeholder';
import { useTitle } from '../../hooks/use-title';

export function NotificationsPage() {
  const { t } = useTranslation();
  useTitle(t('places.notifications'));
  return <PagePlaceholder heading={t('places.notifications')} />;
}

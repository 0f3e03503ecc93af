import { PagePlaceholder } from '../../components/page-placeholder';
import { useTitle } from '../../hooks/use-title';

export function NotificationsPage() {
  useTitle('Notifications');
  return <PagePlaceholder heading="Notifications" />;
}

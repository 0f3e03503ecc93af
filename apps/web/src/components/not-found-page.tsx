import { useTranslation } from 'react-i18next';
import { StatusPage } from './status-page';

/**
 * 'OOPS! Page not found', shown at the URL the user asked for (an unknown route, or a page whose
 * item does not exist); `body` says why for that kind of page (a request that closed, say).
 */
export function NotFoundPage({ body }: { body?: string } = {}) {
  const { t } = useTranslation('common');
  return <StatusPage heading={t('messages.notFound')} title={t('places.pageNotFound')} body={body ?? t('notFound.body')} />;
}

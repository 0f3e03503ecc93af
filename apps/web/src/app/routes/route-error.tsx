import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { StatusPage } from '../../components/status-page';
import { NotFoundPage } from './not-found';

/**
 * Catches what a route throws while loading or rendering (a lazy chunk that fails to download
 * after a deploy, a bug). A thrown 404 response shows the not-found page.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPage /> : <UnexpectedError />;
}

function UnexpectedError() {
  const { t } = useTranslation('common');
  return <StatusPage standalone heading={t('places.somethingWentWrong')} body={t('routeError.body')} />;
}

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { StatusPage } from '../../components/status-page';
import { browser } from '../../lib/browser';
import { NotFoundPage } from './not-found';

/**
 * Catches what a route throws while loading or rendering (a lazy chunk that fails to download
 * after a deploy, a bug). A thrown 404 response shows the not-found page.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPage /> : <UnexpectedError />;
}

/**
 * Offline, the likely cause is a page's code that could not be downloaded: it says so, and loads
 * the page again by itself once the browser is back online.
 */
function UnexpectedError() {
  const { t } = useTranslation('common');
  const [offline] = useState(() => typeof navigator !== 'undefined' && navigator.onLine === false);
  useEffect(() => {
    if (!offline) return;
    const back = () => browser.reload();
    window.addEventListener('online', back);
    return () => window.removeEventListener('online', back);
  }, [offline]);
  return offline ? (
    <StatusPage standalone heading={t('offline.heading')} body={t('loadFailed.offline')} />
  ) : (
    <StatusPage standalone heading={t('places.somethingWentWrong')} body={t('routeError.body')} />
  );
}

// The requests feature's public entry: other code imports it from here, never from its files. It
// stays light (the app's first bundle imports it): the screens are loaders of their own chunks,
// each fetched with the feature's texts (the 'requests' namespace).
import { loadTexts, withTexts } from '../../lib/i18n';

/** The request form (SPEC route /create-request). */
export const loadCreateRequestPage = () => withTexts(import('./pages/create-request-page'), 'requests');
/** A request's page (SPEC route /request/{reqestId}). */
export const loadRequestDetailPage = () => withTexts(import('./pages/request-detail-page'), 'requests');
/** The list of the signed-in user's requests, for the profile's 'My requests' tab (whose route loads loadRequestTexts with it). */
export { MyRequestsList, type MyRequestsListProps } from './components/my-requests-list';
/** The texts of the request screens, for a route that shows a piece of this feature. */
export const loadRequestTexts = () => loadTexts('requests');

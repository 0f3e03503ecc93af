// The notifications feature's public entry: other code imports it from here, never from its files.
// It stays light: the screen is a loader of its own chunk, fetched with the feature's texts (the
// 'notifications' namespace). The navbar's live bell is used only by the signed-in part of the app
// (a chunk of its own, with Apollo), which loads those texts with it (loadNotificationTexts).
import { loadTexts, withTexts } from '../../lib/i18n';

/** The notification list (SPEC route /notifications). */
export const loadNotificationsPage = () => withTexts(import('./pages/notifications-page'), 'notifications');
/** The navbar's live unread badge, for signed-in users only (it needs Apollo). */
export { NotificationsBell } from './components/notifications-bell';
/** The texts the bell shows. */
export const loadNotificationTexts = () => loadTexts('notifications');

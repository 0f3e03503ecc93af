// The notifications feature's public entry: other code imports it from here, never from its files.
// It stays light: the screen is a loader of its own chunk, fetched with the catalogue part that
// holds its texts. The navbar's live bell is used only by the signed-in part of the app (a chunk
// of its own, with Apollo), which loads those texts with it (loadNotificationTexts).
import { loadCataloguePart } from '../../lib/i18n';

async function withTexts<Module>(load: Promise<Module>): Promise<Module> {
  const [module] = await Promise.all([load, loadCataloguePart('requests')]);
  return module;
}

/** The notification list (SPEC route /notifications). */
export const loadNotificationsPage = () => withTexts(import('./pages/notifications-page'));
/** The navbar's live unread badge, for signed-in users only (it needs Apollo). */
export { NotificationsBell } from './components/notifications-bell';
/** The texts the bell shows. */
export const loadNotificationTexts = () => loadCataloguePart('requests');

// The notifications feature's public entry: other code imports it from here, never from its files.
// It stays light: the screen and the navbar badge are loaders of their own chunks, each fetched
// with the catalogue part that holds their texts.
import { loadCataloguePart } from '../../lib/i18n';

async function withTexts<Module>(load: Promise<Module>): Promise<Module> {
  const [module] = await Promise.all([load, loadCataloguePart('requests')]);
  return module;
}

/** The notification list (SPEC route /notifications). */
export const loadNotificationsPage = () => withTexts(import('./pages/notifications-page'));
/** The navbar's live unread badge, for signed-in users only (it needs Apollo). */
export const loadNotificationsBell = () => withTexts(import('./components/notifications-bell'));

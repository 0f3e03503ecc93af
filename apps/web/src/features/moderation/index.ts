// The moderation feature's public entry: the page is its own chunk, fetched with its texts.
import { withTexts } from '../../lib/i18n';

/** /moderation (moderators only). */
export const loadModerationPage = () => withTexts(import('./pages/moderation-page'), 'moderation');

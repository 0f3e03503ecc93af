// The health assistant's public entry: other code imports it from here, never from its files. It
// stays light (the app's first bundle imports it): the screen, with the markdown renderer, is its
// own chunk, fetched with the feature's texts (the 'assistant' namespace).
import { withTexts } from '../../lib/i18n';

/** The chat with Jyoti (SPEC route /health-assistant), fetched on first visit. */
export const loadHealthAssistantPage = () => withTexts(import('./pages/health-assistant-page'), 'assistant');

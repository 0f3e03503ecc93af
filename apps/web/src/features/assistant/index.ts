// The health assistant's public entry: other code imports it from here, never from its files. It
// stays light (the app's first bundle imports it): the screen, with the markdown renderer, is its
// own chunk.

/** The chat with Jyoti (SPEC route /health-assistant), fetched on first visit. */
export const loadHealthAssistantPage = () => import('./pages/health-assistant-page');

/**
 * The app's red (Chakra's `red.solid`, app/system.ts): solid buttons, the browser's toolbar
 * (`<meta name="theme-color">`) and the installed app's title bar (the manifest's theme_color).
 * The icons (.scripts/pwa-icons.mjs) are drawn in it too.
 */
export const THEME_COLOR = '#c81e1e';

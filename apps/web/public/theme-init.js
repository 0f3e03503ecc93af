// Mirrors the theme rule of src/lib/theme.ts before React starts: "dark" and "system" are stored
// under the key "theme"; no stored value means light (the default). The remembered language
// (src/lib/i18n.ts) goes on <html lang> too, so the skeleton in index.html speaks it.
(function () {
  var stored = null;
  var language = null;
  try {
    stored = window.localStorage.getItem('theme');
    language = window.localStorage.getItem('language');
  } catch {
    // Storage can be blocked (private mode, policies): fall back to the default.
  }
  var dark =
    stored === 'dark' ||
    (stored === 'system' && !!window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  var root = document.documentElement;
  root.classList.remove(dark ? 'light' : 'dark');
  root.classList.add(dark ? 'dark' : 'light');
  root.style.colorScheme = dark ? 'dark' : 'light';
  if (language === 'hi') root.lang = 'hi';
})();

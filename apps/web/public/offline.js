// The offline page (written by offline-page.ts): shows the remembered language's section, and
// tries again on "Try again" or when the connection is back. A file, not inline code, so the
// Content-Security-Policy (script-src 'self') allows it.
(function () {
  var language = null;
  try {
    language = window.localStorage.getItem('language');
  } catch {
    // Storage can be blocked: English, as the app's default.
  }
  /** @type {NodeListOf<HTMLElement>} */
  var sections = document.querySelectorAll('section[lang]');
  /** @type {HTMLElement | null} */
  var shown = document.querySelector('section[lang="' + (language === 'hi' ? 'hi' : 'en') + '"]');
  if (shown) {
    for (var i = 0; i < sections.length; i += 1) sections[i].hidden = sections[i] !== shown;
    document.documentElement.lang = shown.lang;
    document.title = shown.getAttribute('data-title') || document.title;
  }
  var buttons = document.querySelectorAll('[data-retry]');
  for (var j = 0; j < buttons.length; j += 1) {
    buttons[j].addEventListener('click', function () {
      window.location.reload();
    });
  }
  window.addEventListener('online', function () {
    window.location.reload();
  });
})();

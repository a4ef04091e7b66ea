/* global window, document */
// Apply the stored theme and language before the first paint so a dark-mode user never sees
// a white flash. Mirrors src/shared/preferences/localPreferences.ts (key atelier.preferences).
(function () {
  var theme = 'light';
  var language = 'fr';
  try {
    var stored = JSON.parse(window.localStorage.getItem('atelier.preferences') || '{}');
    if (stored.theme === 'dark' || stored.theme === 'system') theme = stored.theme;
    if (stored.language === 'en') language = 'en';
  } catch {
    // Unreadable preferences: the defaults above.
  }
  if (theme === 'system') {
    theme = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  document.documentElement.setAttribute('data-mantine-color-scheme', theme);
  document.documentElement.setAttribute('lang', language);
})();

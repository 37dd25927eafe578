// Runs before the first paint: direction, language and colour scheme from the stored choices,
// so the preloader and the first screen never flip. Mirrors src/i18n/language.ts and the theme rule.
(function () {
  var root = document.documentElement;
  var lang = 'ar';
  var theme = 'light';
  try {
    var stored = localStorage.getItem('app-language');
    if (stored === 'ar' || stored === 'en') {
      lang = stored;
    } else {
      var tags = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || ''];
      for (var i = 0; i < tags.length; i++) {
        var base = String(tags[i]).toLowerCase().split(/[-_]/)[0];
        if (base === 'ar' || base === 'en') {
          lang = base;
          break;
        }
      }
    }
    theme = localStorage.getItem('app-theme-name') === 'dark' ? 'dark' : 'light';
  } catch {
    // Storage unavailable: Arabic and light.
  }
  root.lang = lang;
  root.dir = lang === 'ar' ? 'rtl' : 'ltr';
  root.setAttribute('data-mantine-color-scheme', theme);
})();

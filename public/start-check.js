// The app's code could not be loaded (a module of its entry failed to arrive: a network that
// dropped mid-load, an offline start whose cached copy the browser failed to read). The page would
// stay as the static frame for ever. Tried again once by itself, then said, with "Tekrar Dene".
// A classic deferred script placed before the entry, so it listens before the entry can fail;
// /boot.js (prerendered pages) calls `__kcStartFailed` when its import of the entry fails.
(function () {
  var RETRIED = 'kc-start-retried';
  var shown = false;
  function failed() {
    if (shown || document.documentElement.getAttribute('data-app-ready')) return;
    shown = true;
    try {
      var at = Number(sessionStorage.getItem(RETRIED));
      if (!at || Date.now() - at > 60000) {
        sessionStorage.setItem(RETRIED, String(Date.now()));
        location.reload();
        return;
      }
    } catch (e) {
      // No storage: say it at once.
    }
    var box = document.createElement('div');
    box.className = 'start-failed';
    box.setAttribute('role', 'alert');
    var title = document.createElement('strong');
    title.textContent = 'Uygulama yüklenemedi.';
    var text = document.createElement('span');
    text.textContent = navigator.onLine
      ? 'Bağlantı kesildi ya da yavaş. Lütfen tekrar deneyin.'
      : 'Çevrimdışısınız. Bağlantı gelince tekrar deneyin.';
    var retry = document.createElement('button');
    retry.type = 'button';
    retry.textContent = 'Tekrar Dene';
    retry.addEventListener('click', function () {
      location.reload();
    });
    box.append(title, text, retry);
    document.body.append(box);
  }
  window.__kcStartFailed = failed;
  window.addEventListener(
    'error',
    function (event) {
      var target = event.target;
      if (target && target.tagName === 'SCRIPT' && target.type === 'module') failed();
    },
    true,
  );
})();

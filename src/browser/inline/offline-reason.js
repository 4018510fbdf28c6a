// @ts-check
// The offline page's script: whether the device is offline or the site unreachable, kept up to
// date. Inline, so the page needs nothing but itself when the service worker shows it.
(function () {
  const reasons = /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('[data-offline-reason]'));
  /** @param {boolean} online */
  const showReason = (online) => {
    for (const reason of reasons)
      reason.hidden = reason.dataset['offlineReason'] !== (online ? 'unreachable' : 'offline');
  };
  window.addEventListener('offline', () => showReason(false));
  window.addEventListener('online', () => showReason(true));
  showReason(navigator.onLine);
})();

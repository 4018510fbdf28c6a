/**
 * The offline notice, in a polite live region. It follows the `online` and `offline` events, not
 * navigator.onLine when a handler runs, so a quick offline-online-offline brings it back.
 */
const region = document.querySelector<HTMLElement>('[data-online-status]');
const template = region?.querySelector('template');
if (region && template) {
  const notice = () => region.querySelector('[data-offline-notice]');
  const show = () => {
    if (!notice()) region.append(template.content.cloneNode(true));
  };
  const hide = () => notice()?.remove();
  window.addEventListener('offline', show);
  window.addEventListener('online', hide);
  region.addEventListener('click', (event) => {
    if ((event.target as Element).closest('button')) hide();
  });
  if (!navigator.onLine) show();
}

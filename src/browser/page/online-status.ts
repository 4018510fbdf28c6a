/**
 * The offline notice (src/components/OnlineStatus.astro): while the browser is
 * offline, the notice from the template shows in the polite live region, so assistive technology
 * announces it; it can be dismissed until the network drops again, and it goes away by itself when
 * the network comes back. It follows the `online` and `offline` events themselves, not
 * navigator.onLine when a handler runs, so a quick offline-online-offline brings it back.
 *
 * Plain DOM code with no imports, so it stays inline in every page with the other page scripts
 * (src/layouts/BaseLayout.astro) and costs no request and no framework.
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

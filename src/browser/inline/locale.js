// @ts-check
// The locale switch's script, after the header (with the menu's). It writes the cookie that
// localeCookie (locale-cookie.ts) describes; a unit test holds them together.
(function () {
  const header = document.currentScript?.previousElementSibling;
  const link = /** @type {HTMLAnchorElement | null} */ (header?.querySelector('[data-locale-switch]') ?? null);
  link?.addEventListener('click', () => {
    const secure = location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `locale=${link.hreflang}; Max-Age=31536000; Path=/; SameSite=Lax${secure}`;
  });
})();

// @ts-check
// The locale switch's script. It writes the cookie that localeCookie (locale-cookie.ts) describes;
// a unit test holds them together.
(function () {
  const link = /** @type {HTMLAnchorElement | null} */ (document.currentScript?.previousElementSibling ?? null);
  link?.addEventListener('click', () => {
    const secure = location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `locale=${link.hreflang}; Max-Age=31536000; Path=/; SameSite=Lax${secure}`;
  });
})();

/**
 * Keeps every error notice of the CMS on screen until the writer closes it. Decap shows a refused
 * save or publish as a toast that vanishes after 8 seconds, before a writer has read a message of
 * fifty words, and no option of Decap's changes that; so each error toast (react-toastify's
 * `Toastify__toast--error`) is moved into a list of our own, with a "Sluiten" button, and the toast
 * itself is closed.
 */
import { dutchNotice } from './notices';

/** The error toasts that have been kept already. */
const kept = new WeakSet<Element>();

/** The fixed list the kept notices go into, made at the first one. */
function noticeList(target: Document): HTMLElement {
  const existing = target.getElementById('blijvende-meldingen');
  if (existing) return existing;
  const list = target.createElement('section');
  list.id = 'blijvende-meldingen';
  list.setAttribute('aria-label', 'Meldingen');
  Object.assign(list.style, {
    position: 'fixed',
    top: '16px',
    right: '16px',
    zIndex: '10000',
    display: 'flex',
    flexDirection: 'column',
    gap: '8px',
    maxWidth: 'min(32rem, calc(100vw - 32px))',
  });
  target.body.append(list);
  return list;
}

/** Adds `text` to the kept notices, as an alert with a button that closes it. */
function keepNotice(target: Document, text: string): HTMLElement {
  const notice = target.createElement('div');
  notice.setAttribute('role', 'alert');
  notice.className = 'blijvende-melding';
  Object.assign(notice.style, {
    background: '#fff',
    color: '#1a1a1a',
    border: '2px solid #a4161a',
    borderRadius: '6px',
    padding: '12px 16px',
    boxShadow: '0 4px 12px rgb(0 0 0 / 20%)',
    font: '15px/1.45 system-ui, sans-serif',
    whiteSpace: 'pre-line',
  });
  const message = target.createElement('p');
  message.textContent = text;
  message.style.margin = '0 0 8px';
  const close = target.createElement('button');
  close.type = 'button';
  close.textContent = 'Sluiten';
  Object.assign(close.style, { font: 'inherit', padding: '4px 12px', cursor: 'pointer' });
  close.addEventListener('click', () => notice.remove());
  notice.append(message, close);
  noticeList(target).append(notice);
  return notice;
}

/** Moves each error toast Decap shows into the kept notices, from now on. */
export function keepErrorNotices(target: Document): void {
  const take = (toast: Element) => {
    if (kept.has(toast)) return;
    kept.add(toast);
    // The toast's text arrives with it, but its Dutch rewrite (notices.ts) may come a frame later.
    requestAnimationFrame(() => {
      const text = (toast.textContent ?? '').trim();
      if (text === '') return;
      keepNotice(target, dutchNotice(text) ?? text);
      // Decap's copy goes: hidden and emptied at once (one message on screen, to the eye and to
      // a screen reader), then closed the way its own button closes it.
      (toast as HTMLElement).style.display = 'none';
      const walker = target.createTreeWalker(toast, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) node.nodeValue = '';
      toast.querySelector<HTMLButtonElement>('.Toastify__close-button')?.click();
    });
  };
  new MutationObserver((changes) => {
    for (const change of changes)
      for (const node of change.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node.matches('.Toastify__toast--error')) take(node);
        for (const toast of node.querySelectorAll('.Toastify__toast--error')) take(toast);
      }
  }).observe(target.body, { childList: true, subtree: true });
}

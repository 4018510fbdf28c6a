/**
 * "Toon wijzigingen" in the live preview (docs/architecture.md, "Page content"): marks what the
 * form changes against the published page, word by word, with the marks and colours of a preview
 * deploy (src/browser/change-marking.ts, src/lib/delivery/change-blocks.ts), and says how many
 * changes there are. Off for a writer, on for an entry opened from "Redactie". React owns the
 * preview's part, so the marks go on a copy of it shown in its place, made again after every
 * render.
 */
import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import type { Locale } from '../../i18n/locales';
import { useTranslations } from '../../i18n/ui';
import { blocksOf, marksBetween } from '../../lib/delivery/change-blocks';
import { changeMarking, domReader } from '../../browser/change-marking';

interface Props {
  locale: Locale;
  /** The part of the preview the entry makes (its `<main>`, or the header or footer), as React renders it. */
  part: RefObject<HTMLElement | null>;
  /** The same part of the published page; null for a page that is not published. */
  published: Element | null;
  /** Whether the marks are on when the preview opens. */
  initially: boolean;
}

/** The bar's look: set here, on the element, as nothing of it is the site's. */
const bar = {
  position: 'fixed',
  insetInline: '0',
  bottom: '0',
  zIndex: '60',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '0.25rem 0.75rem',
  padding: '0.5rem 1rem',
  background: '#1f2933',
  color: '#ffffff',
  fontSize: '0.875rem',
} as const;

export function ChangeMarks({ locale, part, published, initially }: Props) {
  const t = useTranslations(locale);
  const [on, setOn] = useState(initially);
  const [status, setStatus] = useState('');
  // Made again after every render of the page while the marks are on (no dependencies on purpose);
  // the status it sets is a string, which draws again only when it says something else.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    const page = part.current;
    if (!on || !page) return undefined;
    if (!published) {
      setStatus(t('preview.marksAdded'));
      return undefined;
    }
    const copy = page.cloneNode(true) as HTMLElement;
    const marks = marksBetween(blocksOf<Node>(published, domReader), blocksOf<Node>(copy, domReader), domReader);
    const marking = changeMarking(copy, {
      inserted: t('preview.marksInserted'),
      removed: t('preview.marksRemoved'),
      noBefore: t('preview.marksNoBefore'),
    });
    page.style.display = 'none';
    page.after(copy);
    const placed = marking.lay(marks);
    const count = marking.stops().length;
    setStatus(
      marks.length === 0
        ? t('preview.marksUnchanged')
        : placed === 0
          ? t('preview.marksInvisible')
          : t('preview.marksCount', { count }),
    );
    return () => {
      copy.remove();
      page.style.display = '';
    };
  });
  useEffect(() => {
    if (!on) setStatus('');
  }, [on]);
  return (
    <div style={bar} data-change-bar="">
      <button
        type="button"
        aria-pressed={on}
        title={t('preview.marksHint')}
        onClick={() => setOn(!on)}
        style={{
          border: '1px solid currentColor',
          borderRadius: '0.25rem',
          padding: '0 0.5rem',
          fontWeight: 600,
          background: on ? '#ffffff' : 'transparent',
          color: on ? '#1f2933' : '#ffffff',
        }}
      >
        {t('preview.marks')}
      </button>
      <p role="status" style={{ margin: 0 }}>
        {status}
      </p>
    </div>
  );
}

/**
 * "Concept" or "Gepland voor 14 maart 2027" beside an entry only a preview shows. It names the
 * entry's file (`data-entry`), so the changes page can tell whether a draft's page is the same
 * draft as on main.
 */
import type { LabelView } from '../../lib/content/views';

export function PublicationLabel({ label }: { label: LabelView | undefined }) {
  if (!label) return null;
  return (
    <span
      lang={label.lang}
      className="inline-block rounded border border-error px-2 py-0.5 text-sm font-semibold text-error"
      data-entry={label.file}
      data-publication={label.state}
    >
      {label.text}
    </span>
  );
}

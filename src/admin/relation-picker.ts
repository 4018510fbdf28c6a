/**
 * Decap's relation picker, passing on only a change of value. On opening an entry Decap's picker
 * reports the value it was given (for a preview pane this site does not have); in the English half
 * of a bilingual entry that marked the entry as changed before the writer touched anything.
 */
import relation from 'decap-cms-widget-relation';
import { createElement } from 'react';

/** What the picker is given, as far as this needs it. */
interface RelationProps {
  value: unknown;
  onChange: (value: unknown, metadata?: unknown) => void;
}

/** Whether two values (strings or Immutable lists) are the same. */
const sameValue = (a: unknown, b: unknown) =>
  a === b ||
  (typeof (a as { equals?: unknown } | null)?.equals === 'function' &&
    (a as { equals: (other: unknown) => boolean }).equals(b));

/** The picker as the CMS registers it. */
export function RelationPicker(props: RelationProps) {
  return createElement(relation.controlComponent, {
    ...props,
    onChange: (value: unknown, metadata?: unknown) => {
      if (!sameValue(value, props.value)) props.onChange(value, metadata);
    },
  });
}

/**
 * Decap's relation picker, passing on only a change of value: Decap's reports the value it was given
 * on opening, which marked the English half of a bilingual entry as changed before any edit.
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

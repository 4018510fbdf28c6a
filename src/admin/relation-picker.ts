/**
 * Decap's relation picker, with two corrections. It passes on only a change of value: Decap's
 * reports the value it was given on opening, which marked the English half of a bilingual entry as
 * changed before any edit. And it shows the chosen entry from the first moment: Decap's picker
 * draws only when its value or its search results change, so when its options came from its cache
 * (every picker after the first, and every picker after a save) it kept showing an empty field.
 * Its report of the value it was given says the options are there: the picker then gets a copy of
 * its search results, which makes it draw.
 */
import relation from 'decap-cms-widget-relation';
import { createElement, useMemo, useState } from 'react';

/** What the picker is given, as far as this needs it. */
interface RelationProps {
  value: unknown;
  queryHits?: unknown[];
  onChange: (value: unknown, metadata?: unknown) => void;
}

/** Whether two values (strings or Immutable lists) are the same. */
const sameValue = (a: unknown, b: unknown) =>
  a === b ||
  (typeof (a as { equals?: unknown } | null)?.equals === 'function' &&
    (a as { equals: (other: unknown) => boolean }).equals(b));

/** The picker as the CMS registers it. */
export function RelationPicker(props: RelationProps) {
  const [loaded, setLoaded] = useState(0);
  // A new array with the same results each time the options arrive: the picker draws again.
  const hits = useMemo(() => (loaded > 0 ? [...(props.queryHits ?? [])] : props.queryHits), [loaded, props.queryHits]);
  return createElement(relation.controlComponent, {
    ...props,
    queryHits: hits,
    onChange: (value: unknown, metadata?: unknown) => {
      if (!sameValue(value, props.value)) props.onChange(value, metadata);
      else setLoaded((times) => times + 1);
    },
  });
}

/**
 * Decap's relation picker ("Categorie", "Auteur", a menu's page), with two changes; registered by
 * src/cms/main.ts in place of Decap's own, with its public `registerWidget`.
 * - It passes on only a change of value. On opening an entry it reports the value it was given,
 *   to record the picked entry's data for a preview pane this site does not have; in the English
 *   half of a bilingual entry that marked the entry as changed ("Niet-opgeslagen wijzigingen")
 *   before the writer touched anything.
 * - It draws itself again when the options it loaded change. Decap's control redraws only when
 *   its props change, and shows the picked entry's name from the options it loads when it
 *   appears; right after a save those come from its cache without a change of props, so
 *   "Categorie" and "Auteur" looked empty until the page was reloaded.
 */
import relation from 'decap-cms-widget-relation';
import { type Component, type ComponentClass, createElement } from 'react';

/** What the picker is given, as far as this needs it. */
interface RelationProps {
  value: unknown;
  onChange: (value: unknown, metadata?: unknown) => void;
}

/** Whether two values (strings or Immutable lists) are the same. */
export const sameValue = (a: unknown, b: unknown) =>
  a === b ||
  (typeof (a as { equals?: unknown } | null)?.equals === 'function' &&
    (a as { equals: (other: unknown) => boolean }).equals(b));

const DecapRelation = relation.controlComponent as unknown as ComponentClass<Record<string, unknown>, object>;

/** Decap's control, redrawn when its own state (the options it loaded) changes. */
class RelationControl extends DecapRelation {
  override shouldComponentUpdate(
    next: Readonly<Record<string, unknown>>,
    nextState: Readonly<object>,
    context: unknown,
  ) {
    const decap = (DecapRelation.prototype as Component<Record<string, unknown>, object>).shouldComponentUpdate;
    return nextState !== this.state || (decap ? decap.call(this, next, nextState, context) : true);
  }
}

/** The picker as the CMS registers it. */
export function RelationPicker(props: RelationProps) {
  return createElement(RelationControl, {
    ...props,
    onChange: (value: unknown, metadata?: unknown) => {
      if (!sameValue(value, props.value)) props.onChange(value, metadata);
    },
  });
}

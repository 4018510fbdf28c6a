/**
 * Decap's group widget (`object`), changed for pictures: replacing the picture empties its
 * description (`alt`), so the CMS asks for one of the new picture instead of keeping the old one's.
 */
import type { CmsWidgetParam } from 'decap-cms-core';
import { createElement, type ComponentType } from 'react';

/** The part of an Immutable map the group's value is. */
interface GroupValue {
  get(key: string): unknown;
  set(key: string, value: unknown): GroupValue;
}

/** A field of the group, as Decap passes it (an Immutable map). */
interface FieldMap {
  get(key: string): unknown;
}

/** What Decap hands a group's control, as far as this needs it. */
interface GroupProps {
  value?: GroupValue;
  field: FieldMap;
  onChange: (value: unknown, metadata?: unknown) => void;
  onChangeObject: (field: FieldMap, value: unknown, metadata?: unknown) => void;
}

/**
 * The group's new value when the writer changes one of its fields: undefined when Decap's own
 * handling is right, else the value with the description emptied (a picture replaced by another).
 */
export function afterPictureChange(
  value: GroupValue | undefined,
  field: string,
  next: unknown,
): GroupValue | undefined {
  if (field !== 'src' || !value) return undefined;
  const before = value.get('src');
  if (typeof before !== 'string' || before === '' || typeof next !== 'string' || next === '' || next === before)
    return undefined;
  if (value.get('alt') === undefined || value.get('alt') === '') return undefined;
  return value.set('src', next).set('alt', '');
}

/** Decap's group widget with the change above. */
export function withPictureDescription(widget: CmsWidgetParam): CmsWidgetParam {
  const Control = widget.controlComponent as unknown as ComponentType<GroupProps>;
  function PictureAwareGroup(props: GroupProps) {
    return createElement(Control, {
      ...props,
      onChangeObject: (field: FieldMap, next: unknown, metadata?: unknown) => {
        const changed = afterPictureChange(props.value, String(field.get('name')), next);
        if (!changed) return props.onChangeObject(field, next, metadata);
        return props.onChange(changed, metadata && { [String(props.field.get('name'))]: metadata });
      },
    });
  }
  return { ...widget, controlComponent: PictureAwareGroup as unknown as CmsWidgetParam['controlComponent'] };
}

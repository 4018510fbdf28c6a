/**
 * The build's problems with a file name a field by its key in the file (`title`, `blocks.0.title`);
 * a writer knows it by its label in the form ("Functietitel", "Blokken › 1 › Titel"). The CMS's
 * refusals of a save or publish say the label, found in the collection's fields.
 */
import type { CmsField } from '../lib/cms/decap-config';

/** The label of the field at dotted `key` among `fields`; list items by their number from 1; undefined when a part is not a field. */
export function fieldLabel(fields: CmsField[], key: string): string | undefined {
  const labels: string[] = [];
  let level: CmsField[] | undefined = fields;
  let list: CmsField | undefined;
  for (const part of key.split('.')) {
    if (/^\d+$/.test(part) && list) {
      labels.push(String(Number(part) + 1));
      level = list.fields ?? (list.field ? [list.field] : undefined);
      list = undefined;
      continue;
    }
    const field: CmsField | undefined = level?.find((candidate) => candidate.name === part);
    if (!field) return undefined;
    labels.push(field.label);
    list = field.widget === 'list' ? field : undefined;
    level = field.fields;
  }
  return labels.join(' › ');
}

/** A problem "file: key: message" with its key as the form labels it, when `labelOf` knows it. */
export function withFieldLabel(problem: string, labelOf: (file: string, key: string) => string | undefined): string {
  const match = /^(\S+): ([\w.]+): /.exec(problem);
  if (!match) return problem;
  const [whole, file, key] = match as unknown as [string, string, string];
  const label = labelOf(file, key);
  return label ? `${file}: ${label}: ${problem.slice(whole.length)}` : problem;
}

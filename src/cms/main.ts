/**
 * The CMS at /admin: Decap CMS (its core, two backends and the widgets the site uses) with the
 * project's own React, a Dutch interface and the
 * configuration that src/integrations/cms.ts derives from the content schemas at bundle time
 * (src/lib/cms/cms-config.ts; no config.yml to fetch). Bundled on its own, never part of the site's pages.
 *
 * Files are read and written by src/cms/formats.ts (no empty fields, no empty English file for a
 * Dutch-only entry); a new entry with a taken title or address is refused (src/cms/save-guard.ts);
 * a picture is checked the moment it is chosen for upload (src/cms/upload-check.ts).
 */
import CMS from 'decap-cms-core';
import { createElement } from 'react';
import { nl } from 'decap-cms-locales';
import image from 'decap-cms-editor-component-image';
import boolean from 'decap-cms-widget-boolean';
import datetime from 'decap-cms-widget-datetime';
import file from 'decap-cms-widget-file';
import imageWidget from 'decap-cms-widget-image';
import list from 'decap-cms-widget-list';
import markdown from 'decap-cms-widget-markdown';
import number from 'decap-cms-widget-number';
import object from 'decap-cms-widget-object';
import relation from 'decap-cms-widget-relation';
import select from 'decap-cms-widget-select';
import string from 'decap-cms-widget-string';
import text from 'decap-cms-widget-text';
import type { Map as ImmutableMap } from 'immutable';
import type { CmsCollection, CmsConfig } from '../lib/cms/cms-config';
import { type Phrases, overrides, withOverrides } from './phrases';
import { GitHubForWriters, LocalForWriters } from './backends';
import { contentFormat } from './formats';
import { type GuardedCollection, type Known, refusal, takenProblem } from './save-guard';
import { checkUploads } from './upload-check';

/** Set at bundle time (src/integrations/cms.ts): the configuration and the entries that exist. */
declare const __CMS_CONFIG__: CmsConfig;
declare const __CMS_KNOWN__: Known;

type InitOptions = NonNullable<Parameters<typeof CMS.init>[0]>;
type Entry = ImmutableMap<string, unknown>;

/** What the save guard needs of each folder collection. */
function guarded(collection: CmsCollection): GuardedCollection {
  const fields = collection.fields ?? [];
  const field = collection.identifier_field ?? 'title';
  return {
    name: collection.name,
    singular: (collection.label_singular ?? collection.label).toLowerCase(),
    identifier: { field, label: fields.find((candidate) => candidate.name === field)?.label ?? field },
  };
}

// One file format per collection: a bilingual one knows which fields make a translation.
for (const collection of __CMS_CONFIG__.collections) {
  const ownFields = (collection.fields ?? []).filter(
    (field) => field.default === undefined && field.widget !== 'boolean',
  );
  CMS.registerCustomFormat(
    collection.format,
    collection.extension ?? 'yaml',
    contentFormat({
      markdown: collection.extension === 'md',
      ...(collection.i18n ? { ownFields: ownFields.map((field) => field.name) } : {}),
    }),
  );
}

const collections = new Map(
  __CMS_CONFIG__.collections
    .filter((collection) => collection.folder)
    .map((collection) => [collection.name, collection]),
);

CMS.registerLocale('nl', withOverrides(nl as Phrases, overrides));
// Decap's core with only the widgets the derived configuration uses (decap-cms-app would bring
// every backend, widget and locale Decap has): a lighter /admin.
for (const widget of [string, text, number, boolean, select, datetime, list, object, file, imageWidget, markdown])
  CMS.registerWidget(widget.Widget());

/**
 * Decap's relation picker, except that it passes on only a change of value. On opening an entry
 * it reports the value it was given, to record the picked entry's data for a preview pane this
 * site does not have; in the English half of a bilingual entry that marked the entry as changed
 * ("Niet-opgeslagen wijzigingen") before the writer touched anything.
 */
interface RelationProps {
  value: unknown;
  onChange: (value: unknown, metadata?: unknown) => void;
}
const sameValue = (a: unknown, b: unknown) =>
  a === b ||
  (typeof (a as { equals?: unknown } | null)?.equals === 'function' &&
    (a as { equals: (other: unknown) => boolean }).equals(b));
function RelationPicker(props: RelationProps) {
  return createElement(relation.controlComponent, {
    ...props,
    onChange: (value: unknown, metadata?: unknown) => {
      if (!sameValue(value, props.value)) props.onChange(value, metadata);
    },
  });
}
CMS.registerWidget('relation', RelationPicker, relation.previewComponent);
CMS.registerBackend('helderwijs-github', GitHubForWriters);
CMS.registerBackend('helderwijs-local', LocalForWriters);

// Pictures in a text come from the repository only: no "via URL", labels in Dutch.
// (Decap's types list fewer field options than its widgets take.)
const imageFields = [
  { label: 'Afbeelding', name: 'image', widget: 'image', choose_url: false, media_library: { allow_multiple: false } },
  { label: 'Alternatieve tekst', name: 'alt', hint: 'Wat de afbeelding laat zien, voor wie haar niet kan zien.' },
  { label: 'Titel (optioneel)', name: 'title', required: false },
] as unknown as NonNullable<typeof image.fields>;
CMS.registerEditorComponent({ ...image, label: 'Afbeelding', fields: imageFields });

CMS.registerEventListener({
  name: 'preSave',
  handler: ({ entry }: { entry: Entry }) => {
    const collection = collections.get(String(entry.get('collection')));
    if (!collection || !entry.get('newRecord')) return undefined;
    const guard = guarded(collection);
    const data = (entry.get('data') as Entry).toJS() as Record<string, unknown>;
    const english = (entry.getIn(['i18n', 'en', 'data']) as Entry | undefined)?.toJS() as
      Record<string, unknown> | undefined;
    const paths = [data['path'], english?.['path']].filter(
      (path): path is string => typeof path === 'string' && path !== '',
    );
    const problem = takenProblem(guard, data[guard.identifier.field], paths, __CMS_KNOWN__);
    // Decap shows the message of a failed save: "Kan item niet opslaan: …".
    if (problem) throw refusal(problem);
    return undefined;
  },
});

checkUploads();

// Decap's types describe every option of every widget; ours is the subset this site uses.
CMS.init({ config: __CMS_CONFIG__ as unknown as InitOptions['config'] });

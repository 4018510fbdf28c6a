/**
 * The CMS at /admin (docs/architecture.md, "The CMS"): Decap's core, two backends and the widgets
 * the site uses, with the project's React, a Dutch interface and the configuration derived from the
 * schemas at bundle time. Bundled on its own, never part of the site's pages.
 */
import CMS from 'decap-cms-core';
import { nl } from 'decap-cms-locales';
import image from 'decap-cms-editor-component-image';
import boolean from 'decap-cms-widget-boolean';
import datetime from 'decap-cms-widget-datetime';
import file from 'decap-cms-widget-file';
import imageWidget from 'decap-cms-widget-image';
import list from 'decap-cms-widget-list';
import number from 'decap-cms-widget-number';
import object from 'decap-cms-widget-object';
import relation from 'decap-cms-widget-relation';
import select from 'decap-cms-widget-select';
import string from 'decap-cms-widget-string';
import text from 'decap-cms-widget-text';
import type { Map as ImmutableMap } from 'immutable';
import type { CmsCollection, CmsConfig } from '../lib/cms/decap-config';
import { defaultLocale, locales } from '../i18n/locales';
import { type Phrases, overrides, withOverrides } from './phrases';
import { GitHubForWriters, LocalForWriters, currentRepository, nameFieldsWith, namePictureUsersWith } from './backends';
import { fieldLabel } from './field-labels';
import { contentFormat } from './formats';
import { type FolderCollection, readKnown } from './repository';
import { type GuardedCollection, type Known, emptySlugProblem, refusal, takenProblem } from './save-guard';
import { checkUploads } from './upload-check';
import { renameUploadsOnChoose } from './upload-names';
import { translateNotices } from './notices';
import { keepErrorNotices } from './lasting-notices';
import { keepStatusTrueAfterSave } from './fresh-after-save';
import { showFirstErrorOnSave } from './first-error';
import { withPictureDescription } from './picture-group';
import { RelationPicker } from './relation-picker';
import { withPictureShown } from './image-picker';
import { lazyWidget, preloadForForms } from './lazy-widget';
import { previews, readAheadForForms } from './preview';

/** Set at bundle time: the configuration and the addresses the site's code has. */
declare const __CMS_CONFIG__: CmsConfig;
declare const __CMS_FIXED_PATHS__: Known['fixedPaths'];
/** Each read once: the bundler writes the whole value out at every place that names it. */
const cmsConfig = __CMS_CONFIG__;
const fixedPaths = __CMS_FIXED_PATHS__;

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
for (const collection of cmsConfig.collections) {
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
  cmsConfig.collections.filter((collection) => collection.folder).map((collection) => [collection.name, collection]),
);

const dutch = withOverrides(nl as Phrases, overrides);
CMS.registerLocale('nl', dutch);
// Decap's core with only the widgets the derived configuration uses (decap-cms-app would bring
// every backend, widget and locale Decap has): a lighter /admin.
for (const widget of [string, text, number, boolean, select, datetime, list, file]) CMS.registerWidget(widget.Widget());
// The picture field, whose thumbnail shows a picture the entry has from the first moment.
const picture = imageWidget.Widget();
CMS.registerWidget({ ...picture, controlComponent: withPictureShown(picture.controlComponent) });
// The Markdown editor, an eighth of the CMS, loads when a writer opens a form with a text.
const markdownEditor = lazyWidget('markdown', () =>
  import('decap-cms-widget-markdown').then(({ default: markdown }) => markdown.Widget()),
);
CMS.registerWidget(markdownEditor.widget);
preloadForForms(markdownEditor, cmsConfig.collections);
// A group of fields, which asks for a picture's description again when its picture is replaced.
CMS.registerWidget(withPictureDescription(object.Widget()));

CMS.registerWidget('relation', RelationPicker, relation.previewComponent);
CMS.registerBackend('helderwijs-github', GitHubForWriters);
CMS.registerBackend('helderwijs-local', LocalForWriters);

// Pictures in a text come from the repository only: no "via URL", labels in Dutch.
// (Decap's types list fewer field options than its widgets take.)
const imageFields = [
  { label: 'Afbeelding', name: 'image', widget: 'image', choose_url: false, media_library: { allow_multiple: false } },
  { label: 'Alternatieve tekst', name: 'alt', hint: 'Wat de afbeelding laat zien, voor wie haar niet kan zien.' },
  // Decap adds "(optioneel)" to the label of a field that is not required.
  { label: 'Titel', name: 'title', required: false },
] as unknown as NonNullable<typeof image.fields>;
CMS.registerEditorComponent({ ...image, label: 'Afbeelding', fields: imageFields });

/** The folder collections, as repository.ts reads them. */
const folders: FolderCollection[] = [...collections.values()].map((collection) => ({
  name: collection.name,
  folder: collection.folder ?? '',
  extension: collection.extension ?? 'yaml',
  i18n: collection.i18n === true,
  identifier: collection.identifier_field ?? 'title',
}));

/** Pages have their own addresses: the address guard reads them with the entry's own collection. */
const withAddresses = folders.filter((folder) => folder.name === 'pages');

// A refused deletion names the entries that use the picture, on main and in open changes.
namePictureUsersWith(async (paths) => {
  const known = await readKnown(currentRepository(), folders, fixedPaths);
  return paths.flatMap((path) => known.pictures[path.replace(/^\/+/, '')] ?? []);
});

// A refused save names each field as the form labels it.
nameFieldsWith((file, key) => {
  for (const collection of cmsConfig.collections) {
    const named = collection.files?.find((entry) => entry.file === file);
    if (named) return fieldLabel(named.fields, key);
    if (collection.folder && file.startsWith(`${collection.folder}/`)) return fieldLabel(collection.fields ?? [], key);
  }
  return undefined;
});

// The content check first: it holds the chosen file back until it passes, and only a file that
// passed is renamed.
checkUploads();
renameUploadsOnChoose(window);
translateNotices(document.body);
keepErrorNotices(document);
const saveLabel = String(((dutch['editor'] as Phrases)['editorToolbar'] as Phrases)['save']);
showFirstErrorOnSave(document, saveLabel);
keepStatusTrueAfterSave(window, saveLabel, String(((dutch['ui'] as Phrases)['toast'] as Phrases)['entrySaved']));

CMS.registerEventListener({
  name: 'preSave',
  handler: async ({ entry }: { entry: Entry }) => {
    const collection = collections.get(String(entry.get('collection')));
    if (!collection || !entry.get('newRecord')) return undefined;
    const guard = guarded(collection);
    const data = (entry.get('data') as Entry).toJS() as Record<string, unknown>;
    // Decap keeps the default locale's fields in `data`, each translation's under `i18n`.
    const translations = locales
      .filter((locale) => locale !== defaultLocale)
      .map(
        (locale) =>
          (entry.getIn(['i18n', locale, 'data']) as Entry | undefined)?.toJS() as Record<string, unknown> | undefined,
      );
    const paths = [data['path'], ...translations.map((translation) => translation?.['path'])].filter(
      (path): path is string => typeof path === 'string' && path !== '',
    );
    const title = data[guard.identifier.field];
    // Decap shows the message of a failed save: "Kan item niet opslaan: …".
    const empty = emptySlugProblem(guard, title);
    if (empty) throw refusal(empty);
    // Checked against the repository now: main and every open change.
    const read = folders.filter(
      (folder) => folder.name === collection.name || (paths.length > 0 && withAddresses.includes(folder)),
    );
    const known = await readKnown(currentRepository(), read, fixedPaths).catch((error: unknown) => {
      throw refusal(
        `De CMS kon niet nakijken of de ${guard.identifier.label.toLowerCase()} of het adres al bestaat (${error instanceof Error ? error.message : String(error)}). Klik over een ogenblik opnieuw op Opslaan.`,
      );
    });
    const problem = takenProblem(guard, title, paths, known);
    if (problem) throw refusal(problem);
    return undefined;
  },
});

// The live preview beside the form, for the kinds that have one: the site's own components.
type PreviewTemplate = Parameters<typeof CMS.registerPreviewTemplate>[1];
readAheadForForms();
for (const collection of cmsConfig.collections) {
  const preview = previews[collection.name] as unknown as PreviewTemplate | undefined;
  // Decap looks up a file collection's template by the file's name, a folder's by the collection's.
  const names =
    'files' in collection && collection.files ? collection.files.map((file) => file.name) : [collection.name];
  if (preview) for (const name of names) CMS.registerPreviewTemplate(name, preview);
}
const config: CmsConfig = {
  ...cmsConfig,
  collections: cmsConfig.collections.map((collection) =>
    collection.name in previews ? { ...collection, editor: { preview: true } } : collection,
  ),
};

// Decap's types describe every option of every widget; ours is the subset this site uses.
CMS.init({ config: config as unknown as InitOptions['config'] });

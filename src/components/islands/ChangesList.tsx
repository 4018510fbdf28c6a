/**
 * The list on a preview's "what changed" page (docs/architecture.md, "Delivery"): the pages and
 * files changed against production, each linked on this preview and the live site, and, with the
 * change marks, each page's marked view and the content files that explain it.
 */
import { type ReactNode, useEffect, useState } from 'react';
import type { Locale } from '../../i18n/locales';
import { withChangesMarked } from '../../i18n/paths';
import { request } from '../../browser/http';
import type { Changes, ManifestFile, ManifestPage, MovedPage } from '../../lib/delivery/page-manifest.node';
import { marksIndexFile } from '../../lib/delivery/change-blocks';
import type { ChangesIndex } from '../../lib/delivery/change-sources.node';
import { withBoundary } from './IslandBoundary';

/** Already translated labels. */
export interface ChangesLabels {
  loading: string;
  failed: string;
  /** Without a production manifest. */
  noProduction: string;
  /** "Vergeleken met de live website, gebouwd op {date}". */
  comparedWith: string;
  added: string;
  changed: string;
  removed: string;
  /** The heading of the pages whose address changed. */
  moved: string;
  /** Between the old and the new address, for screen readers: "naar". */
  movedTo: string;
  /** After a moved page whose content changed too. */
  movedChanged: string;
  files: string;
  /** The heading of the drafts and scheduled pages that are the same on main. */
  unchangedDrafts: string;
  unchangedDraftsIntro: string;
  none: string;
  /** "{count} wijzigingen". */
  total: string;
  /** The total when a file on every page changed too: the pages of the list, and a pointer to that file. */
  totalSiteWide: string;
  preview: string;
  live: string;
  unpublished: string;
  locales: { nl: string; en: string };
  /** The link to a page with its changes marked. */
  marked: string;
  /** "door {files}". */
  by: string;
  siteWide: string;
  siteWideIntro: string;
  /** "{count} pagina’s". */
  siteWideCount: string;
  /** When production's pages were not there to compare with. */
  notMarked: string;
}

interface Props {
  labels: ChangesLabels;
  /** The live site's address, for the links to production. */
  productionUrl: string;
  /** The page's locale, for dates. */
  locale: Locale;
}

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_whole, name: string) => String(values[name] ?? ''));

/** A page's locale (as a badge) and title. */
function PageName({ page, labels }: { page: ManifestPage; labels: ChangesLabels }) {
  return (
    <>
      <span className="mr-2 inline-block rounded border border-current px-1.5 text-xs font-semibold">
        {page.locale.toUpperCase()}
        <span className="sr-only"> ({labels.locales[page.locale]})</span>
      </span>
      <span className="font-semibold" lang={page.title ? page.locale : undefined}>
        {page.title || page.path}
      </span>{' '}
    </>
  );
}

function PageItem({
  page,
  labels,
  productionUrl,
  inPreview,
  live,
  why,
}: {
  page: ManifestPage;
  labels: ChangesLabels;
  productionUrl: string;
  inPreview: boolean;
  live: boolean;
  /** The page's marks and the files that explain it, when the preview compared pages. */
  why?: { marks: number; files: string[] } | undefined;
}) {
  return (
    <li className="py-2">
      <PageName page={page} labels={labels} />
      {page.unpublished && <span className="text-sm font-semibold text-error">({labels.unpublished}) </span>}
      <code className="text-sm break-all">{page.path}</code>{' '}
      {inPreview && (
        <a href={page.path} className="ml-1 underline">
          {labels.preview}
          <span className="sr-only">
            : <span lang={page.locale}>{page.title}</span>
          </span>
        </a>
      )}{' '}
      {live && (
        <a href={new URL(page.path, productionUrl).href} className="ml-1 underline">
          {labels.live}
          <span className="sr-only">
            : <span lang={page.locale}>{page.title}</span>
          </span>
        </a>
      )}{' '}
      {why && why.marks > 0 && (
        <a href={withChangesMarked(page.path)} className="ml-1 underline" data-marked-link>
          {labels.marked}
          <span className="sr-only">
            : <span lang={page.locale}>{page.title}</span>
          </span>
        </a>
      )}
      {why && why.files.length > 0 && <p className="text-sm">{fill(labels.by, { files: why.files.join(', ') })}</p>}
    </li>
  );
}

/** A moved page: its title, the old address (live) and the new one (this preview). */
function MovedItem({ page, labels, productionUrl }: { page: MovedPage; labels: ChangesLabels; productionUrl: string }) {
  const { from, to } = page;
  return (
    <li className="py-2">
      <PageName page={to} labels={labels} />
      <a href={new URL(from.path, productionUrl).href} className="break-all underline">
        <code className="text-sm">{from.path}</code>
        <span className="sr-only"> ({labels.live})</span>
      </a>{' '}
      <span aria-hidden="true">→</span>
      <span className="sr-only">{labels.movedTo}</span>{' '}
      <a href={to.path} className="break-all underline">
        <code className="text-sm">{to.path}</code>
        <span className="sr-only"> ({labels.preview})</span>
      </a>
      {page.changed && <span className="text-sm"> ({labels.movedChanged})</span>}
    </li>
  );
}

/** A document (linked on both sites where it exists) or an image (its file). */
function FileItem({
  file,
  labels,
  productionUrl,
  inPreview,
  live,
}: {
  file: ManifestFile;
  labels: ChangesLabels;
  productionUrl: string;
  inPreview: boolean;
  live: boolean;
}) {
  const linkable = file.path.startsWith('/');
  return (
    <li className="py-1">
      <code className="text-sm break-all">{file.path}</code>{' '}
      {linkable && inPreview && (
        <a href={file.path} className="ml-1 underline">
          {labels.preview}
          <span className="sr-only">: {file.path}</span>
        </a>
      )}{' '}
      {linkable && live && (
        <a href={new URL(file.path, productionUrl).href} className="ml-1 underline">
          {labels.live}
          <span className="sr-only">: {file.path}</span>
        </a>
      )}
    </li>
  );
}

/**
 * One part of the list: its heading with the count, an introduction if it has one, and its list
 * (or "none").
 */
function ChangeSection({
  id,
  title,
  items,
  none,
  intro,
  divided = true,
  children,
}: {
  id: string;
  title: string;
  items: unknown[];
  none: string;
  intro?: string;
  divided?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`changeList-${id}`} className="mt-8">
      <h2 id={`changeList-${id}`} className="text-xl font-bold">
        {title} ({items.length})
      </h2>
      {intro && <p className="mt-2">{intro}</p>}
      {items.length === 0 ? (
        <p className="mt-2">{none}</p>
      ) : (
        <ul className={divided ? 'mt-2 divide-y divide-slate-200' : 'mt-2'}>{children}</ul>
      )}
    </section>
  );
}

function ChangesListInner({ labels, productionUrl, locale }: Props) {
  const [changes, setChanges] = useState<Changes | null>(null);
  const [index, setIndex] = useState<ChangesIndex | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    // The marks' index is there only when this preview compared pages; without it, no marks.
    Promise.all([request<Changes>('/changes.json'), request<ChangesIndex>(marksIndexFile).catch(() => null)]).then(
      ([found, marks]) => {
        setIndex(marks);
        setChanges(found);
      },
      () => setFailed(true),
    );
  }, []);

  if (failed) return <p role="alert">{labels.failed}</p>;
  if (!changes) return <p role="status">{labels.loading}</p>;
  if (!changes.production) return <p role="status">{labels.noProduction}</p>;

  const { pages, files } = changes;
  // Older changes.json files have no moved pages.
  const moved = pages.moved ?? [];
  const count = pages.added.length + pages.changed.length + pages.removed.length + moved.length;
  const fileChanges = [
    ...files.added.map((file) => ({ file, inPreview: true, live: false })),
    ...files.changed.map((file) => ({ file, inPreview: true, live: true })),
    ...files.removed.map((file) => ({ file, inPreview: false, live: true })),
  ];
  const built = new Intl.DateTimeFormat(locale === 'nl' ? 'nl-NL' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Amsterdam',
  }).format(new Date(changes.production.builtAt));
  const sections: Array<{ id: string; title: string; list: ManifestPage[]; inPreview: boolean; live: boolean }> = [
    { id: 'toegevoegd', title: labels.added, list: pages.added, inPreview: true, live: false },
    { id: 'gewijzigd', title: labels.changed, list: pages.changed, inPreview: true, live: true },
    { id: 'verwijderd', title: labels.removed, list: pages.removed, inPreview: false, live: true },
  ];
  return (
    <div>
      <p role="status">
        {fill(labels.comparedWith, { date: built })}{' '}
        {fill(index && index.siteWide.length > 0 ? labels.totalSiteWide : labels.total, { count })}
      </p>
      {!index?.compared && <p className="mt-2">{labels.notMarked}</p>}
      {index && index.siteWide.length > 0 && (
        <ChangeSection
          id="site-wide"
          title={labels.siteWide}
          items={index.siteWide}
          none={labels.none}
          intro={labels.siteWideIntro}
        >
          {index.siteWide.map((change) => (
            <li key={change.file} className="py-2">
              <code className="text-sm break-all">{change.file}</code>:{' '}
              {fill(labels.siteWideCount, { count: change.pages })}
            </li>
          ))}
        </ChangeSection>
      )}
      {sections.map((section) => (
        <ChangeSection key={section.id} id={section.id} title={section.title} items={section.list} none={labels.none}>
          {section.list.map((page) => (
            <PageItem
              key={page.path}
              page={page}
              labels={labels}
              productionUrl={productionUrl}
              inPreview={section.inPreview}
              live={section.live}
              why={index?.pages[page.path]}
            />
          ))}
        </ChangeSection>
      ))}
      <ChangeSection id="verplaatst" title={labels.moved} items={moved} none={labels.none}>
        {moved.map((page) => (
          <MovedItem key={page.from.path} page={page} labels={labels} productionUrl={productionUrl} />
        ))}
      </ChangeSection>
      <ChangeSection id="files" title={labels.files} items={fileChanges} none={labels.none} divided={false}>
        {fileChanges.map(({ file, inPreview, live }) => (
          <FileItem
            key={file.path}
            file={file}
            labels={labels}
            productionUrl={productionUrl}
            inPreview={inPreview}
            live={live}
          />
        ))}
      </ChangeSection>
      {pages.unchangedUnpublished.length > 0 && (
        <ChangeSection
          id="unchanged-drafts"
          title={labels.unchangedDrafts}
          items={pages.unchangedUnpublished}
          none={labels.none}
          intro={labels.unchangedDraftsIntro}
        >
          {pages.unchangedUnpublished.map((page) => (
            <PageItem
              key={page.path}
              page={page}
              labels={labels}
              productionUrl={productionUrl}
              inPreview
              live={false}
            />
          ))}
        </ChangeSection>
      )}
    </div>
  );
}

export const ChangesList = withBoundary(ChangesListInner);
export default ChangesList;

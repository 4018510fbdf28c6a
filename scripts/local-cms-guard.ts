/**
 * What the local CMS backend (scripts/local-cms-proxy.ts) lets through: only the writer's own
 * browser on this machine, only the requests the CMS makes, only files under content/ (pictures
 * live in content/images/), and only writes to a change's `cms/` branch. decap-server behind it
 * checks none of this: it reads and writes any path of its clone and commits straight onto main
 * when asked to (docs/architecture.md, "The CMS").
 */
import { lstatSync, realpathSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** The names a browser on this machine gives the loopback address. */
const loopbackNames = ['localhost', '127.0.0.1', '[::1]'];

/** Why a request may not reach the backend at all (403), or undefined. Read before its body. */
export function foreignRequest(
  headers: { host?: string | undefined; origin?: string | undefined },
  own: { backendPort: number; sitePort: number },
): string | undefined {
  const hosts = loopbackNames.map((name) => `${name}:${own.backendPort}`);
  if (!headers.host || !hosts.includes(headers.host.toLowerCase()))
    return `Refused: the local CMS backend answers only as ${hosts.join(', ')}.`;
  if (headers.origin !== undefined && !ownOrigins(own.sitePort).includes(headers.origin))
    return `Refused: the local CMS backend answers only the CMS at ${ownOrigins(own.sitePort)[0]}/admin.`;
  return undefined;
}

/** The origins the CMS itself has under `npm run cms`: the dev server's, by any loopback name. */
export function ownOrigins(sitePort: number): string[] {
  return loopbackNames.map((name) => `http://${name}:${sitePort}`);
}

/** Every action the CMS asks of the local backend, and the parameters that name a file or folder. */
const actions: Record<string, { paths: (params: Params) => unknown[]; change?: true; write?: true }> = {
  info: { paths: () => [] },
  entriesByFolder: { paths: (params) => [params['folder']] },
  entriesByFiles: { paths: (params) => list(params['files']).map((file) => field(file, 'path')) },
  getEntry: { paths: (params) => [params['path']] },
  unpublishedEntries: { paths: () => [] },
  unpublishedEntry: { paths: () => [], change: true },
  unpublishedEntryDataFile: { paths: (params) => [params['path']], change: true },
  unpublishedEntryMediaFile: { paths: (params) => [params['path']], change: true },
  deleteUnpublishedEntry: { paths: () => [], change: true, write: true },
  persistEntry: {
    paths: (params) => [
      ...[params['entry'], ...list(params['dataFiles'])].flatMap((file) =>
        [field(file, 'path'), field(file, 'newPath')].filter((path) => path !== undefined),
      ),
      ...list(params['assets']).map((asset) => field(asset, 'path')),
    ],
    write: true,
  },
  updateUnpublishedEntryStatus: { paths: () => [], change: true, write: true },
  publishUnpublishedEntry: { paths: () => [], change: true, write: true },
  getMedia: { paths: (params) => [params['mediaFolder']] },
  getMediaFile: { paths: (params) => [params['path']] },
  getDeployPreview: { paths: () => [], change: true },
};

type Params = Record<string, unknown>;

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Params)[name] : undefined;
}

/** A collection's name and an entry's file name, as the CMS's branches `cms/<collection>/<slug>` hold them. */
const collectionName = /^[a-z][a-z0-9-]*$/;
const slugName = /^[a-z0-9][a-z0-9._-]*$/i;

/** The change a request is about (`cms/<collection>/<slug>`), or undefined when it names none or a bad one. */
export function changeBranch(params: Params): string | undefined {
  // unpublishedEntry names its change by `id` (collection/slug) or by both; the file actions' `id` is a file's.
  const [collection, slug, rest] =
    params['collection'] === undefined && typeof params['id'] === 'string'
      ? params['id'].split('/')
      : [params['collection'], params['slug']];
  if (rest !== undefined || typeof collection !== 'string' || typeof slug !== 'string') return undefined;
  if (!collectionName.test(collection) || !slugName.test(slug) || slug.includes('..')) return undefined;
  return `cms/${collection}/${slug}`;
}

/**
 * The file a request names, relative to the clone, when it lies under content/ there, links
 * resolved; undefined otherwise. Names with `..`, `.git`, a backslash, a percent sign (an encoded
 * separator) or a control character are refused as they stand.
 */
export function contentPath(copy: string, path: unknown): string | undefined {
  if (typeof path !== 'string' || path.length > 400) return undefined;
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  if (/[\\%\u0000-\u001f\u007f]/.test(path)) return undefined;
  const segments = path.replace(/^\/+/, '').split('/');
  if (segments.at(-1) === '') segments.pop();
  if (segments[0] !== 'content') return undefined;
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..' || /^\.git$/i.test(segment)))
    return undefined;
  // Links: the longest part of the path that exists must resolve inside content/ of the clone.
  const root = realpathSync(join(copy, 'content'));
  for (let length = segments.length; length > 0; length--) {
    const existing = join(copy, ...segments.slice(0, length));
    try {
      lstatSync(existing);
    } catch {
      continue;
    }
    const inside = relative(root, realpathSync(existing));
    return inside === '' || (!inside.startsWith(`..${sep}`) && inside !== '..' && !inside.startsWith(sep))
      ? segments.join('/')
      : undefined;
  }
  return segments.join('/');
}

/**
 * Why the backend refuses a request the CMS would never make (422), or undefined: an action it
 * does not ask, a branch other than `main`, a change with a bad name, a file outside content/, a
 * save that is not a change under review.
 */
export function requestProblem(copy: string, main: string, body: unknown): string | undefined {
  const action = field(body, 'action');
  const params = field(body, 'params');
  if (typeof action !== 'string' || !Object.hasOwn(actions, action))
    return `Refused: unknown action ${String(action)}.`;
  const rule = actions[action] as (typeof actions)[string];
  if (action === 'info') return undefined;
  if (typeof params !== 'object' || params === null) return 'Refused: a request needs its params.';
  const values = params as Params;
  if (values['branch'] !== main) return `Refused: the CMS works on ${main} only.`;
  if (rule.change && !changeBranch(values)) return 'Refused: not the name of a change (collection and slug).';
  if (action === 'persistEntry') {
    const options = field(values, 'options');
    if (field(options, 'useWorkflow') !== true)
      return 'Refused: every save is a change under review (options.useWorkflow), never a write to main.';
    const files = values['dataFiles'] === undefined ? [values['entry']] : list(values['dataFiles']);
    if (files.length === 0 || files.some((file) => typeof field(file, 'raw') !== 'string'))
      return 'Refused: a save needs its files, each with its text.';
    if (list(values['assets']).some((asset) => typeof field(asset, 'content') !== 'string'))
      return 'Refused: a picture of a save needs its content.';
    if (!changeBranch({ collection: field(options, 'collectionName'), slug: field(files[0], 'slug') }))
      return 'Refused: not the name of a change (collection and slug).';
  }
  const cmsLabelPrefix = values['cmsLabelPrefix'];
  if (cmsLabelPrefix !== undefined && (typeof cmsLabelPrefix !== 'string' || !/^[\w-]*$/.test(cmsLabelPrefix)))
    return 'Refused: a bad label prefix.';
  for (const path of rule.paths(values))
    if (contentPath(copy, path) === undefined) return `Refused: ${JSON.stringify(path)} is not a file under content/.`;
  return undefined;
}

/** Whether an action writes to the clone (a branch, its status, main). */
export function isWrite(action: string): boolean {
  return actions[action]?.write === true;
}

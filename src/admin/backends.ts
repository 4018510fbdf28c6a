/**
 * The two ways the CMS reaches the repository, each Decap's own backend with the save guards and
 * review rules of docs/architecture.md, "The CMS": no empty file is written (Decap would write an
 * unfilled English locale as one empty line, a page without a title that stops the build), nothing
 * reaches main without review, a save fails the build's own text checks in Dutch, and a saved file
 * is fitted to the repository's. `helderwijs-github` is the hosted CMS; `helderwijs-local` is
 * `npm run cms`, decap-server on a git repository on this machine.
 */
import { GitHubBackend } from 'decap-cms-backend-github';
import { ProxyBackend } from 'decap-cms-backend-proxy';
import { type SavedFiles, withoutEmptyFiles } from './formats';
import type { RepositoryReader } from './repository';
import { type GitHubApi, mergeOnGitHub } from './github-publish';
import { type GitHubUpdateApi, updateForSave } from './github-update';
import { overlapProblem } from './overlap';
import { deletionRefused, uploadOutsideEntry } from './review';
import { fitToRepository } from './saved-files';
import { refusal } from './save-guard';
import { rememberMediaNames } from './upload-names';
import { connectionTrouble } from './notices';
import { textProblems } from '../lib/checks/text-check';
import { withFieldLabel } from './field-labels';

/** A field's label in the form for a file and a key, set by main.ts (it has the collections' fields). */
let labelOf: (file: string, key: string) => string | undefined = () => undefined;

/** Lets the refusals name each field by its label in the form. */
export function nameFieldsWith(lookup: (file: string, key: string) => string | undefined): void {
  labelOf = lookup;
}

/** The problems, each on a line of its own, with the fields named as the form names them. */
const listed = (problems: string[]) => problems.map((problem) => withFieldLabel(problem, labelOf)).join('\n');

/** The refusal of a save whose files the build would refuse: each problem on a line of its own. */
export function invalidSave(problems: string[]): string {
  return `Niet opgeslagen, want de site kan dit niet tonen:\n${listed(problems)}`;
}

/** The refusal of a publish whose files the build would refuse (changed outside the CMS, say). */
export function invalidPublish(problems: string[]): string {
  return `Niet gepubliceerd, want de site kan dit niet tonen; er is niets veranderd. Open de wijziging, verbeter het en sla opnieuw op:\n${listed(problems)}`;
}

/** A refusal of the local backend (`status`, its `message`) as the writer reads it. */
export function localBackendRefusal(status: number, message: string): string {
  if (status === 409 || status === 502) return message;
  const detail = message.replace(/^Refused: /, '');
  return `De lokale opslag van de CMS deed dit niet (${detail}). Er is niets veranderd. Laad de pagina opnieuw en probeer het nog eens; lukt het weer niet, stop npm run cms met Ctrl+C, start het opnieuw, en vraag anders een ontwikkelaar om hulp.`;
}

/** The backend Decap made last: the one the CMS reads and writes with. */
let current: RepositoryReader | undefined;

/** Keeps the backend Decap made, for the save guards. */
function remember(backend: RepositoryReader): void {
  current = backend;
}

/** The repository as the running CMS reaches it, for the save guards. */
export function currentRepository(): RepositoryReader {
  if (!current) throw refusal('De CMS is nog niet met de repository verbonden. Laad de pagina opnieuw.');
  return current;
}

/** Who uses the pictures about to be deleted, set by main.ts (it reads the repository). */
let pictureUsers: (paths: string[]) => Promise<string[]> = () => Promise.resolve([]);

/** Lets the deletion refusal name the entries that use a picture. */
export function namePictureUsersWith(lookup: (paths: string[]) => Promise<string[]>): void {
  pictureUsers = lookup;
}

/** Refuses a deletion on the published branch, naming what uses the pictures. */
async function refuseDeletion(paths: string[]): Promise<never> {
  const users = await pictureUsers(paths).catch(() => []);
  throw refusal(deletionRefused(paths, users));
}

/** A backend's file on the published branch, or undefined when it is not there. */
function published(backend: { getEntry(path: string): Promise<{ data: string }> }) {
  return (path: string) =>
    backend.getEntry(path).then(
      ({ data }) => (typeof data === 'string' && data !== '' ? data : undefined),
      () => undefined,
    );
}

/** What Decap's core tells a backend about a save, as far as bringing it up to date needs it. */
interface SaveOptions {
  /** The change exists already: it has a branch and a pull request. */
  unpublished?: boolean;
  collectionName?: string;
}

/** A Decap backend class, as far as the changes below need it. */
type BackendClass = abstract new (
  // A mixin's base constructor must take any arguments (TypeScript's rule for mixins).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  ...args: any[]
) => RepositoryReader & {
  persistEntry(entry: SavedFiles, options: unknown): Promise<unknown>;
  getEntry(path: string): Promise<{ data: string }>;
  getMedia(folder?: string): Promise<Array<{ name: string; path: string }>>;
  unpublishedEntries(): Promise<string[]>;
  unpublishedEntry(args: {
    id?: string;
    collection?: string;
    slug?: string;
  }): Promise<{ diffs: Array<{ path: string }> }>;
};

/** A Decap backend with the changes of this file. */
function forWriters<Base extends BackendClass>(base: Base) {
  abstract class ForWriters extends base {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    constructor(...args: any[]) {
      super(...args);
      remember(this);
    }

    override async persistEntry(entry: SavedFiles, options: unknown) {
      const fitted = await fitToRepository(withoutEmptyFiles(entry), published(this));
      const { files, prepare } = await this.upToDate(fitted, options as SaveOptions);
      const problems = files.dataFiles.flatMap(({ path, raw }) => textProblems(path, raw));
      if (problems.length > 0) throw refusal(invalidSave(problems));
      await prepare();
      return super.persistEntry(files, options);
    }

    /**
     * A save's files for main as it is now, and what to do before writing them; refuses (in Dutch,
     * having written nothing) a save that overlaps what was published meanwhile. As they are here:
     * the local backend brings a change up to date itself (scripts/local-cms-copy.ts).
     */
    upToDate(files: SavedFiles, _options: SaveOptions): Promise<{ files: SavedFiles; prepare(): Promise<void> }> {
      return Promise.resolve({ files, prepare: () => Promise.resolve() });
    }

    deleteFiles(paths: string[]): Promise<never> {
      return refuseDeletion(paths);
    }

    persistMedia(): Promise<never> {
      return Promise.reject(refusal(uploadOutsideEntry));
    }

    override async getMedia(folder?: string) {
      const [files] = await Promise.all([super.getMedia(folder), this.rememberOpenChangeFiles()]);
      rememberMediaNames(files);
      return files;
    }

    /**
     * Refuses to publish a change whose content files, as they are on its branch now, fail the
     * build's text checks: the same checks a save runs, for files that reached the branch otherwise.
     */
    async refuseInvalidChange(collection: string, slug: string): Promise<void> {
      const change = await super.unpublishedEntry({ id: `${collection}/${slug}` });
      const files = change.diffs.filter((diff) => diff.status !== 'deleted' && /\.(md|ya?ml)$/.test(diff.path));
      const texts = await Promise.all(
        files.map((diff) => super.unpublishedEntryDataFile(collection, slug, diff.path, diff.id || diff.path)),
      );
      const problems = files.flatMap((diff, index) => textProblems(diff.path, texts[index] ?? ''));
      if (problems.length > 0) throw refusal(invalidPublish(problems));
    }

    /** Remembers the names of the files every open change adds, so no upload takes one of them. */
    async rememberOpenChangeFiles(): Promise<void> {
      const ids = await super.unpublishedEntries().catch(() => []);
      const changes = await Promise.all(ids.map((id) => super.unpublishedEntry({ id }).catch(() => undefined)));
      rememberMediaNames(changes.flatMap((change) => change?.diffs ?? []));
    }
  }
  return ForWriters;
}

/** GitHub, for the hosted CMS. */
export class GitHubForWriters extends forWriters(GitHubBackend) {
  /**
   * An open change whose base moved is saved merged with what main changed meanwhile
   * (github-update.ts), not put back onto main whole, as Decap's own rebase does.
   */
  override async upToDate(files: SavedFiles, options: SaveOptions) {
    const api = this.api as GitHubApi & GitHubUpdateApi;
    // The entry's name, as Decap's GitHub backend takes it for the branch: from its first file.
    const slug = (files.dataFiles[0] as { slug?: string } | undefined)?.slug;
    if (!options.unpublished || !options.collectionName || slug === undefined)
      return { files, prepare: () => Promise.resolve() };
    const update = await updateForSave(api, `cms/${api.generateContentKey(options.collectionName, slug)}`, files);
    if ('overlaps' in update) throw refusal(overlapProblem(update.overlaps, 'save'));
    return { files: update.files, prepare: update.rebase };
  }

  override async publishUnpublishedEntry(collection: string, slug: string) {
    await this.refuseInvalidChange(collection, slug);
    return mergeOnGitHub(this.api as GitHubApi, collection, slug);
  }
}

/** decap-server on this machine, for `npm run cms` and the CMS tests. */
export class LocalForWriters extends forWriters(ProxyBackend) {
  /**
   * Every request to the local backend, its refusals said in Dutch as the writer reads them: the
   * backend's own Dutch reasons as they are (without Decap's "API_ERROR:"), a refusal of its
   * guard (English, for developers: the CMS never asks such a thing) and a failure of git in a
   * Dutch sentence with the English detail. Not found (404) stays Decap's: it means "no change".
   */
  override request(payload: { action: string; params: Record<string, unknown> }) {
    return super.request(payload).catch((error: unknown) => {
      const trouble = connectionTrouble(error);
      if (trouble) throw trouble;
      const { status, message } = error as { status?: unknown; message?: unknown };
      if (typeof status !== 'number' || status === 404 || typeof message !== 'string') throw error;
      throw refusal(localBackendRefusal(status, message));
    });
  }

  /**
   * A file of an open change, by its path. Decap asks for every language of a reopened two-language
   * entry, with an empty id for a file the change leaves alone, which decap-server refuses (422):
   * the other language came up empty. decap-server reads the file by its path, so the path stands in.
   */
  override unpublishedEntryDataFile(collection: string, slug: string, path: string, id: string) {
    return super.unpublishedEntryDataFile(collection, slug, path, id || path);
  }

  /** Publishes, and says only why not when the local backend refuses, without Decap's English "API_ERROR". */
  override async publishUnpublishedEntry(collection: string, slug: string) {
    await this.refuseInvalidChange(collection, slug);
    return super.publishUnpublishedEntry(collection, slug).catch((error: unknown) => {
      throw error instanceof Error ? refusal(error.message) : error;
    });
  }
}

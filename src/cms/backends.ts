/**
 * The two ways the CMS reaches the repository, each Decap's own backend with three changes: a file
 * whose text is empty is not written, a saved file is fitted to the repository's (src/cms/saved-files.ts:
 * an untouched locale keeps its bytes, a moved page its old address), and a picture that content
 * uses is not deleted. Decap writes a file for every locale of an entry, and ends
 * each with a newline, so an English locale that nobody filled in (src/cms/formats.ts writes it as
 * nothing) would become an English file holding one empty line: a page without a title that stops
 * the build. Registered by src/cms/main.ts with Decap's public `registerBackend`.
 * - `helderwijs-github`: the hosted CMS; every save is a branch and a pull request on GitHub.
 * - `helderwijs-local`: `npm run cms`, decap-server on a git repository on this machine, the same flow offline.
 */
import { GitHubBackend } from 'decap-cms-backend-github';
import { ProxyBackend } from 'decap-cms-backend-proxy';
import { type SavedFiles, withoutEmptyFiles } from './formats';
import { fitToRepository } from './saved-files';
import { type Known, pictureInUse, refusal } from './save-guard';

/** Set at bundle time (src/integrations/cms.ts): among others, the pictures that content uses. */
declare const __CMS_KNOWN__: Known;

/** Refuses to delete a picture that content uses; Decap shows the message. */
function guardDelete(paths: string[]) {
  const problem = pictureInUse(paths, __CMS_KNOWN__);
  if (problem) throw refusal(problem);
}

/** A backend's file on the published branch, or undefined when it is not there. */
function published(backend: { getEntry(path: string): Promise<{ data: string }> }) {
  return (path: string) =>
    backend.getEntry(path).then(
      ({ data }) => (typeof data === 'string' && data !== '' ? data : undefined),
      () => undefined,
    );
}

/** GitHub, for the hosted CMS. */
export class GitHubForWriters extends GitHubBackend {
  override async persistEntry(entry: SavedFiles, options: unknown) {
    return super.persistEntry(await fitToRepository(withoutEmptyFiles(entry), published(this)), options);
  }

  override deleteFiles(paths: string[], commitMessage: string) {
    guardDelete(paths);
    return super.deleteFiles(paths, commitMessage);
  }
}

/** decap-server on this machine, for `npm run cms` and the CMS tests. */
export class LocalForWriters extends ProxyBackend {
  override async persistEntry(entry: SavedFiles, options: unknown) {
    return super.persistEntry(await fitToRepository(withoutEmptyFiles(entry), published(this)), options);
  }

  override deleteFiles(paths: string[], commitMessage: string) {
    guardDelete(paths);
    return super.deleteFiles(paths, commitMessage);
  }
}

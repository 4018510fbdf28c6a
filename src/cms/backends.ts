/**
 * The two ways the CMS reaches the repository, each Decap's own backend with two changes: a file
 * whose text is empty is not written, and a picture that content uses is not deleted. Decap writes a file for every locale of an entry, and ends
 * each with a newline, so an English locale that nobody filled in (src/cms/formats.ts writes it as
 * nothing) would become an English file holding one empty line: a page without a title that stops
 * the build. Registered by src/cms/main.ts with Decap's public `registerBackend`.
 * - `helderwijs-github`: the hosted CMS; every save is a branch and a pull request on GitHub.
 * - `helderwijs-local`: `npm run cms`, decap-server on a git repository on this machine, the same flow offline.
 */
import { GitHubBackend } from 'decap-cms-backend-github';
import { ProxyBackend } from 'decap-cms-backend-proxy';
import { type SavedFiles, withoutEmptyFiles } from './formats';
import { type Known, pictureInUse, refusal } from './save-guard';

/** Set at bundle time (src/integrations/cms.ts): among others, the pictures that content uses. */
declare const __CMS_KNOWN__: Known;

/** Refuses to delete a picture that content uses; Decap shows the message. */
function guardDelete(paths: string[]) {
  const problem = pictureInUse(paths, __CMS_KNOWN__);
  if (problem) throw refusal(problem);
}

/** GitHub, for the hosted CMS. */
export class GitHubForWriters extends GitHubBackend {
  override persistEntry(entry: SavedFiles, options: unknown) {
    return super.persistEntry(withoutEmptyFiles(entry), options);
  }

  override deleteFiles(paths: string[], commitMessage: string) {
    guardDelete(paths);
    return super.deleteFiles(paths, commitMessage);
  }
}

/** decap-server on this machine, for `npm run cms` and the CMS tests. */
export class LocalForWriters extends ProxyBackend {
  override persistEntry(entry: SavedFiles, options: unknown) {
    return super.persistEntry(withoutEmptyFiles(entry), options);
  }

  override deleteFiles(paths: string[], commitMessage: string) {
    guardDelete(paths);
    return super.deleteFiles(paths, commitMessage);
  }
}

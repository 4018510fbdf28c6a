/**
 * Publishing a change on GitHub: merging its pull request, as Decap's GitHub backend does, with one
 * difference. When GitHub refuses the merge (405: a required approving review or check is
 * missing under branch protection), Decap writes the change onto main by itself ("force merge",
 * a commit past the pull request); this stops instead and tells the writer, in Dutch, who must
 * approve where (src/admin/review.ts `mergeRefused`). Used by src/admin/backends.ts.
 */
import { mergeRefused } from './review';
import { refusal } from './save-guard';

/** The pull request GitHub's API answers for a branch, as far as publishing needs it. */
interface PullRequest {
  number: number;
  html_url: string;
  head: { sha: string };
}

/** The part of Decap's GitHub API object that publishing uses. */
export interface GitHubApi {
  originRepoURL: string;
  mergeMethod: string;
  generateContentKey(collection: string, slug: string): string;
  getBranchPullRequest(branch: string): Promise<PullRequest>;
  request(path: string, options: { method: string; body: string }): Promise<unknown>;
  deleteBranch(branch: string): Promise<unknown>;
  closeIssueOnPublish(collection: string, slug: string): Promise<void>;
}

/**
 * Merges the change's pull request. Decap's own publish, when GitHub refuses the merge (405: a
 * required review or check missing), writes the change onto main by itself ("force merge"); this
 * one stops and says who must approve where.
 */
export async function mergeOnGitHub(api: GitHubApi, collection: string, slug: string): Promise<void> {
  const branch = `cms/${api.generateContentKey(collection, slug)}`;
  const pullRequest = await api.getBranchPullRequest(branch);
  try {
    await api.request(`${api.originRepoURL}/pulls/${pullRequest.number}/merge`, {
      method: 'PUT',
      body: JSON.stringify({
        commit_message: 'Gepubliceerd met de CMS na beoordeling.',
        sha: pullRequest.head.sha,
        merge_method: api.mergeMethod,
      }),
    });
  } catch (error) {
    const { status, message } = error as { status?: number; message?: string };
    throw refusal(
      mergeRefused({
        ...(status ? { status } : {}),
        ...(message ? { message } : {}),
        pullRequest: pullRequest.html_url,
      }),
    );
  }
  await api.deleteBranch(branch);
  await api.closeIssueOnPublish(collection, slug);
}

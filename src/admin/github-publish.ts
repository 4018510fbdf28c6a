/**
 * Publishing a change on GitHub: merging its pull request, as Decap's GitHub backend does, except
 * when GitHub refuses the merge (405: a required review or check is missing). Decap then writes the
 * change onto main itself ("force merge"); this stops and tells the writer, in Dutch, who must
 * approve where.
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

/** Merges the change's pull request, or says who must approve where. */
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

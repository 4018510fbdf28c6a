/**
 * Publishing a change on GitHub: merging its pull request, as Decap's GitHub backend does, except
 * when GitHub refuses the merge (405: a required review or check is missing, or the change
 * overlaps what was published meanwhile). Decap then writes the change onto main itself ("force
 * merge"); this stops and tells the writer, in Dutch, who must approve where, or, when the pull
 * request conflicts with main, which files overlap and how to take the published text over.
 */
import { type GitHubCompareApi, conflictsWithMain } from './github-update';
import { overlapProblem } from './overlap';
import { mergeRefused } from './review';
import { refusal } from './save-guard';

/** The pull request GitHub's API answers for a branch, as far as publishing needs it. */
interface PullRequest {
  number: number;
  html_url: string;
  head: { sha: string };
}

/** The part of Decap's GitHub API object that publishing uses. */
export interface GitHubApi extends GitHubCompareApi {
  originRepoURL: string;
  mergeMethod: string;
  generateContentKey(collection: string, slug: string): string;
  getBranchPullRequest(branch: string): Promise<PullRequest>;
  request(path: string, options?: { method: string; body: string }): Promise<unknown>;
  deleteBranch(branch: string): Promise<unknown>;
  closeIssueOnPublish(collection: string, slug: string): Promise<void>;
}

/**
 * The files through which a pull request GitHub would not merge conflicts with main, or undefined
 * when it does not conflict (the refusal had another reason, such as a missing review). GitHub's
 * own word comes first: the pull request's `mergeable`, false when it conflicts (`mergeable_state`
 * "dirty"); while GitHub has not worked that out yet (null), a line merge of the files both sides
 * changed decides.
 */
async function overlapOf(api: GitHubApi, pullRequest: PullRequest, branch: string): Promise<string[] | undefined> {
  const { mergeable, mergeable_state: state } = (await api.request(
    `${api.originRepoURL}/pulls/${pullRequest.number}`,
  )) as { mergeable?: boolean | null; mergeable_state?: string };
  if (mergeable === true) return undefined;
  const dirty = mergeable === false || state === 'dirty';
  const { both, conflicting } = await conflictsWithMain(api, branch).catch(() => ({ both: [], conflicting: [] }));
  if (conflicting.length > 0) return conflicting;
  return dirty ? both : undefined;
}

/** Merges the change's pull request, or says who must approve where, or which files overlap. */
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
    const overlap = status === 405 ? await overlapOf(api, pullRequest, branch).catch(() => undefined) : undefined;
    if (overlap) throw refusal(overlapProblem(overlap, 'publish'));
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

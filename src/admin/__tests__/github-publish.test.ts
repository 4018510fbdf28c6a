import { describe, expect, it } from 'vitest';
import { type GitHubApi, mergeOnGitHub } from '../github-publish';

/** Decap's GitHub API object as publishing uses it, answering a merge with `merge`; records every call. */
function fakeApi(merge: () => Promise<unknown>) {
  const calls: string[] = [];
  const api: GitHubApi = {
    originRepoURL: '/repos/helderwijs/website',
    mergeMethod: 'squash',
    generateContentKey: (collection, slug) => `${collection}/${slug}`,
    getBranchPullRequest: (branch) => {
      calls.push(`pull request of ${branch}`);
      return Promise.resolve({
        number: 12,
        html_url: 'https://github.com/helderwijs/website/pull/12',
        head: { sha: 'abc' },
      });
    },
    request: (path, options) => {
      calls.push(`${options.method} ${path} ${options.body}`);
      return merge();
    },
    deleteBranch: (branch) => {
      calls.push(`delete ${branch}`);
      return Promise.resolve();
    },
    closeIssueOnPublish: () => {
      calls.push('close issue');
      return Promise.resolve();
    },
  };
  return { api, calls };
}

describe('publishing a change on GitHub', () => {
  it('merges the pull request, then removes its branch', async () => {
    const { api, calls } = fakeApi(() => Promise.resolve({ merged: true }));
    await mergeOnGitHub(api, 'news', 'nieuw-bericht');
    expect(calls).toEqual([
      'pull request of cms/news/nieuw-bericht',
      'PUT /repos/helderwijs/website/pulls/12/merge {"commit_message":"Gepubliceerd met de CMS na beoordeling.","sha":"abc","merge_method":"squash"}',
      'delete cms/news/nieuw-bericht',
      'close issue',
    ]);
  });

  it('stops when GitHub refuses the merge, says who must approve where, and writes nothing to main', async () => {
    const refused = Object.assign(
      new Error('At least 1 approving review is required by reviewers with write access.'),
      {
        status: 405,
      },
    );
    const { api, calls } = fakeApi(() => Promise.reject(refused));
    await expect(mergeOnGitHub(api, 'news', 'nieuw-bericht')).rejects.toThrow(
      /^GitHub weigert te publiceren \(GitHub: "At least 1 approving review is required by reviewers with write access\."\)\. .*https:\/\/github\.com\/helderwijs\/website\/pull\/12/,
    );
    // Nothing after the refused merge: no commit of its own onto main, the branch stays.
    expect(calls).toHaveLength(2);
  });
});

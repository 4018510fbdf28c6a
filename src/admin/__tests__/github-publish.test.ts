import { describe, expect, it } from 'vitest';
import { type GitHubApi, mergeOnGitHub } from '../github-publish';
import type { Comparison } from '../github-update';
import { overlapProblem } from '../overlap';

const page = 'content/news/nl/nieuw-bericht.md';

/** A compare as GitHub answers it: `files` changed since the merge base `mergeBase`, main's head `main`. */
const comparison = (mergeBase: string, main: string, files: Comparison['files'] = []): Comparison => ({
  base_commit: { sha: main, commit: { tree: { sha: `tree-${main}` } } },
  merge_base_commit: { sha: mergeBase },
  commits: [],
  files,
});

/**
 * Decap's GitHub API object as publishing uses it, answering a merge with `merge` and the pull
 * request with `pull`; records every call. Main moved from `base` to `main` when `moved` names the
 * texts of the page: at the merge base, on main, on the change's branch.
 */
function fakeApi(
  merge: () => Promise<unknown>,
  pull: Record<string, unknown> = { mergeable: true, mergeable_state: 'blocked' },
  moved?: { base: string; main: string; branch: string },
) {
  const calls: string[] = [];
  const api: GitHubApi = {
    branch: 'main',
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
      calls.push(`${options?.method ?? 'GET'} ${path}${options ? ` ${options.body}` : ''}`);
      return options ? merge() : Promise.resolve(pull);
    },
    getHeadReference: (branch) => Promise.resolve(`helderwijs:${branch}`),
    getDifferences: (from, to) => {
      calls.push(`compare ${from}...${to}`);
      if (!moved) return Promise.resolve(comparison('m1', 'm1'));
      return Promise.resolve(
        from === 'main'
          ? comparison('m1', 'm2', [{ filename: page, status: 'modified', sha: 'on-branch' }])
          : comparison('m1', 'm2', [{ filename: page, status: 'modified', sha: 'on-main' }]),
      );
    },
    readFile: (_path, sha, options) =>
      Promise.resolve(
        sha === 'on-branch'
          ? moved?.branch
          : sha === 'on-main'
            ? moved?.main
            : options?.branch === 'm1'
              ? moved?.base
              : '',
      ),
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

/** GitHub's refusal of a merge: 405 with its reason. */
const notMergeable = (message: string) => Object.assign(new Error(message), { status: 405 });

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
    const refused = notMergeable('At least 1 approving review is required by reviewers with write access.');
    const { api, calls } = fakeApi(() => Promise.reject(refused));
    await expect(mergeOnGitHub(api, 'news', 'nieuw-bericht')).rejects.toThrow(
      /^GitHub weigert te publiceren \(GitHub: "At least 1 approving review is required by reviewers with write access\."\)\. .*https:\/\/github\.com\/helderwijs\/website\/pull\/12/,
    );
    // After the refused merge only a look at the pull request (mergeable: no conflict): no commit
    // of its own onto main, the branch stays.
    expect(calls.slice(1)).toEqual([
      expect.stringMatching(/^PUT \/repos\/helderwijs\/website\/pulls\/12\/merge /),
      'GET /repos/helderwijs/website/pulls/12',
    ]);
  });

  it('says which files overlap when the pull request conflicts with main, and writes nothing', async () => {
    const base = '---\ntitle: Nieuw bericht\n---\n\nEerste zin.\n';
    const { api, calls } = fakeApi(
      () => Promise.reject(notMergeable('Pull Request is not mergeable')),
      { mergeable: false, mergeable_state: 'dirty' },
      { base, main: base.replace('Eerste', 'Gepubliceerde'), branch: base.replace('Eerste', 'Mijn') },
    );
    await expect(mergeOnGitHub(api, 'news', 'nieuw-bericht')).rejects.toThrow(overlapProblem([page], 'publish'));
    expect(calls.filter((call) => /^(PUT|PATCH|POST|DELETE|delete|close)/.test(call))).toHaveLength(1);
  });

  it('keeps the approval message when GitHub has not yet worked out a conflict and the lines merge', async () => {
    const base = '---\ntitle: Nieuw bericht\n---\n\nEerste zin.\n';
    const { api } = fakeApi(
      () => Promise.reject(notMergeable('At least 1 approving review is required by reviewers with write access.')),
      { mergeable: null, mergeable_state: 'unknown' },
      { base, main: base.replace('Nieuw bericht', 'Nieuws'), branch: base.replace('Eerste', 'Mijn') },
    );
    await expect(mergeOnGitHub(api, 'news', 'nieuw-bericht')).rejects.toThrow(/^GitHub weigert te publiceren/);
  });
});

/**
 * A stand-in for GitHub's REST API, for tests of the CMS's GitHub backend (src/admin/backends.ts,
 * Decap's own GitHubBackend underneath): a `fetch` that answers the endpoints Decap's GitHub API
 * client calls (decap-cms-backend-github's API.ts, without GraphQL or open authoring) from a small
 * repository in memory: blobs, trees, commits, branches and pull requests. What it models is what
 * those calls rely on: a tree read by `<branch or commit>:<folder>`, a compare `base...head` from
 * the merge base (three dots, as GitHub's, with `merge_base_commit`), a squash merge of a pull
 * request onto its base that merges a file both sides changed line by line as git does (`git
 * merge-file`), so a main that moved on is no obstacle unless the same lines changed: then the
 * pull request is not `mergeable` (`mergeable_state` "dirty", on the pull request itself, as
 * GitHub gives it) and its merge is refused (405, "Pull Request is not mergeable"); and a merge
 * refused (405, a required review missing) when asked to. Every request is recorded, so a test can
 * say what reached "GitHub"; one it does not know is answered 404 and recorded as unknown.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The repository's owner and name, as the CMS's configuration names it. */
export const owner = 'helderwijs';
export const repoName = 'website';
const repoPath = `/repos/${owner}/${repoName}`;
export const apiRoot = 'https://api.github.com';

/** path → blob sha: a whole tree, flat. */
type Tree = Map<string, string>;

interface Commit {
  sha: string;
  tree: string;
  parents: string[];
  message: string;
}

interface PullRequest {
  number: number;
  title: string;
  head: string;
  base: string;
  labels: string[];
  state: 'open' | 'closed';
  merged: boolean;
}

/** A request as it reached the stand-in: `PUT /repos/helderwijs/website/pulls/1/merge`, without the query. */
export interface Recorded {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** A JSON answer, as GitHub gives one. */
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8' } });

const sha1 = (text: string | Buffer) => createHash('sha1').update(text).digest('hex');
const textFile = /\.(md|ya?ml|json|txt)$/;

/** git's three-way merge of a file both sides changed since `base`; undefined on a conflict. */
function mergeFile(base: Buffer, ours: Buffer, theirs: Buffer): Buffer | undefined {
  const dir = mkdtempSync(join(tmpdir(), 'github-stand-in-'));
  try {
    const files = [ours, base, theirs].map((content, index) => {
      const file = join(dir, String(index));
      writeFileSync(file, content);
      return file;
    });
    // Its exit code is the number of conflicts (negative when git itself failed).
    const merged = spawnSync('git', ['merge-file', '-p', '--quiet', ...files]);
    return merged.status === 0 ? merged.stdout : undefined;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export class GitHubStandIn {
  readonly blobs = new Map<string, Buffer>();
  readonly trees = new Map<string, Tree>();
  readonly commits = new Map<string, Commit>();
  /** Branch name → its head commit. */
  readonly branches = new Map<string, string>();
  readonly pulls: PullRequest[] = [];
  readonly requests: Recorded[] = [];
  readonly unknown: string[] = [];
  /** When set, a merge is refused with this status and GitHub's message. */
  refuseMerge: { status: number; message: string } | undefined;
  #commitCount = 0;

  /** A repository whose main holds `files`. */
  constructor(files: Record<string, string | Buffer>) {
    const tree = this.#writeTree(new Map(), files);
    this.branches.set('main', this.#writeCommit(tree, [], 'Eerste versie'));
  }

  /** The writes that reached the stand-in: every request but a read. */
  writes(): string[] {
    return this.requests
      .filter((request) => request.method !== 'GET')
      .map((request) => `${request.method} ${request.path.replace(repoPath, '')}`);
  }

  /** A file's text on a branch, or undefined. */
  fileOn(branch: string, path: string): string | undefined {
    const blob = this.#treeOf(this.#resolve(branch)).get(path);
    return blob === undefined ? undefined : this.blobs.get(blob)?.toString('utf8');
  }

  /** Commits files onto a branch (null removes one), as someone outside the CMS does; returns the commit. */
  commit(branch: string, files: Record<string, string | Buffer | null>, message = 'Met de hand aangepast'): string {
    const head = this.#resolve(branch);
    const sha = this.#writeCommit(this.#writeTree(this.#treeOf(head), files), [head], message);
    this.branches.set(branch, sha);
    return sha;
  }

  /**
   * An open change as the CMS makes one: branch cms/<collection>/<slug> from main with `files`
   * committed on it, and its pull request labelled with the change's status.
   */
  openChange(collection: string, slug: string, files: Record<string, string | Buffer>, status = 'pending_review') {
    const branch = `cms/${collection}/${slug}`;
    this.branches.set(branch, this.#resolve('main'));
    this.commit(branch, files, `${collection}: voeg "${slug}" toe`);
    const pull: PullRequest = {
      number: this.pulls.length + 1,
      title: `${collection}: ${slug}`,
      head: branch,
      base: 'main',
      labels: [`decap-cms/${status}`],
      state: 'open',
      merged: false,
    };
    this.pulls.push(pull);
    return pull;
  }

  /** The `fetch` Decap's GitHub backend calls. */
  readonly fetch = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const method = (init.method ?? 'GET').toUpperCase();
    const body: unknown = typeof init.body === 'string' && init.body !== '' ? JSON.parse(init.body) : undefined;
    const request: Recorded = { method, path: url.pathname, query: url.searchParams, body };
    this.requests.push(request);
    try {
      if (url.origin !== apiRoot) throw new HttpError(404, 'Not Found');
      const answer = this.#answer(request);
      if (answer === undefined) {
        this.unknown.push(`${method} ${url.pathname}${url.search}`);
        throw new HttpError(404, 'Not Found');
      }
      return answer === null ? new Response(null, { status: 204 }) : json(200, answer);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      return json(error.status, { message: error.message });
    }
  };

  /** The answer to a request: JSON, null for "204 No Content", undefined for an endpoint it does not know. */
  #answer({ method, path, query, body }: Recorded): unknown {
    if (method === 'GET' && path === '/user') return { login: 'redacteur', name: 'Redacteur', avatar_url: '' };
    if (method === 'GET' && path.startsWith('/users/')) return { login: path.slice(7), name: 'Redacteur' };
    if (method === 'GET' && path === '/search/issues') return { total_count: 0, items: [] };
    if (!path.startsWith(repoPath)) return undefined;
    const rest = path.slice(repoPath.length);
    const input = (body ?? {}) as Record<string, unknown>;
    let match: RegExpExecArray | null;

    if (method === 'GET' && rest === '')
      return {
        full_name: `${owner}/${repoName}`,
        owner: { login: owner },
        default_branch: 'main',
        permissions: { push: true },
      };
    if (method === 'GET' && (match = /^\/branches\/(.+)$/.exec(rest))) {
      const name = decodeURIComponent(match[1] ?? '');
      const sha = this.branches.get(name);
      if (!sha) throw new HttpError(404, 'Branch not found');
      return { name, commit: { sha, commit: { tree: { sha: this.#commit(sha).tree } } } };
    }
    if (method === 'GET' && (match = /^\/git\/trees\/(.+)$/.exec(rest)))
      return this.#listTree(decodeURIComponent(match[1] ?? ''), query.get('recursive') === '1');
    if (method === 'GET' && (match = /^\/git\/blobs\/([0-9a-f]+)$/.exec(rest))) {
      const blob = this.blobs.get(match[1] ?? '');
      if (!blob) throw new HttpError(404, 'Not Found');
      return { sha: match[1], size: blob.length, encoding: 'base64', content: blob.toString('base64') };
    }
    if (method === 'POST' && rest === '/git/blobs') {
      const blob = Buffer.from(String(input['content']), input['encoding'] === 'base64' ? 'base64' : 'utf8');
      return { sha: this.#writeBlob(blob) };
    }
    if (method === 'POST' && rest === '/git/trees') {
      const base = this.#treeOf(String(input['base_tree']));
      const entries = input['tree'] as Array<{ path: string; sha: string | null }>;
      const tree = new Map(base);
      for (const entry of entries) {
        if (entry.sha === null) tree.delete(entry.path);
        else if (this.blobs.has(entry.sha)) tree.set(entry.path, entry.sha);
        else throw new HttpError(422, 'Invalid tree info');
      }
      return { sha: this.#storeTree(tree) };
    }
    if (method === 'POST' && rest === '/git/commits') {
      const parents = (input['parents'] as string[]).map((parent) => this.#commit(parent).sha);
      const sha = this.#writeCommit(String(input['tree']), parents, String(input['message']));
      return this.#commitJson(sha);
    }
    if (method === 'POST' && rest === '/git/refs') {
      const name = String(input['ref']).replace(/^refs\/heads\//, '');
      if (this.branches.has(name)) throw new HttpError(422, 'Reference already exists');
      this.branches.set(name, this.#commit(String(input['sha'])).sha);
      return { ref: input['ref'], object: { sha: input['sha'] } };
    }
    if ((match = /^\/git\/refs\/heads\/(.+)$/.exec(rest))) {
      const name = decodeURIComponent(match[1] ?? '');
      const current = this.branches.get(name);
      if (!current) throw new HttpError(422, 'Reference does not exist');
      if (method === 'DELETE') {
        this.branches.delete(name);
        // GitHub closes the pull request of a branch that is gone.
        for (const pull of this.pulls) if (pull.head === name && pull.state === 'open') pull.state = 'closed';
        return null;
      }
      if (method === 'PATCH') {
        const sha = this.#commit(String(input['sha'])).sha;
        if (input['force'] !== true && !this.#ancestors(sha).has(current))
          throw new HttpError(422, 'Update is not a fast forward');
        this.branches.set(name, sha);
        return { ref: `refs/heads/${name}`, object: { sha } };
      }
    }
    if (method === 'GET' && (match = /^\/compare\/(.+)\.\.\.(.+)$/.exec(rest)))
      return this.#compare(decodeURIComponent(match[1] ?? ''), decodeURIComponent(match[2] ?? ''));
    if (method === 'GET' && rest === '/pulls') {
      const head = query.get('head')?.replace(`${owner}:`, '');
      const state = query.get('state') ?? 'open';
      return this.pulls
        .filter((pull) => (head === undefined || pull.head === head) && (state === 'all' || pull.state === state))
        .filter((pull) => !query.get('base') || pull.base === query.get('base'))
        .map((pull) => this.#pullJson(pull));
    }
    if (method === 'POST' && rest === '/pulls') {
      const head = String(input['head']).replace(`${owner}:`, '');
      if (!this.branches.has(head)) throw new HttpError(422, 'Validation Failed');
      const pull: PullRequest = {
        number: this.pulls.length + 1,
        title: String(input['title']),
        head,
        base: String(input['base']),
        labels: [],
        state: 'open',
        merged: false,
      };
      this.pulls.push(pull);
      return this.#pullJson(pull);
    }
    if (method === 'PUT' && (match = /^\/issues\/(\d+)\/labels$/.exec(rest))) {
      const pull = this.#pull(Number(match[1]));
      pull.labels = (input['labels'] as string[]).slice();
      return pull.labels.map((name) => ({ name }));
    }
    if (method === 'PUT' && (match = /^\/pulls\/(\d+)\/merge$/.exec(rest)))
      return this.#merge(this.#pull(Number(match[1])), input);
    if (method === 'GET' && (match = /^\/pulls\/(\d+)$/.exec(rest))) {
      const pull = this.#pull(Number(match[1]));
      // Only the pull request itself says whether it merges (the list of pull requests does not).
      const open = pull.state === 'open';
      const mergeable = open ? this.#mergedTree(pull) !== undefined : null;
      const state = !open ? 'unknown' : !mergeable ? 'dirty' : this.refuseMerge ? 'blocked' : 'clean';
      return { ...this.#pullJson(pull), mergeable, mergeable_state: state };
    }
    if (method === 'PATCH' && (match = /^\/pulls\/(\d+)$/.exec(rest))) {
      const pull = this.#pull(Number(match[1]));
      if (input['state'] === 'open' || input['state'] === 'closed') pull.state = input['state'];
      return this.#pullJson(pull);
    }
    return undefined;
  }

  /**
   * The tree of the pull request's base branch with its changes (from the merge base) merged in:
   * a file only one side changed as that side has it, one both changed merged by lines (a text
   * file both kept); undefined when they conflict.
   */
  #mergedTree(pull: PullRequest): Tree | undefined {
    const head = this.#resolve(pull.head);
    const baseHead = this.#resolve(pull.base);
    const since = this.#treeOf(this.#mergeBase(baseHead, head));
    const changed = this.#treeOf(head);
    const tree = new Map(this.#treeOf(baseHead));
    for (const path of new Set([...since.keys(), ...changed.keys()])) {
      const [base, theirs, ours] = [since.get(path), changed.get(path), tree.get(path)];
      if (base === theirs || ours === theirs) continue;
      if (ours === base) {
        if (theirs === undefined) tree.delete(path);
        else tree.set(path, theirs);
        continue;
      }
      if (base === undefined || ours === undefined || theirs === undefined || !textFile.test(path)) return undefined;
      const bytes = (blob: string) => this.blobs.get(blob) ?? Buffer.alloc(0);
      const merged = mergeFile(bytes(base), bytes(ours), bytes(theirs));
      if (merged === undefined) return undefined;
      tree.set(path, this.#writeBlob(merged));
    }
    return tree;
  }

  /** Squashes a pull request's changes (from the merge base) onto its base branch, as GitHub's merge button does. */
  #merge(pull: PullRequest, input: Record<string, unknown>) {
    if (pull.state !== 'open') throw new HttpError(405, 'Pull Request is not mergeable');
    const tree = this.#mergedTree(pull);
    if (tree === undefined) throw new HttpError(405, 'Pull Request is not mergeable');
    if (this.refuseMerge) throw new HttpError(this.refuseMerge.status, this.refuseMerge.message);
    const head = this.#resolve(pull.head);
    if (input['sha'] !== undefined && input['sha'] !== head) throw new HttpError(409, 'Head branch was modified');
    const baseHead = this.#resolve(pull.base);
    const sha = this.#writeCommit(this.#storeTree(tree), [baseHead], String(input['commit_message'] ?? pull.title));
    this.branches.set(pull.base, sha);
    pull.state = 'closed';
    pull.merged = true;
    return { sha, merged: true, message: 'Pull Request successfully merged' };
  }

  /** GitHub's compare of base...head: the commits and files of head since the merge base. */
  #compare(baseRef: string, headRef: string) {
    // A side may name its repository's owner: helderwijs:cms/pages/quality.
    const base = this.#resolve(baseRef.replace(`${owner}:`, ''));
    const head = this.#resolve(headRef.replace(`${owner}:`, ''));
    const mergeBase = this.#mergeBase(base, head);
    const since = this.#treeOf(mergeBase);
    const now = this.#treeOf(head);
    const files = [...new Set([...since.keys(), ...now.keys()])]
      .sort()
      .filter((path) => since.get(path) !== now.get(path))
      .map((path) => {
        const before = since.get(path);
        const after = now.get(path);
        const status = before === undefined ? 'added' : after === undefined ? 'removed' : 'modified';
        return {
          filename: path,
          status,
          sha: after ?? before,
          // GitHub gives a patch for text, none for a picture.
          ...(textFile.test(path) ? { patch: `@@ ${path} @@` } : {}),
        };
      });
    const reachable = this.#ancestors(base);
    const commits = this.#history(head)
      .filter((sha) => !reachable.has(sha))
      .reverse()
      .map((sha) => this.#commitJson(sha));
    return {
      status: commits.length === 0 ? 'behind' : 'ahead',
      base_commit: this.#commitJson(base),
      merge_base_commit: this.#commitJson(mergeBase),
      commits,
      files,
    };
  }

  /** A tree read as `<branch or sha>:<folder>`: the blobs (and folders) below the folder, paths relative to it. */
  #listTree(treeish: string, recursive: boolean) {
    const [ref = '', folder = ''] = treeish.split(':');
    const prefix = folder === '' ? '' : `${folder.replace(/\/$/, '')}/`;
    const below = [...this.#treeOf(this.#resolve(ref)).entries()]
      .filter(([path]) => path.startsWith(prefix))
      .map(([path, sha]) => ({ path: path.slice(prefix.length), sha }));
    if (below.length === 0) throw new HttpError(404, 'Not Found');
    const folders = new Set<string>();
    const tree = [];
    for (const { path, sha } of below) {
      const parts = path.split('/');
      for (let depth = 1; depth < parts.length; depth++) folders.add(parts.slice(0, depth).join('/'));
      if (recursive || parts.length === 1)
        tree.push({ path, mode: '100644', type: 'blob', sha, size: this.blobs.get(sha)?.length ?? 0 });
    }
    for (const path of folders)
      if (recursive || !path.includes('/'))
        tree.push({ path, mode: '040000', type: 'tree', sha: sha1(`tree ${path}`) });
    return { sha: sha1(treeish), tree, truncated: false };
  }

  #pull(number: number): PullRequest {
    const pull = this.pulls.find((candidate) => candidate.number === number);
    if (!pull) throw new HttpError(404, 'Not Found');
    return pull;
  }

  #pullJson(pull: PullRequest) {
    const headSha = this.branches.get(pull.head) ?? '';
    return {
      number: pull.number,
      title: pull.title,
      state: pull.state,
      merged: pull.merged,
      html_url: `https://github.com/${owner}/${repoName}/pull/${pull.number}`,
      user: { login: 'redacteur' },
      labels: pull.labels.map((name) => ({ name })),
      updated_at: '2026-11-20T10:00:00Z',
      head: { ref: pull.head, sha: headSha, repo: { fork: false, full_name: `${owner}/${repoName}` } },
      base: { ref: pull.base, sha: this.branches.get(pull.base) ?? '' },
    };
  }

  #commitJson(sha: string) {
    const commit = this.#commit(sha);
    const person = { name: 'Redacteur', email: 'redacteur@helderwijs.example', date: '2026-11-20T10:00:00Z' };
    return {
      sha,
      tree: { sha: commit.tree },
      parents: commit.parents.map((parent) => ({ sha: parent })),
      commit: { message: commit.message, tree: { sha: commit.tree }, author: person, committer: person },
    };
  }

  /** A branch name or a commit sha, as the commit it names. */
  #resolve(ref: string): string {
    const sha = this.branches.get(ref) ?? (this.commits.has(ref) ? ref : undefined);
    if (!sha) throw new HttpError(404, 'Not Found');
    return sha;
  }

  #commit(sha: string): Commit {
    const commit = this.commits.get(sha);
    if (!commit) throw new HttpError(422, 'Object does not exist');
    return commit;
  }

  /** The tree of a branch, a commit or a tree sha. */
  #treeOf(ref: string): Tree {
    const tree = this.trees.get(ref) ?? this.trees.get(this.#commit(this.#resolve(ref)).tree);
    if (!tree) throw new HttpError(404, 'Not Found');
    return tree;
  }

  /** A commit and all before it, newest first. */
  #history(sha: string): string[] {
    const seen: string[] = [];
    const queue = [sha];
    while (queue.length > 0) {
      const next = queue.shift() as string;
      if (seen.includes(next)) continue;
      seen.push(next);
      queue.push(...this.#commit(next).parents);
    }
    return seen;
  }

  #ancestors(sha: string): Set<string> {
    return new Set(this.#history(sha));
  }

  /** The newest commit both have. */
  #mergeBase(a: string, b: string): string {
    const ofB = this.#ancestors(b);
    const found = this.#history(a).find((sha) => ofB.has(sha));
    if (!found) throw new HttpError(404, 'No common ancestor');
    return found;
  }

  #writeBlob(content: Buffer): string {
    const sha = sha1(Buffer.concat([Buffer.from(`blob ${content.length}\0`), content]));
    this.blobs.set(sha, content);
    return sha;
  }

  /** A tree: `base` with `files` written (null removes one); returns its sha. */
  #writeTree(base: Tree, files: Record<string, string | Buffer | null>): string {
    const tree = new Map(base);
    for (const [path, content] of Object.entries(files)) {
      if (content === null) tree.delete(path);
      else tree.set(path, this.#writeBlob(typeof content === 'string' ? Buffer.from(content) : content));
    }
    return this.#storeTree(tree);
  }

  #storeTree(tree: Tree): string {
    const sha = sha1(JSON.stringify([...tree.entries()].sort()));
    this.trees.set(sha, tree);
    return sha;
  }

  #writeCommit(tree: string, parents: string[], message: string): string {
    this.#commitCount += 1;
    const sha = sha1(JSON.stringify({ tree, parents, message, count: this.#commitCount }));
    this.commits.set(sha, { sha, tree, parents, message });
    return sha;
  }
}

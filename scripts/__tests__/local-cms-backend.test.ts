import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalBackend, startLocalBackend } from '../local-cms-proxy';
import { freePort } from '../../tests/free-port';

// The local backend of `npm run cms` as a browser and an attacker reach it: real HTTP requests to
// the running proxy with decap-server behind it, on a scratch repository of its own.

const git = (dir: string, ...args: string[]) =>
  execFileSync('git', ['-C', dir, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

const article = (location: string, body: string) =>
  `---\ntitle: Nieuwe IT-auditor\nlocation: ${location}\nhours: 32-40 uur\n---\n\n${body}\n`;
const file = 'content/vacancies/nl/it-auditor.md';

let repo: string;
let backend: LocalBackend;
let port: number;
let sitePort: number;

/** POSTs `body` to the backend with `headers`; the status, the headers and the text answered. */
function post(body: unknown, headers: Record<string, string> = {}, to = '127.0.0.1') {
  return new Promise<{ status: number; headers: Record<string, unknown>; text: string }>((resolve, reject) => {
    const payload = Buffer.from(JSON.stringify(body));
    const outgoing = request(
      {
        host: to,
        port,
        method: 'POST',
        path: '/api/v1',
        headers: { 'content-type': 'application/json', 'content-length': payload.length, ...headers },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/** What the CMS sends, from its own origin. */
const fromCms = (body: unknown) => post(body, { origin: `http://localhost:${sitePort}` });

/** A save of the vacancy as a change under review, as the CMS sends it. */
const save = (raw: string, extra: Record<string, unknown> = {}) =>
  fromCms({
    action: 'persistEntry',
    params: {
      branch: 'main',
      dataFiles: [{ path: file, slug: 'it-auditor', raw }],
      assets: [],
      options: {
        collectionName: 'vacancies',
        commitMessage: 'Vacatures: werk "it-auditor" bij',
        useWorkflow: true,
        status: 'draft',
      },
      ...extra,
    },
  });

const publish = () =>
  fromCms({
    action: 'publishUnpublishedEntry',
    params: { branch: 'main', collection: 'vacancies', slug: 'it-auditor' },
  });

/** Everything a request could have read or changed: refs, config, state and files of both repositories. */
function snapshot() {
  return [repo, backend.copy].map((dir) => ({
    refs: git(dir, 'for-each-ref', '--format=%(refname) %(objectname)'),
    head: git(dir, 'symbolic-ref', 'HEAD'),
    status: git(dir, 'status', '--porcelain', '--ignored'),
    config: readFileSync(join(dir, '.git', 'config'), 'utf8'),
    state: ['MERGE_HEAD', 'rebase-merge', 'rebase-apply'].filter((name) => existsSync(join(dir, '.git', name))),
  }));
}

/** A commit of `text` into `path` on main in the writer's checkout: a colleague's, or a pull. */
function colleagueCommits(path: string, text: string) {
  mkdirSync(dirname(join(repo, path)), { recursive: true });
  writeFileSync(join(repo, path), text);
  git(repo, 'add', path);
  git(repo, 'commit', '--quiet', '-m', `Collega: ${path}`);
}

beforeAll(async () => {
  repo = mkdtempSync(join(tmpdir(), 'helderwijs-backend-'));
  git(repo, 'init', '--quiet', '--initial-branch', 'main');
  git(repo, 'config', 'user.name', 'Redactie');
  git(repo, 'config', 'user.email', 'redactie@helderwijs.example');
  git(repo, 'config', 'commit.gpgsign', 'false');
  mkdirSync(join(repo, 'content/vacancies/nl'), { recursive: true });
  mkdirSync(join(repo, 'content/images'), { recursive: true });
  mkdirSync(join(repo, 'scripts'), { recursive: true });
  writeFileSync(join(repo, file), article('Utrecht', 'Wat je doet:\n\n- controles\n- rapporten\n'));
  writeFileSync(join(repo, 'content/settings.yaml'), 'name: Helderwijs\n');
  writeFileSync(join(repo, 'scripts/build.ts'), 'export {};\n');
  // A link inside content/ that leads out of it.
  symlinkSync('../../scripts', join(repo, 'content/images/uit'));
  git(repo, 'add', '--all');
  git(repo, 'commit', '--quiet', '-m', 'Inhoud');
  [port, sitePort] = [await freePort(), await freePort()];
  backend = await startLocalBackend({ repo, main: 'main', port, sitePort });
});

afterAll(async () => {
  await backend?.close();
  rmSync(repo, { recursive: true, force: true });
});

// Each case runs several git commands per request: fast when idle, seconds on a busy machine.
describe('the local CMS backend answers only the CMS on this machine', { timeout: 60_000 }, () => {
  const read = { action: 'getEntry', params: { branch: 'main', path: 'content/settings.yaml' } };

  it("answers the CMS's own origin, naming it in CORS, never *", async () => {
    const answer = await fromCms(read);
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('Helderwijs');
    expect(answer.headers['access-control-allow-origin']).toBe(`http://localhost:${sitePort}`);
  });

  it('refuses a foreign Host (DNS rebinding) and a foreign Origin before reading anything', async () => {
    const before = snapshot();
    for (const headers of [
      { host: `evil.example:${port}` },
      { host: `localhost:${port + 1}` },
      { host: `192.0.2.2:${port}` },
      { origin: 'http://localhost:3000' },
      { origin: 'https://evil.example' },
      { origin: `http://localhost:${sitePort}.evil.example` },
      { origin: 'null' },
    ]) {
      const answer = await post(read, headers);
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(answer.text).not.toContain('Helderwijs');
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
      // A write from there changes nothing either.
      expect((await post({ action: 'persistEntry', params: {} }, headers)).status).toBe(403);
    }
    expect(snapshot()).toEqual(before);
  });

  it('listens on the loopback address only: no other address of this machine answers', async () => {
    const others = Object.values(networkInterfaces())
      .flat()
      .filter((address) => address && !address.internal)
      .map((address) => address?.address as string);
    for (const address of others) {
      const reached = await new Promise<boolean>((resolve) => {
        const socket = connect({ host: address, port, timeout: 2000 }, () => (socket.destroy(), resolve(true)));
        socket.on('error', () => resolve(false));
        socket.on('timeout', () => (socket.destroy(), resolve(false)));
      });
      expect(reached, address).toBe(false);
    }
  });

  it('reads and writes nothing outside content/, however the path is written', async () => {
    const before = snapshot();
    for (const path of [
      '.git/config',
      'scripts/build.ts',
      'content/../.git/config',
      'content/../scripts/build.ts',
      '/content/../scripts/build.ts',
      'content/%2e%2e/scripts/build.ts',
      'content/..%2fscripts/build.ts',
      'content\\..\\scripts\\build.ts',
      'content/images/uit/build.ts',
      'content/.git/config',
    ]) {
      const reading = await fromCms({ action: 'getEntry', params: { branch: 'main', path } });
      expect(reading.status, path).toBe(422);
      expect(reading.text).not.toContain('export');
      const writing = await fromCms({
        action: 'persistEntry',
        params: {
          branch: 'main',
          dataFiles: [{ path, slug: 'x', raw: '[core]\n\tfsmonitor = touch /tmp/pwned\n' }],
          assets: [],
          options: { collectionName: 'pages', commitMessage: 'x', useWorkflow: true, status: 'draft' },
        },
      });
      expect(writing.status, path).toBe(422);
    }
    expect(snapshot()).toEqual(before);
  });

  it('writes only a change under review: never main, another branch, a media file alone or a deletion', async () => {
    const before = snapshot();
    const refused = [
      {
        action: 'persistEntry',
        params: {
          branch: 'main',
          entry: { path: file, slug: 'it-auditor', raw: 'x' },
          assets: [],
          options: { collectionName: 'vacancies', commitMessage: 'x', useWorkflow: false, status: '' },
        },
      },
      {
        action: 'persistEntry',
        params: {
          branch: 'productie',
          dataFiles: [{ path: file, slug: 'it-auditor', raw: 'x' }],
          assets: [],
          options: { collectionName: 'vacancies', commitMessage: 'x', useWorkflow: true, status: 'draft' },
        },
      },
      {
        action: 'persistEntry',
        params: {
          branch: 'main',
          dataFiles: [{ path: file, slug: '../../main', raw: 'x' }],
          assets: [],
          options: { collectionName: 'vacancies', commitMessage: 'x', useWorkflow: true, status: 'draft' },
        },
      },
      {
        action: 'persistMedia',
        params: {
          branch: 'main',
          asset: { path: 'content/images/x.png', content: 'eA==', encoding: 'base64' },
          options: { commitMessage: 'x' },
        },
      },
      { action: 'deleteFiles', params: { branch: 'main', paths: [file], options: { commitMessage: 'x' } } },
      { action: 'deleteFile', params: { branch: 'main', path: file, options: { commitMessage: 'x' } } },
      { action: 'publishUnpublishedEntry', params: { branch: 'main', collection: '..', slug: 'main' } },
    ];
    for (const body of refused) expect((await fromCms(body)).status, JSON.stringify(body)).toBe(422);
    expect(snapshot()).toEqual(before);
    expect(existsSync('/tmp/pwned')).toBe(false);
  });
});

describe('git beside the local CMS', { timeout: 120_000 }, () => {
  it("sees a colleague's commit on main at the next request, without a restart", async () => {
    colleagueCommits('content/vacancies/nl/stagiair.md', article('Zwolle', 'Een stage.'));
    const answer = await fromCms({
      action: 'getEntry',
      params: { branch: 'main', path: 'content/vacancies/nl/stagiair.md' },
    });
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('Zwolle');
  });

  it('publishes into the checkout when the base moved without overlapping, keeping both edits', async () => {
    expect((await save(article('Utrecht of Amersfoort', 'Wat je doet:\n\n- controles\n- rapporten\n'))).status).toBe(
      200,
    );
    // The change as the CMS reads it: its file since it left main, its status, its text.
    const change = JSON.parse(
      (await fromCms({ action: 'unpublishedEntry', params: { branch: 'main', id: 'vacancies/it-auditor' } })).text,
    );
    expect(change).toMatchObject({ collection: 'vacancies', slug: 'it-auditor', status: 'draft' });
    expect(change.diffs.map((diff: { path: string }) => diff.path)).toEqual([file]);
    const data = await fromCms({
      action: 'unpublishedEntryDataFile',
      params: { branch: 'main', collection: 'vacancies', slug: 'it-auditor', id: file, path: file },
    });
    expect(JSON.parse(data.text).data).toContain('Utrecht of Amersfoort');
    // A colleague changes another line of the same file.
    colleagueCommits(file, article('Utrecht', 'Wat je doet:\n\n- controles\n- rapporten\n- adviezen\n'));
    expect((await publish()).status).toBe(200);
    expect(readFileSync(join(repo, file), 'utf8')).toBe(
      article('Utrecht of Amersfoort', 'Wat je doet:\n\n- controles\n- rapporten\n- adviezen\n'),
    );
    expect(git(repo, 'status', '--porcelain')).toBe('');
    expect(git(backend.copy, 'branch', '--list', 'cms/*')).toBe('');
    expect(git(backend.copy, 'rev-parse', 'main')).toBe(git(repo, 'rev-parse', 'main'));
  });

  it('refuses an overlapping publish in Dutch, changing nothing; taking over the published text lets it through', async () => {
    const body = 'Wat je doet:\n\n- controles\n- rapporten\n- adviezen\n';
    expect((await save(article('Amersfoort', body))).status).toBe(200);
    colleagueCommits(file, article('Zwolle', body));
    await fromCms({ action: 'unpublishedEntries', params: { branch: 'main' } });
    const before = snapshot();
    const refused = await publish();
    expect(refused.status).toBe(409);
    expect(JSON.parse(refused.text).error).toMatch(
      /^Niet gepubliceerd: een collega heeft intussen dezelfde regels gepubliceerd \(content\/vacancies\/nl\/it-auditor\.md\)\. Er is niets veranderd\./,
    );
    expect(snapshot()).toEqual(before);

    // Saving the old line again is refused as well: it would undo the colleague's.
    const again = await save(article('Amersfoort', `${body}- meer\n`));
    expect(again.status).toBe(409);
    expect(JSON.parse(again.text).error).toMatch(
      /^Niet opgeslagen: een collega heeft intussen dezelfde regels gepubliceerd/,
    );
    expect(snapshot()).toEqual(before);

    // The writer takes over the published line and saves: the change is brought up to date.
    expect((await save(article('Zwolle', `${body}- meer\n`))).status).toBe(200);
    expect(git(backend.copy, 'merge-base', 'main', 'cms/vacancies/it-auditor')).toBe(git(repo, 'rev-parse', 'main'));
    expect(git(backend.copy, 'log', '-p', 'main..cms/vacancies/it-auditor')).not.toContain('<<<<<<<');
    expect((await publish()).status).toBe(200);
    expect(readFileSync(join(repo, file), 'utf8')).toBe(article('Zwolle', `${body}- meer\n`));
    expect(snapshot()[1]?.state).toEqual([]);
  });

  it("keeps a save's own lines and a colleague's other lines of the same file", async () => {
    const body = 'Wat je doet:\n\n- controles\n- rapporten\n- adviezen\n- meer\n';
    expect((await save(article('Zwolle', `${body}- nog meer\n`))).status).toBe(200);
    colleagueCommits(file, article('Zwolle of Deventer', body));
    // The form still has the text it opened with (Zwolle); the save adds a line at the end.
    expect((await save(article('Zwolle', `${body}- nog meer\n- het laatste\n`))).status).toBe(200);
    expect(git(backend.copy, 'show', `cms/vacancies/it-auditor:${file}`)).toBe(
      article('Zwolle of Deventer', `${body}- nog meer\n- het laatste\n`).trimEnd(),
    );
    // Uncommitted edits of the same file in the checkout stop the publish, in Dutch; nothing changes.
    writeFileSync(join(repo, file), article('Deventer', body));
    const before = snapshot();
    const refused = await publish();
    expect(refused.status).toBe(409);
    expect(JSON.parse(refused.text).error).toMatch(
      /zijn content\/vacancies\/nl\/it-auditor\.md veranderd en nog niet vastgelegd/,
    );
    expect(snapshot()).toEqual(before);
    git(repo, 'checkout', '--', file);
    expect((await publish()).status).toBe(200);
  });

  it('starts again on a copy left mid-rebase by an earlier version, with every change kept', async () => {
    await backend.close();
    const copy = backend.copy;
    // An earlier version's decap-server died mid-rebase of a change.
    git(copy, 'checkout', '--quiet', '-b', 'cms/vacancies/half');
    writeFileSync(join(copy, file), article('Half', 'half'));
    git(copy, 'commit', '--quiet', '-am', 'half');
    git(copy, 'checkout', '--quiet', 'main');
    writeFileSync(join(copy, file), article('Anders', 'anders'));
    git(copy, 'commit', '--quiet', '-am', 'anders');
    const change = git(copy, 'rev-parse', 'cms/vacancies/half');
    git(copy, 'checkout', '--quiet', 'cms/vacancies/half');
    expect(() => git(copy, 'rebase', 'main')).toThrow();
    expect(existsSync(join(copy, '.git/rebase-merge')) || existsSync(join(copy, '.git/rebase-apply'))).toBe(true);

    backend = await startLocalBackend({ repo, main: 'main', port, sitePort });
    expect(snapshot()[1]?.state).toEqual([]);
    expect(git(copy, 'symbolic-ref', '--short', 'HEAD')).toBe('main');
    expect(git(copy, 'rev-parse', 'cms/vacancies/half')).toBe(change);
    // main follows the checkout again.
    expect(git(copy, 'rev-parse', 'main')).toBe(git(repo, 'rev-parse', 'main'));
    expect((await fromCms({ action: 'unpublishedEntries', params: { branch: 'main' } })).text).toContain(
      'vacancies/half',
    );
  });
});

// @vitest-environment happy-dom
/**
 * The writers' rules of src/admin/backends.ts on GitHub: the hosted CMS's backend (GitHubForWriters,
 * Decap's own GitHubBackend and its API client underneath, unchanged) against a stand-in for
 * GitHub's REST API (./github-stand-in.ts) in place of `fetch`, with a repository of main and open
 * changes. tests/cms/changes.spec.ts shows the same rules in the browser on the local backend.
 * (happy-dom: Decap's packages use `window` as they load.)
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cmsConfig } from '../../lib/cms/decap-config';
import { locales } from '../../i18n/locales';
import { type SavedFiles, contentFormat } from '../formats';
import { overlapProblem } from '../overlap';
import { GitHubStandIn, owner, repoName } from './github-stand-in';

/** A file of a Decap package's ES module build (its `module` field, what the CMS's bundle is made of). */
const moduleBuild = (file: string): Promise<Record<string, unknown>> => import(/* @vite-ignore */ file);

// Decap's GitHub backend as the CMS's bundle has it: its ES module build. The build for script tags,
// which Node would load (`main`), takes decap-cms-lib-util's script-tag build, which has no `asyncLock`.
vi.mock('decap-cms-backend-github', () => moduleBuild('decap-cms-backend-github/dist/esm/index.js'));
// decap-cms-lib-util's ES modules, all but one: its index also exports a function named `then`
// (from promise.js), which makes Vitest wait for the module forever (vitest-dev/vitest#1767). Decap's
// GitHub backend uses nothing of promise.js. A module's default export goes by its file's name, as
// the index names it.
vi.mock('decap-cms-lib-util', async () => {
  const files = [
    ...['APIError', 'Cursor', 'EditorialWorkflowError', 'AccessTokenError', 'localForage', 'unsentRequest'],
    ...['getBlobSHA', 'loadScript', 'path', 'backendUtil', 'notesPolling', 'notesFormat', 'asyncLock'],
    ...['implementation', 'API', 'APIUtils', 'git-lfs'],
  ];
  const modules = await Promise.all(files.map((name) => moduleBuild(`decap-cms-lib-util/dist/esm/${name}.js`)));
  return Object.assign(
    {},
    ...modules.map(({ default: main, ...named }, index) =>
      main === undefined ? named : { ...named, [files[index] ?? '']: main },
    ),
  );
});

type Backends = typeof import('../backends');
type UploadNames = typeof import('../upload-names');

/** The backend as Decap makes it for the hosted CMS (src/admin/main.ts registers it), logged in. */
async function hostedCms(backends: Backends) {
  const config = cmsConfig({ repo: `${owner}/${repoName}`, branch: 'main' });
  const backend = new backends.GitHubForWriters(config, { useWorkflow: true, initialWorkflowStatus: 'draft' });
  // Decap logs in with the token GitHub's login gave (not in the declared types: src/admin/decap.d.ts).
  await (backend as unknown as { authenticate(state: { token: string }): Promise<unknown> }).authenticate({
    token: 'token-van-de-redacteur',
  });
  return backend;
}

/** A save as Decap's core hands it to a backend: every file of the entry, each with the entry's name. */
function entry(slug: string, files: Record<string, string>): SavedFiles {
  const dataFiles = Object.entries(files).map(([path, raw]) => ({ path, slug, raw }));
  return { dataFiles, assets: [] };
}

/** The options Decap's core hands a backend's persistEntry on a save in the editorial workflow. */
function saveOptions(collectionName: string, slug: string, unpublished: boolean) {
  return {
    newEntry: false,
    commitMessage: `${collectionName}: werk "${slug}" bij`,
    collectionName,
    useWorkflow: true,
    hasSubfolders: true,
    unpublished,
    status: 'draft',
  };
}

const markdown = contentFormat({ markdown: true });

const quality = {
  nl: 'content/pages/nl/quality.md',
  en: 'content/pages/en/quality.md',
};
const qualityText = {
  nl: '---\ntitle: Kwaliteit en onafhankelijkheid\ndescription: Hoe Helderwijs de kwaliteit van iedere controle borgt en onafhankelijk blijft.\n---\n\nWij zien de eisen als ondergrens.\n',
  en: '---\ntitle: Quality and independence\ndescription: How Helderwijs safeguards the quality of every audit and stays independent.\n---\n\nWe see those requirements as the minimum.\n',
};
/** The Dutch page as a writer saved it: a new description. */
const qualitySaved = {
  nl: qualityText.nl.replace(
    /^description: .*$/m,
    'description: Zo borgen wij de kwaliteit van iedere controle, van begin tot eind.',
  ),
  en: qualityText.en.replace(
    /^description: .*$/m,
    'description: This is how we safeguard the quality of each audit, from start to end.',
  ),
};

const vacancy = 'content/vacancies/nl/stagiair-accountancy.md';
const vacancyText = `---
title: Stagiair accountancy
summary: 'Je loopt een half jaar mee met een controleteam en schrijft je afstudeeronderzoek over een echte controle.'
location: Utrecht
hours: { min: 32, max: 40 }
employment: internship
salary: { min: 1000, max: 1200 }
date: 2026-10-06
closingDate: 2028-01-31
contact: noor-hendriks
---

Tekst van de vacature.
`;

/** A news article with a picture. */
function article(title: string, picture: string) {
  return `---
title: ${title}
date: 2026-11-20
category: kantoornieuws
summary: 'Nieuws van het kantoor in Utrecht, voor klanten en collega’s.'
image:
  src: ../../images/news/${picture}
  alt: Collega’s van Helderwijs buiten bij het kantoor
---

Het team van Helderwijs groeit, en dat vieren we samen.
`;
}

/** A few bytes that stand for a JPEG photo. */
const photo = (colour: number) => Buffer.from([0xff, 0xd8, 0xff, 0xe0, colour, 0, 0, 0xff, 0xd9]);

/** main of a small repository: the page in both languages, a vacancy, a picture. */
function repository() {
  return new GitHubStandIn({
    [quality.nl]: qualityText.nl,
    [quality.en]: qualityText.en,
    [vacancy]: vacancyText,
    'content/images/news/kantoor.jpg': photo(1),
  });
}

let github: GitHubStandIn;
let backends: Backends;
let uploadNames: UploadNames;

// Decap's packages are transformed and loaded the first time: most of a second on an idle machine,
// seconds on a busy one. That happens once, before the tests, within a limit of its own; each test
// then loads the modules afresh in a moment.
beforeAll(() => import('../backends'), 60_000);

beforeEach(async () => {
  github = repository();
  vi.stubGlobal('fetch', github.fetch);
  // Decap's GitHub backend logs its steps ("Checking for Unpublished entries").
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  // A fresh module for every test: the names an upload may not take are remembered per session.
  vi.resetModules();
  backends = await import('../backends');
  uploadNames = await import('../upload-names');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // Decap asked "GitHub" only what the stand-in answers as GitHub does.
  expect(github.unknown).toEqual([]);
});

describe('the hosted CMS on GitHub', () => {
  it('reopens a change of one language of a two-language page with both languages as saved on its branch', async () => {
    const backend = await hostedCms(backends);
    // The writer changes the Dutch description; Decap writes both languages.
    await backend.persistEntry(
      entry('quality', { [quality.nl]: qualitySaved.nl, [quality.en]: qualityText.en }),
      saveOptions('pages', 'quality', false),
    );
    expect(github.fileOn('cms/pages/quality', quality.nl)).toBe(qualitySaved.nl);

    /** What Decap's core reads when the writer opens the change from "Redactie" (its `processUnpublishedEntry`). */
    const reopen = async () => {
      // Decap's core names the change by collection and name (its declared type here: by id).
      const change = await backend.unpublishedEntry({ collection: 'pages', slug: 'quality' } as never);
      // Every language's file (decap-cms-core's getI18nDataFiles): one the change leaves as it is
      // is not among its files, and Decap asks for it with an empty id.
      const files = locales.map(
        (locale) =>
          change.diffs.find((diff) => diff.path === quality[locale]) ?? {
            path: quality[locale],
            id: '',
            newFile: false,
          },
      );
      const texts = await Promise.all(
        files.map((file) => backend.unpublishedEntryDataFile('pages', 'quality', file.path, file.id)),
      );
      return { ids: files.map((file) => file.id), texts };
    };

    github.requests.length = 0;
    const first = await reopen();
    expect(first.ids[0]).toMatch(/^[0-9a-f]{40}$/);
    expect(first.ids[1]).toBe('');
    expect(first.texts).toEqual([qualitySaved.nl, qualityText.en]);
    // The English file was looked up by its path on the change's branch, not on main.
    expect(github.requests.map((request) => request.path)).toContain(
      `/repos/${owner}/${repoName}/git/trees/cms/pages/quality:content%2Fpages%2Fen`,
    );

    // The writer then fills in the English description and saves the change again.
    await backend.persistEntry(
      entry('quality', { [quality.nl]: qualitySaved.nl, [quality.en]: qualitySaved.en }),
      saveOptions('pages', 'quality', true),
    );
    const second = await reopen();
    expect(second.ids.every((id) => /^[0-9a-f]{40}$/.test(id))).toBe(true);
    expect(second.texts).toEqual([qualitySaved.nl, qualitySaved.en]);
    expect(github.fileOn('main', quality.nl)).toBe(qualityText.nl);
  });

  it('keeps the name of a picture in every open change from a new upload', async () => {
    github.openChange('news', 'teamdag', {
      'content/news/nl/teamdag.md': article('Teamdag in het Griftpark', 'team-foto.jpg'),
      'content/images/news/team-foto.jpg': photo(2),
    });
    github.openChange('news', 'nieuwe-collegas', {
      'content/news/nl/nieuwe-collegas.md': article('Nieuwe collega’s', 'team-foto-2.jpg'),
      'content/images/news/team-foto-2.jpg': photo(3),
    });
    const backend = await hostedCms(backends);
    // The media library lists the news pictures on main: the open changes' are not there.
    const listed = await backend.getMedia('/content/images/news');
    expect(listed.map((file) => file.name)).toEqual(['kantoor.jpg']);
    const [onMain, sameAsChanges] = uploadNames.renamedUploads([
      new File([photo(4)], 'kantoor.jpg', { type: 'image/jpeg' }),
      new File([photo(5)], 'team-foto.jpg', { type: 'image/jpeg' }),
    ]);
    expect(onMain?.name).toBe('kantoor-2.jpg');
    expect(sameAsChanges?.name).toBe('team-foto-3.jpg');
  });

  it('refuses, in Dutch, to publish a change whose file on its branch lost its title, and merges nothing', async () => {
    github.openChange('vacancies', 'stagiair-accountancy', {
      [vacancy]: vacancyText.replace('location: Utrecht', 'location: Utrecht of Amersfoort'),
    });
    // Someone edits the change's file on GitHub itself: the title is blank.
    github.commit('cms/vacancies/stagiair-accountancy', {
      [vacancy]: vacancyText.replace(/^title: .*$/m, "title: '   '"),
    });
    const before = github.branches.get('main');
    const backend = await hostedCms(backends);
    github.requests.length = 0;

    const refused = await backend.publishUnpublishedEntry('vacancies', 'stagiair-accountancy').catch((error) => error);
    expect(refused).toBeInstanceOf(Error);
    expect((refused as Error).message).toMatch(
      /^Niet gepubliceerd, want de site kan dit niet tonen; er is niets veranderd\. .*\ncontent\/vacancies\/nl\/stagiair-accountancy\.md: title: /,
    );
    expect((refused as Error).message.startsWith(backends.invalidPublish([]))).toBe(true);
    expect(github.writes()).toEqual([]);
    expect(github.branches.get('main')).toBe(before);
    expect(github.pulls[0]?.state).toBe('open');
  });

  it('publishes a valid change through its pull request’s merge only', async () => {
    const edited = vacancyText.replace('location: Utrecht', 'location: Utrecht of Amersfoort');
    const pull = github.openChange('vacancies', 'stagiair-accountancy', { [vacancy]: edited }, 'pending_publish');
    const head = github.branches.get('cms/vacancies/stagiair-accountancy');
    const backend = await hostedCms(backends);
    github.requests.length = 0;

    await backend.publishUnpublishedEntry('vacancies', 'stagiair-accountancy');
    expect(github.writes()).toEqual([
      `PUT /pulls/${pull.number}/merge`,
      'DELETE /git/refs/heads/cms%2Fvacancies%2Fstagiair-accountancy',
    ]);
    const merge = github.requests.find((request) => request.method === 'PUT');
    expect(merge?.body).toEqual({
      commit_message: 'Gepubliceerd met de CMS na beoordeling.',
      sha: head,
      merge_method: 'squash',
    });
    expect(github.fileOn('main', vacancy)).toBe(edited);
    expect(pull).toMatchObject({ state: 'closed', merged: true });
  });

  it('writes nothing onto main when GitHub refuses the merge, and says who must approve', async () => {
    const pull = github.openChange('vacancies', 'stagiair-accountancy', {
      [vacancy]: vacancyText.replace('location: Utrecht', 'location: Utrecht of Amersfoort'),
    });
    github.refuseMerge = {
      status: 405,
      message: 'At least 1 approving review is required by reviewers with write access.',
    };
    const before = github.branches.get('main');
    const backend = await hostedCms(backends);
    github.requests.length = 0;

    await expect(backend.publishUnpublishedEntry('vacancies', 'stagiair-accountancy')).rejects.toThrow(
      /^GitHub weigert te publiceren \(GitHub: "At least 1 approving review is required by reviewers with write access\."\)\. .*https:\/\/github\.com\/helderwijs\/website\/pull\/1/,
    );
    // Decap's own publish would now commit the change onto main itself ("force merge").
    expect(github.writes()).toEqual([`PUT /pulls/${pull.number}/merge`]);
    expect(github.branches.get('main')).toBe(before);
    expect(github.branches.has('cms/vacancies/stagiair-accountancy')).toBe(true);
  });

  it('leaves another open change as it was when one is published', async () => {
    github.openChange('pages', 'quality', { [quality.nl]: qualitySaved.nl, [quality.en]: qualitySaved.en });
    github.openChange('news', 'teamdag', {
      'content/news/nl/teamdag.md': article('Teamdag in het Griftpark', 'team-foto.jpg'),
      'content/images/news/team-foto.jpg': photo(2),
    });
    // And main moves on after both were opened: a colleague publishes the vacancy.
    github.commit('main', { [vacancy]: vacancyText.replace('Tekst van de vacature.', 'Nieuwe tekst.') });
    const backend = await hostedCms(backends);

    /** The news change as "Redactie" shows it: its files and their texts. */
    const newsChange = async () => {
      const change = await backend.unpublishedEntry({ id: 'news/teamdag' });
      const text = await backend.unpublishedEntryDataFile(
        'news',
        'teamdag',
        'content/news/nl/teamdag.md',
        change.diffs.find((diff) => diff.path === 'content/news/nl/teamdag.md')?.id ?? '',
      );
      return { diffs: change.diffs, text };
    };
    const before = await newsChange();
    expect(before.diffs.map((diff) => diff.path)).toEqual([
      'content/images/news/team-foto.jpg',
      'content/news/nl/teamdag.md',
    ]);

    await backend.publishUnpublishedEntry('pages', 'quality');
    expect(github.fileOn('main', quality.nl)).toBe(qualitySaved.nl);
    expect(github.fileOn('main', quality.en)).toBe(qualitySaved.en);
    expect(await backend.unpublishedEntries()).toEqual(['news/teamdag']);
    expect(await newsChange()).toEqual(before);
    expect(github.fileOn('main', 'content/news/nl/teamdag.md')).toBeUndefined();
  });

  it('refuses, in Dutch, to save a file with a blank title, before anything reaches GitHub', async () => {
    const backend = await hostedCms(backends);
    const data = markdown.fromFile(vacancyText);
    const blank = markdown.toFile({ ...data, title: '   ' }, Object.keys(data));
    github.requests.length = 0;

    await expect(
      backend.persistEntry(
        entry('stagiair-accountancy', { [vacancy]: blank }),
        saveOptions('vacancies', 'stagiair-accountancy', false),
      ),
    ).rejects.toThrow(
      /^Niet opgeslagen, want de site kan dit niet tonen:\ncontent\/vacancies\/nl\/stagiair-accountancy\.md: title: /,
    );
    expect(github.writes()).toEqual([]);
    expect(github.branches.has('cms/vacancies/stagiair-accountancy')).toBe(false);

    // The same save with a title is a branch and a pull request.
    await backend.persistEntry(
      entry('stagiair-accountancy', { [vacancy]: markdown.toFile(data, Object.keys(data)) }),
      saveOptions('vacancies', 'stagiair-accountancy', false),
    );
    expect(github.writes()).toContain('POST /pulls');
    expect(github.branches.has('cms/vacancies/stagiair-accountancy')).toBe(true);
  });

  it('keeps a line a colleague published meanwhile in the same file when the writer saves again, and publishes both', async () => {
    const backend = await hostedCms(backends);
    await backend.persistEntry(
      entry('quality', { [quality.nl]: qualitySaved.nl, [quality.en]: qualityText.en }),
      saveOptions('pages', 'quality', false),
    );
    // A colleague publishes another line of the same file: main moves on.
    const body = (text: string) =>
      text.replace('Wij zien de eisen als ondergrens.', 'Wij zien de wettelijke eisen als ondergrens.');
    github.commit('main', { [quality.nl]: body(qualityText.nl) });

    // The writer, in the change as it was opened (the old text), fills in the English description.
    await backend.persistEntry(
      entry('quality', { [quality.nl]: qualitySaved.nl, [quality.en]: qualitySaved.en }),
      saveOptions('pages', 'quality', true),
    );
    const branch = 'cms/pages/quality';
    expect(github.fileOn(branch, quality.nl)).toBe(body(qualitySaved.nl));
    expect(github.fileOn(branch, quality.en)).toBe(qualitySaved.en);
    // The branch now starts at main's head: its pull request shows only the writer's lines.
    const change = await backend.unpublishedEntry({ id: 'pages/quality' });
    expect(change.diffs.map((diff) => diff.path)).toEqual([quality.en, quality.nl]);

    await backend.publishUnpublishedEntry('pages', 'quality');
    expect(github.fileOn('main', quality.nl)).toBe(body(qualitySaved.nl));
    expect(github.fileOn('main', quality.en)).toBe(qualitySaved.en);
    expect(github.pulls[0]).toMatchObject({ state: 'closed', merged: true });
  });

  it('keeps a colleague’s line the writer left alone, whichever way Decap writes its old value', async () => {
    const backend = await hostedCms(backends);
    const later = vacancyText.replace('closingDate: 2028-01-31', 'closingDate: 2028-03-31');
    await backend.persistEntry(
      entry('stagiair-accountancy', { [vacancy]: later }),
      saveOptions('vacancies', 'stagiair-accountancy', false),
    );
    // A colleague publishes a new summary, in the file's own quoting (lines apart from the change's).
    const summary = (text: string) =>
      text.replace(
        /^summary: .*$/m,
        "summary: 'Een half jaar meelopen met een controleteam, met een echte controle als onderzoek.'",
      );
    github.commit('main', { [vacancy]: summary(vacancyText) });

    // Decap writes the whole entry anew from the change as it was opened (its own quoting, no
    // flow maps); the writer changed the salary.
    const data = markdown.fromFile(later);
    const saved = markdown.toFile({ ...data, salary: { min: 1100, max: 1300 } }, Object.keys(data));
    expect(saved).not.toContain("summary: 'Je loopt");
    await backend.persistEntry(
      entry('stagiair-accountancy', { [vacancy]: saved }),
      saveOptions('vacancies', 'stagiair-accountancy', true),
    );
    expect(github.fileOn('cms/vacancies/stagiair-accountancy', vacancy)).toBe(
      summary(later).replace('salary: { min: 1000, max: 1200 }', 'salary: { min: 1100, max: 1300 }'),
    );
  });

  it('refuses, in Dutch, to publish or save over lines a colleague published meanwhile, until the writer takes them over', async () => {
    const backend = await hostedCms(backends);
    await backend.persistEntry(
      entry('quality', { [quality.nl]: qualitySaved.nl, [quality.en]: qualityText.en }),
      saveOptions('pages', 'quality', false),
    );
    // A colleague publishes another description of the same page.
    const published = qualityText.nl.replace(
      /^description: .*$/m,
      'description: Hoe wij de kwaliteit van elke controle bewaken, en onafhankelijk blijven.',
    );
    github.commit('main', { [quality.nl]: published });
    const branch = 'cms/pages/quality';
    const [main, head] = [github.branches.get('main'), github.branches.get(branch)];
    github.requests.length = 0;

    // Publishing is refused with the overlap, not with a review that is missing.
    await expect(backend.publishUnpublishedEntry('pages', 'quality')).rejects.toMatchObject({
      message: overlapProblem([quality.nl], 'publish'),
    });
    expect(github.writes()).toEqual(['PUT /pulls/1/merge']);
    expect([github.branches.get('main'), github.branches.get(branch)]).toEqual([main, head]);
    expect(github.pulls[0]?.state).toBe('open');

    // Saving the change's own description again is refused too, before anything is written.
    github.requests.length = 0;
    await expect(
      backend.persistEntry(
        entry('quality', { [quality.nl]: qualitySaved.nl, [quality.en]: qualityText.en }),
        saveOptions('pages', 'quality', true),
      ),
    ).rejects.toMatchObject({ message: overlapProblem([quality.nl], 'save') });
    expect(github.writes()).toEqual([]);
    expect(github.branches.get(branch)).toBe(head);

    // The writer takes the published description over and keeps an edit of their own: saved, and published.
    const takenOver = published.replace('Wij zien de eisen als ondergrens.', 'Wij zien die eisen als het minimum.');
    await backend.persistEntry(
      entry('quality', { [quality.nl]: takenOver, [quality.en]: qualityText.en }),
      saveOptions('pages', 'quality', true),
    );
    expect(github.fileOn(branch, quality.nl)).toBe(takenOver);
    await backend.publishUnpublishedEntry('pages', 'quality');
    expect(github.fileOn('main', quality.nl)).toBe(takenOver);
    expect(github.fileOn('main', quality.en)).toBe(qualityText.en);
  });
});

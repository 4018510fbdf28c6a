/**
 * The preview whose changes the change-marks tests review (tests/build/change-marks.test.ts, the
 * cross-engine reviewer journeys in tests/engines/review-journeys.ts): a preview build compared
 * with the production build in dist/ (`npm run build:test`: its manifest and its pages,
 * PRODUCTION_PAGES) after one pull request, made as a git branch in a copy of the project
 * (content/ is never written), that
 *
 * - edits a sentence in an article's body (Hamza's article about Impact Factor 5),
 * - changes a team member's function (Hamza: his page, the team page and the author box of his
 *   three articles),
 * - changes a label of the Dutch menu (on every Dutch page, outside `<main>`),
 * - replaces a team member's portrait with a new picture (Amira),
 * - changes two English sentences in two paragraphs of `/en/this-is-us`.
 *
 * It is built once per state of the project and of dist/, into
 * `node_modules/.cache/change-marks/<key>/`, where the key hashes every tracked file as it is in
 * the working tree and dist/'s manifest (which records when dist/ was built): `npm test` builds
 * it in the build tests and the engine journeys, later, serve the same folder. A change to any
 * tracked file (the marking script, this pull request) or a new dist/ builds it anew; only the
 * newest preview is kept.
 */
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { build, copyProject, removeCopy } from './project-copy.ts';

/** The files and pages of the pull request. */
export const pullRequest = {
  article: 'content/news/nl/impact-factor-5-sociale-onderneming-gewoon-goed-catering.md',
  articlePath: '/actueel/impact/impact-factor-5-sociale-onderneming-gewoon-goed-catering',
  hamza: 'content/team/nl/hamza-benali.md',
  amira: 'content/team/nl/amira-haddad.md',
  newPortrait: 'content/images/team/amira-haddad-2026.webp',
  menu: 'content/menus/nl/main.yaml',
  english: 'content/pages/en/about.md',
  englishPath: '/en/this-is-us',
} as const;

const root = resolve(import.meta.dirname, '../..');
const cache = join(root, 'node_modules/.cache/change-marks');
const productionManifest = join(root, 'dist/page-manifest.json');

/** What the preview is built from: the tracked files as they are now, and dist/'s manifest. */
function inputsKey(): string {
  const listed = spawnSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  const hash = createHash('sha256');
  for (const file of listed.stdout.split('\0').filter(Boolean).sort()) {
    hash.update(`${file}\0`);
    // A tracked file deleted in the working tree is not copied either.
    if (existsSync(join(root, file))) hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  hash.update(readFileSync(productionManifest));
  hash.update(process.version);
  return hash.digest('hex').slice(0, 16);
}

/** Makes the pull request in `copy`, a git repository whose main is the project as it is. */
async function makePullRequest(copy: string) {
  const git = (...args: string[]) => {
    const result = spawnSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@helderwijs.example', ...args], {
      cwd: copy,
      encoding: 'utf8',
    });
    if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
  };
  /** Replaces `from` by `to` in a file of the copy, failing when the file does not hold it. */
  const edit = (file: string, from: string, to: string) => {
    const text = readFileSync(join(copy, file), 'utf8');
    if (!text.includes(from))
      throw new Error(`${file} does not contain "${from}": update tests/build/marks-preview.ts`);
    writeFileSync(join(copy, file), text.replace(from, to));
  };
  const { article, hamza, amira, newPortrait, menu, english } = pullRequest;
  git('init', '--quiet', '--initial-branch', 'main');
  git('add', '--all');
  git('commit', '--quiet', '--message', 'main');
  git('switch', '--quiet', '--create', 'cms/pull-request');
  edit(article, 'is inmiddels een bedrijf met twaalf medewerkers', 'is inmiddels een bedrijf met vijftien medewerkers');
  edit(hamza, "function: 'Marketing en communicatie'", "function: 'Hoofd marketing en communicatie'");
  edit(menu, 'title: Onze klanten', 'title: Onze opdrachtgevers');
  // A new picture: the old one mirrored, so its bytes (and the name Astro gives it) are its own.
  await sharp(join(copy, 'content/images/team/amira-haddad.webp')).flop().webp().toFile(join(copy, newPortrait));
  edit(amira, 'src: ../../images/team/amira-haddad.webp', 'src: ../../images/team/amira-haddad-2026.webp');
  edit(english, 'founded in 2012 by three chartered accountants', 'founded in 2012 by four chartered accountants');
  edit(english, 'in the centre of Utrecht', 'in the heart of Utrecht');
  git('add', '--all');
  git('commit', '--quiet', '--message', 'The pull request');
}

let preview: Promise<string> | undefined;

/**
 * The folder of the built preview (built now unless this state of the project has one already);
 * once per process.
 */
export function marksPreview(): Promise<string> {
  preview ??= (async () => {
    if (!existsSync(productionManifest))
      throw new Error('Run `npm run build:test` first: the preview compares with dist/');
    const dir = join(cache, inputsKey());
    if (existsSync(join(dir, 'changes/index.json'))) return dir;
    const copy = await copyProject();
    try {
      await makePullRequest(copy);
      // Inside the copy: with an outDir outside the project, @vite-pwa/astro writes sw.js into .astro/.
      const out = join(copy, 'dist');
      const result = build(copy, out, {
        PRODUCTION_MANIFEST: productionManifest,
        PRODUCTION_PAGES: join(root, 'dist'),
        PREVIEW_BASE: 'main',
      });
      if (result.status !== 0) throw new Error(`The preview build failed:\n${result.stdout}\n${result.stderr}`);
      // Only the newest preview stays; the finished folder appears at once (rename), never half-copied.
      if (existsSync(cache))
        for (const old of readdirSync(cache)) rmSync(join(cache, old), { recursive: true, force: true });
      cpSync(out, `${dir}.partial`, { recursive: true });
      renameSync(`${dir}.partial`, dir);
      return dir;
    } finally {
      removeCopy(copy);
    }
  })();
  return preview;
}

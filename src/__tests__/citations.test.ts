/**
 * Every path a code comment cites exists, so a renamed or moved file leaves no stale citation
 * (doc-citations.test.ts also checks the sections of docs/ that comments cite). A citation is a
 * path with a slash or a file name with an extension, in a comment of src/, scripts/, tests/ or a
 * configuration file at the root. It is looked up by these rules, first match wins:
 *
 * 1. `./x` or `../x`: from the citing file's folder; failing that (a content file's link to a
 *    picture, say), what follows the last `../` as in rule 3.
 * 2. A path whose first part is at the root (`src/lib/x.ts`, `docs/`, `astro.config.mjs`): from
 *    the root, and only there.
 * 3. Any other name (`x.ts`, `page/x.ts`): from the citing file's folder, or as the end of a path
 *    in the repository (whole parts), so a bare name must name a file that exists somewhere.
 *
 * A `*` matches like a glob (`*.node.ts` anywhere). A part named `x` (`content/news/nl/x.md`) is
 * an example, and URLs are not citations. What is in no repository folder (the build's output,
 * caches, files of packages) passes only through `notInRepository`.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, matchesGlob, normalize } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

/** What comments may name that is not in the repository, and why it is not. */
const notInRepository: RegExp[] = [
  // The build's output (dist/, and nginx's includes in dist-nginx/, which a release holds as
  // _nginx/), also named without dist/ by the files that write or read it.
  /^dist(?:-nginx)?\//,
  /^(?:admin\/index\.html|index\.html|404\.html|robots\.txt|sw\.js|config\.yml)$/,
  /^(?:changes|page-manifest|pagefind-entry)\.json$|^(?:pagefind|_astro|_nginx)\//,
  // Installed packages, and the caches and reports of the tools.
  /^(?:node_modules|\.astro|\.vite|test-results)\/|^production-manifest\.json$/,
  // Files of packages and of Google's tag, named as their authors name them.
  /^(?:gtag\.js|gtm\.js|pagefind\.js|promise\.js|API\.ts|wght\.css|conf\/hsts-preload\.json)$/,
];

/** Folders not walked: installed packages, the build's and the tests' output. */
const skipped = new Set(['node_modules', '.git', 'dist', '.astro', 'test-results', 'playwright-report', 'screenshots']);

function walk(folder: string): string[] {
  return readdirSync(join(root, folder)).flatMap((name) => {
    if (skipped.has(name)) return [];
    const path = folder ? `${folder}/${name}` : name;
    return statSync(join(root, path)).isDirectory() ? [`${path}/`, ...walk(path)] : [path];
  });
}

/** Every file and folder (with a trailing slash) of the repository, from the root. */
const tree = walk('');
const topNames = new Set(readdirSync(root).filter((name) => !skipped.has(name)));
const code = /\.(ts|tsx|mjs|js|astro|css)$/;
const files = tree.filter(
  (path) => code.test(path) && (/^(src|scripts|tests)\//.test(path) || !path.includes('/')) && !path.endsWith('.d.ts'),
);

/** The comments TypeScript finds in a script. */
function scriptComments(text: string, jsx: boolean): string[] {
  const kind = jsx ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(jsx ? 'x.tsx' : 'x.ts', text, ts.ScriptTarget.Latest, true, kind);
  const found = new Map<number, string>();
  const add = (ranges: ts.CommentRange[] | undefined) =>
    ranges?.forEach(({ pos, end }) => found.set(pos, text.slice(pos, end)));
  const visit = (node: ts.Node) => {
    // JSX text is not code: a `//` in it is text, not a comment.
    if (node.kind !== ts.SyntaxKind.JsxText) {
      add(ts.getLeadingCommentRanges(text, node.pos));
      add(ts.getTrailingCommentRanges(text, node.end));
    }
    node.getChildren(source).forEach(visit);
  };
  visit(source);
  return [...found.values()];
}

/** The comments of a file: in an .astro file, its frontmatter's, its scripts' and its template's. */
function commentsOf(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  if (file.endsWith('.css')) return text.match(/\/\*[\s\S]*?\*\//g) ?? [];
  if (!file.endsWith('.astro')) return scriptComments(text, file.endsWith('.tsx'));
  const frontmatter = /^---\n([\s\S]*?)\n---/.exec(text);
  const template = text.slice(frontmatter?.[0].length ?? 0);
  return [
    ...scriptComments(frontmatter?.[1] ?? '', true),
    ...[...template.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].flatMap((match) =>
      scriptComments(match[1] ?? '', false),
    ),
    ...(template.match(/\{\s*\/\*[\s\S]*?\*\/\s*\}|<!--[\s\S]*?-->/g) ?? []),
  ];
}

const extension =
  'tsx?|astro|m?js|cjs|json|md|mdx|ya?ml|css|sh|conf|html|xml|svg|txt|webmanifest|toml|png|webp|avif|jpe?g|woff2|pdf|vcf|geojson';
/** A path with a slash (`src/x/`, `page/x.ts`, `../x`), or a name with one of the extensions. */
const citation = new RegExp(
  String.raw`(?<![\w@/.:-])(?:\.{1,2}\/)*(?:[\w.*-]+|\[\.\.\.\w+\])(?:\/(?:[\w.*-]+|\[\.\.\.\w+\]))*(?:\/|\.(?:${extension}))(?![\w/{*-])`,
  'g',
);
/** Names that look like files but are not: products and libraries. */
const notFiles = /^(node|next|vue|react|leaflet|moment|chart)\.js$/i;

function citationsIn(comment: string): string[] {
  const text = comment.replace(/^\/\*+|\*\/$|^\s*(?:\*|\/\/)/gm, ' ').replace(/\b[a-z][\w+.-]*:\/\/\S+/gi, '');
  return [...text.matchAll(citation)]
    .map((match) => match[0])
    .filter((cited) => !notFiles.test(cited) && /[a-z]/i.test(cited));
}

/** Whether `path`, from the root, is a file or folder (a glob: matches one). */
const found = (path: string) =>
  path.includes('*') ? tree.some((file) => matchesGlob(file.replace(/\/$/, ''), path)) : existsSync(join(root, path));

/** Whether `cited`, in a comment of the file `from`, names something that exists (the rules above). */
function exists(cited: string, from: string): boolean {
  if (notInRepository.some((pattern) => pattern.test(cited))) return true;
  if (cited.split('/').some((part) => part.replace(/\..*$/, '') === 'x')) return true;
  if (/^\.\.?\//.test(cited) && found(normalize(join(dirname(from), cited)))) return true;
  const name = cited.replace(/^(?:\.\.?\/)+/, '');
  if (name !== cited) return exists(name, from);
  if (topNames.has(name.split('/')[0] as string)) return found(name);
  if (found(join(dirname(from), name))) return true;
  if (name.includes('*')) return found(`**/${name}`);
  return tree.some((path) => path === name || path.endsWith(`/${name}`));
}

const cited = files.flatMap((file) =>
  commentsOf(file).flatMap((comment) => citationsIn(comment).map((path) => ({ file, path }))),
);

describe('paths cited in comments', () => {
  it('finds citations to check', () => {
    expect(cited.length).toBeGreaterThan(100);
  });

  it('name files and folders that exist', () => {
    const stale = cited.filter(({ file, path }) => !exists(path, file)).map(({ file, path }) => `${file}: ${path}`);
    expect(stale).toEqual([]);
  });
});

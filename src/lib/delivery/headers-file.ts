/**
 * Reads a `_headers` file (Cloudflare Pages' and Netlify's format; `! Name` removes a header an
 * earlier rule set) and answers which headers a path gets. For the preview server, the CMS's dev
 * server and the tests that keep deploy/nginx in sync: in src/lib, as the integration may not
 * import from scripts/.
 */
import { patternMatches } from './file-policies.ts';

export interface HeaderRule {
  pattern: string;
  set: Array<[name: string, value: string]>;
  detach: string[];
}

export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      // Cloudflare Pages keeps only the last rule of a pattern, Netlify applies both: say it once.
      if (rules.some((rule) => rule.pattern === line.trim()))
        throw new Error(`_headers: "${line.trim()}" has two rules; merge them into one`);
      rules.push({ pattern: line.trim(), set: [], detach: [] });
      continue;
    }
    const rule = rules.at(-1);
    if (!rule) throw new Error(`_headers: "${line.trim()}" comes before any path`);
    const detach = /^\s*!\s*([\w-]+)\s*$/.exec(line);
    if (detach) {
      rule.detach.push((detach[1] as string).toLowerCase());
      continue;
    }
    const header = /^\s*([\w-]+):\s*(.+)$/.exec(line);
    if (!header) throw new Error(`_headers: cannot read "${line.trim()}"; write "Name: value"`);
    rule.set.push([header[1] as string, (header[2] as string).trim()]);
  }
  return rules;
}

/** The headers of a path: every matching rule in order, later ones adding to or detaching earlier ones. */
export function headersForPath(rules: HeaderRule[], path: string): Map<string, string> {
  const headers = new Map<string, { name: string; value: string }>();
  for (const rule of rules) {
    if (!patternMatches(rule.pattern, path)) continue;
    for (const name of rule.detach) headers.delete(name);
    for (const [name, value] of rule.set) {
      const existing = headers.get(name.toLowerCase());
      headers.set(name.toLowerCase(), { name, value: existing ? `${existing.value}, ${value}` : value });
    }
  }
  return new Map([...headers.values()].map(({ name, value }) => [name, value]));
}

export function formatHeaders(rules: HeaderRule[]): string {
  return rules
    .map(({ pattern, set, detach }) =>
      [pattern, ...detach.map((name) => `  ! ${name}`), ...set.map(([name, value]) => `  ${name}: ${value}`)].join(
        '\n',
      ),
    )
    .join('\n\n')
    .concat('\n');
}

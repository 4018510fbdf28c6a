/**
 * Reads the `_headers` file (the format of Cloudflare Pages and Netlify: a path pattern, then
 * indented `Name: value` lines; `! Name` removes a header an earlier rule set) and answers which
 * headers a path gets. Used by the preview server (scripts/serve.ts), the CMS's dev server
 * (src/integrations/admin-bundle.ts) and the tests that keep deploy/nginx in sync; in src/lib so that the
 * integration needs nothing from scripts/.
 */

/** One block of the file. */
export interface HeaderRule {
  pattern: string;
  set: Array<[name: string, value: string]>;
  detach: string[];
}

/** Parses the text of a `_headers` file. */
export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
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

function matches(pattern: string, path: string): boolean {
  if (pattern.endsWith('/*')) return path.startsWith(pattern.slice(0, -1)) || path === pattern.slice(0, -2);
  return pattern === path;
}

/** The headers of a path: every matching rule in order, later ones adding to or detaching earlier ones. */
export function headersForPath(rules: HeaderRule[], path: string): Map<string, string> {
  const headers = new Map<string, { name: string; value: string }>();
  for (const rule of rules) {
    if (!matches(rule.pattern, path)) continue;
    for (const name of rule.detach) headers.delete(name);
    for (const [name, value] of rule.set) {
      const existing = headers.get(name.toLowerCase());
      headers.set(name.toLowerCase(), { name, value: existing ? `${existing.value}, ${value}` : value });
    }
  }
  return new Map([...headers.values()].map(({ name, value }) => [name, value]));
}

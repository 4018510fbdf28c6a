/**
 * Runs the MDN HTTP Observatory's scanner (@mdn/mdn-http-observatory, its `scan` export) against
 * a host (or a path there: `localhost/auth/callback`; the scanner puts what it is given between
 * the scheme and the path it asks for) and prints one JSON line: grade, score and the tests that
 * did not pass. Run in its own process by observatory.test.ts, with NODE_EXTRA_CA_CERTS naming the
 * throwaway certificate, which Node reads only at start. The scanner always uses ports 443 and 80.
 *
 * The scanner reads conf/hsts-preload.json (Chromium's HSTS preload list), which its own
 * postinstall script downloads; where that did not run (npm does not run install scripts here), an
 * empty list stands in: `localhost` is on no preload list.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { scan } from '@mdn/mdn-http-observatory';

const host = process.argv[2] ?? 'localhost';
const packageDir = dirname(createRequire(import.meta.url).resolve('@mdn/mdn-http-observatory/package.json'));
const preload = join(packageDir, 'conf/hsts-preload.json');
if (!existsSync(preload)) writeFileSync(preload, '{}\n');

const result = await scan(host);
const failed = Object.entries(result.tests)
  .filter(([, test]) => !test.pass)
  .map(([name, test]) => `${name}: ${test.result}`);
console.log(JSON.stringify({ grade: result.scan.grade, score: result.scan.score, failed }));

/**
 * Before the journeys: the built site must be there (npm run build:test builds it when dist/ is
 * missing, as npm test does before the browser tests).
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

export default function setup(): void {
  if (existsSync(join(root, 'dist/index.html'))) return;
  console.log('dist/ is missing: npm run build:test');
  execSync('npm run build:test', { cwd: root, stdio: 'inherit' });
}

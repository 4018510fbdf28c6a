/**
 * One test file run alone, as README.md says under its scripts table: `npx vitest run <file>`
 * (unit), `npx vitest run --config vitest.build.config.ts <file>` (build) and `npx playwright test
 * <spec>` (browser, against dist/), typed through a shell in a copy of the project with caches of
 * its own (Vitest keeps its results in node_modules/.vite/, Playwright writes test-results/) and a
 * copy of the checkout's dist/ (`npm run build:test` first). Each <file> is a small real one: the
 * command must run that file and only that one, and pass.
 */
import { cpSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeCopy } from '../build/project-copy';
import { freePort } from '../free-port.ts';
import { copyWithOwnCaches } from './copy.ts';
import { succeeded } from './expect.ts';
import { typed } from './typed.ts';

/** The files Vitest reported, and its count of files that passed. */
function vitestRan(output: string): { files: string[]; passed: string | undefined } {
  const files = [...output.matchAll(/^ *[✓×❯] (\S+\.test\.ts)\b/gm)].map((match) => match[1] ?? '');
  return { files: [...new Set(files)], passed: /^ *Test Files +(\d+) passed/m.exec(output)?.[1] };
}

describe('one test file, run alone', () => {
  let copy = '';
  beforeAll(async () => {
    if (!existsSync('dist/index.html')) throw new Error('Run `npm run build:test` first: a copy of dist/ is tested');
    copy = await copyWithOwnCaches();
    cpSync('dist', join(copy, 'dist'), { recursive: true });
  });
  afterAll(() => removeCopy(copy));

  it('npx vitest run <file> runs that unit test file', async () => {
    const output = succeeded(await typed('npx vitest run src/lib/display/__tests__/dates.test.ts', copy));
    expect(vitestRan(output), output).toEqual({ files: ['src/lib/display/__tests__/dates.test.ts'], passed: '1' });
  });

  it('npx vitest run --config vitest.build.config.ts <file> runs that build test file', async () => {
    const output = succeeded(
      await typed('npx vitest run --config vitest.build.config.ts tests/build/feed.test.ts', copy),
    );
    expect(vitestRan(output), output).toEqual({ files: ['tests/build/feed.test.ts'], passed: '1' });
  });

  it('npx playwright test <spec> runs that spec against dist/', async () => {
    // The server Playwright starts (playwright.config.ts) on a port of its own: others run beside it.
    const port = String(await freePort());
    const output = succeeded(await typed('npx playwright test tests/e2e/language.spec.ts', copy, { E2E_PORT: port }));
    const specs = [...output.matchAll(/(\S+\.spec\.ts):\d+:\d+ ›/g)].map((match) => match[1]);
    expect(specs.length, output).toBeGreaterThan(0);
    expect(new Set(specs), output).toEqual(new Set(['tests/e2e/language.spec.ts']));
    expect(output).toMatch(/^ *\d+ passed/m);
  });
});

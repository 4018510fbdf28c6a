/**
 * What the command tests (tests/commands/) check a command's result with: its exit code, a page's
 * status and body, a PNG's width.
 */
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import type { Typed } from './typed.ts';

/** Fails with what the command printed when it did not exit with 0; else returns that. */
export function succeeded(run: Typed): string {
  expect(run.status, `"${run.line}" exited with ${run.status}:\n${run.output.slice(-4000)}`).toBe(0);
  return run.output;
}

/** The status and body of a page. */
export async function page(url: string): Promise<{ status: number; body: string }> {
  const response = await fetch(url, { redirect: 'manual' });
  return { status: response.status, body: await response.text() };
}

/** The width of a PNG, from its IHDR chunk. */
export function pngWidth(file: string): number {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString('latin1'), `${file} is a PNG`).toBe('PNG');
  return bytes.readUInt32BE(16);
}

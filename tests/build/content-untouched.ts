/**
 * Guards the writers' folder: the build tests build copies of content/ (CONTENT_DIR, project
 * copies), never content/ itself. Vitest runs this around them (globalSetup in
 * vitest.build.config.ts): if any file of content/ was added, removed or written, even when put
 * back as it was, the run fails naming the files.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every file of content/ with its size and time of last change. */
function snapshot(): Map<string, string> {
  const files = readdirSync('content', { recursive: true, encoding: 'utf8' });
  return new Map(
    files
      .map((file) => ({ file, stat: statSync(join('content', file)) }))
      .filter(({ stat }) => stat.isFile())
      .map(({ file, stat }) => [file, `${stat.size} ${stat.mtimeMs}`]),
  );
}

/** Takes the snapshot before the tests and compares it after them. */
export default function guardContent(): () => void {
  const before = snapshot();
  return () => {
    const after = snapshot();
    const changed = [...new Set([...before.keys(), ...after.keys()])].filter(
      (file) => before.get(file) !== after.get(file),
    );
    if (changed.length > 0)
      throw new Error(
        `A build test wrote into content/, the writers' folder; build a copy instead (CONTENT_DIR):\n${changed.map((file) => `  content/${file}`).join('\n')}`,
      );
  };
}

/**
 * Completes package-lock.json with the platform-specific optional packages that the registry
 * mirror used here does not serve (for example @tailwindcss/oxide-darwin-arm64). `npm install`
 * then leaves them out of the lock file or records an older version, and `npm ci` refuses the
 * lock file as "out of sync" (npm bug npm/cli#9846). Each missing package gets a lock entry with
 * its version and its os/cpu, so `npm ci` accepts the lock file and skips the package on other
 * platforms; on a platform that needs it, npm installs it from a registry that has it.
 *
 * Run after every `npm install` that changes the lock file: node scripts/complete-lockfile.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';

interface LockPackage {
  version?: string;
  optional?: boolean;
  optionalDependencies?: Record<string, string>;
  os?: string[];
  cpu?: string[];
  libc?: string[];
}

const lockPath = 'package-lock.json';
const lock = JSON.parse(readFileSync(lockPath, 'utf8')) as { packages: Record<string, LockPackage> };

const osNames = ['android', 'darwin', 'freebsd', 'linux', 'win32', 'openbsd', 'netbsd', 'sunos', 'aix', 'openharmony'];
const cpuNames = ['arm64', 'x64', 'arm', 'ia32', 'loong64', 'ppc64', 'riscv64', 's390x', 'mips64el'];

/** os, cpu and libc from a platform package name such as "oxide-linux-arm64-musl" or "rollup-android-arm-eabi". */
export function platformOf(name: string): Pick<LockPackage, 'os' | 'cpu' | 'libc'> | undefined {
  const parts = name.split('/').at(-1)?.split('-') ?? [];
  if (parts.includes('wasm32')) return { cpu: ['wasm32'] };
  const osIndex = parts.findIndex((part) => osNames.includes(part));
  const cpu = parts.slice(osIndex + 1).find((part) => cpuNames.includes(part));
  if (osIndex === -1 || !cpu) return undefined;
  const abi = parts.at(-1) ?? '';
  const libc = /^gnu/.test(abi) ? ['glibc'] : /^musl/.test(abi) ? ['musl'] : undefined;
  return { os: [parts[osIndex] as string], cpu: [cpu], ...(libc ? { libc } : {}) };
}

let added = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const parent = path === '' ? 'node_modules' : `${path}/node_modules`;
    const candidates = [`${parent}/${name}`, `node_modules/${name}`];
    const present = candidates.map((key) => lock.packages[key]).find((found) => found !== undefined);
    if (present?.version === version) continue;
    const platform = platformOf(name);
    if (!platform) continue;
    const key = present
      ? (candidates.find((candidate) => lock.packages[candidate] === present) as string)
      : `node_modules/${name}`;
    if (
      present &&
      lock.packages[key]?.version !== version &&
      key === `node_modules/${name}` &&
      parent !== 'node_modules'
    ) {
      lock.packages[`${parent}/${name}`] = { version, optional: true, ...platform };
    } else {
      lock.packages[key] = { version, optional: true, ...platform };
    }
    added += 1;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`${added} platform package(s) completed in ${lockPath}`);

// The registry these machines reach serves only Linux builds of some native packages (@next/swc,
// @oxc-parser/binding, which Knip uses), so `npm install` leaves the other platforms' entries out of
// package-lock.json and `npm ci` then refuses the lock. This puts them back as optional,
// platform-bound entries (skipped on Linux, never fetched). Run after `npm install`.
import { readFileSync, writeFileSync } from 'node:fs';

// The package whose optionalDependencies name the per-platform builds, and the builds' name prefix.
const families = [
  ['node_modules/next', '@next/swc-'],
  ['node_modules/oxc-parser', '@oxc-parser/binding-'],
];
const oses = ['darwin', 'win32', 'linux', 'freebsd', 'android', 'openharmony'];
const cpus = ['arm64', 'x64', 'arm', 'ia32', 'ppc64', 'riscv64', 's390x'];

// `darwin-arm64`, `win32-x64-msvc`, `linux-arm-gnueabihf`, `linux-riscv64-musl`, …
function platformOf(suffix) {
  const [os, cpu, abi] = suffix.split('-');
  if (!oses.includes(os) || !cpus.includes(cpu)) throw new Error(`unknown platform in ${suffix}`);
  const libc = abi?.startsWith('musl') ? ['musl'] : abi?.startsWith('gnu') ? ['glibc'] : undefined;
  return { os: [os], cpu: [cpu], ...(libc ? { libc } : {}) };
}

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
let added = 0;
for (const [parentKey, prefix] of families) {
  const parent = lock.packages[parentKey];
  for (const [name, version] of Object.entries(parent?.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (!name.startsWith(prefix) || lock.packages[key]) continue;
    const { os, cpu, libc } = platformOf(name.slice(prefix.length));
    lock.packages[key] = {
      version,
      cpu,
      ...(parent.dev ? { dev: true } : {}),
      ...(libc ? { libc } : {}),
      license: 'MIT',
      optional: true,
      os,
    };
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync('package-lock.json', JSON.stringify(lock, null, 2) + '\n');
console.log(`lock: ${added} platform entries added`);

// The PWA build in dist/pwa is rebuilt only when it is missing or older than what it is built from, so that
// `npm test` builds it once: the size test (pwa/build/bundle-budgets.test.ts) builds it when it must, and the
// journeys (`npm run test:e2e`, scripts/build-pwa-if-stale.ts) reuse that build instead of making the same one again.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const PWA_DIST = path.resolve('dist/pwa');

/** The newest change time of what the PWA is built from (its sources, shared code, the build config, the lockfile). */
function newestSource(): number {
  let newest = 0;
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else if (!/\.test\.tsx?$/.test(e.name)) newest = Math.max(newest, fs.statSync(full).mtimeMs);
    }
  };
  ['pwa', 'shared'].forEach(walk);
  for (const f of ['vite.config.ts', 'package-lock.json']) newest = Math.max(newest, fs.statSync(f).mtimeMs);
  return newest;
}

/** Builds the PWA (`vite build`, production) unless dist/pwa's manifest is newer than every source; true when built. */
export function buildPwaIfStale(dist = PWA_DIST): boolean {
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  if (fs.existsSync(manifestFile) && fs.statSync(manifestFile).mtimeMs >= newestSource()) return false;
  execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], {
    stdio: 'inherit',
    timeout: 300_000,
    env: { ...process.env, NODE_ENV: 'production' }, // vitest sets 'test': React's development build otherwise
  });
  return true;
}

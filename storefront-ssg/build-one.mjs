// Builds ONE store's static storefront. Run as a child process by the API's publisher (so a build never blocks
// the API's event loop and a crashed build cannot take the API down):
//   node storefront-ssg/build-one.mjs <snapshot.json> <outDir>
// The store's pages live under /{slug}/, so `base` is the slug and Astro's hashed assets land in <outDir>/_astro.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

process.env.ASTRO_TELEMETRY_DISABLED = '1';
process.env.ASTRO_DISABLE_UPDATE_CHECK = 'true';

const [snapshotFile, outDir] = process.argv.slice(2);
if (!snapshotFile || !outDir) {
  console.error('usage: node storefront-ssg/build-one.mjs <snapshot.json> <outDir>');
  process.exit(2);
}
const snapshot = JSON.parse(fs.readFileSync(snapshotFile, 'utf8'));
if (!/^[a-z0-9][a-z0-9-]*$/.test(snapshot?.store?.slug ?? '')) {
  console.error('invalid slug in snapshot');
  process.exit(2);
}
process.env.STOREFRONT_SNAPSHOT = path.resolve(snapshotFile);

const root = fileURLToPath(new URL('..', import.meta.url));
const out = path.resolve(outDir);
// Several builds may run at once on one machine (tests, bench, other servers). Astro writes its intermediate
// server bundle to <cwd>/.astro when outDir is outside cwd, and its content cache to cacheDir: both would be
// shared. So the publisher starts this script with cwd = the folder holding outDir, and each build gets its own cache.
const { build } = await import('astro');
await build({
  root,
  outDir: out,
  cacheDir: `${out}.astro-cache`,
  base: `/${snapshot.store.slug}`,
  logLevel: 'error',
});

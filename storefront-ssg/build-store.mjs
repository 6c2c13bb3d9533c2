// One store's Astro build, shared by build-one.mjs (one-shot) and build-server.mjs (long-lived builder).
// The store's pages live under /{slug}/, so `base` is the slug and Astro's hashed assets land in <outDir>/_astro.
// Several builds may run at once on one machine (tests, bench, other servers): Astro writes its intermediate
// server bundle to <cwd>/.astro when outDir is outside cwd, and its content cache to cacheDir, so the caller runs
// this with cwd = the folder holding outDir, and each build gets its own cache folder.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

process.env.ASTRO_TELEMETRY_DISABLED = '1';
process.env.ASTRO_DISABLE_UPDATE_CHECK = 'true';

const root = fileURLToPath(new URL('..', import.meta.url));
let astro = null;

export async function buildStore(snapshotFile, outDir) {
  const snapshot = JSON.parse(fs.readFileSync(snapshotFile, 'utf8'));
  const slug = snapshot?.store?.slug ?? '';
  if (!/^[a-z0-9][a-z0-9-]*$/.test(slug)) throw new Error(`invalid slug in snapshot: ${slug}`);
  process.env.STOREFRONT_SNAPSHOT = path.resolve(snapshotFile);
  astro ??= await import('astro');
  const out = path.resolve(outDir);
  await astro.build({
    root,
    outDir: out,
    cacheDir: `${out}.astro-cache`,
    base: `/${slug}`,
    logLevel: 'error',
    vite: { build: { reportCompressedSize: false } },
  });
}

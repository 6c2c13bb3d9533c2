// `npm run bench`: runs every bench/*.bench.ts in turn (each prints its own ratios against a baseline run
// side by side). Pass names to run only some: `npm run bench -- publics sync`.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const dir = path.dirname(new URL(import.meta.url).pathname);
const only = process.argv.slice(2);
const files = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.startsWith(o)))
  .sort();
// One bench that fails (a missing tool, a port in use) is reported and the others still run: never a crash.
const failed: string[] = [];
for (const f of files) {
  console.log(`\n=== ${f}`);
  try {
    const mod = await import(pathToFileURL(path.join(dir, f)).href);
    if (typeof mod.default === 'function') await mod.default();
  } catch (err) {
    failed.push(f);
    console.log(`${f} failed: ${err instanceof Error ? err.message : String(err)}`);
  }
}
if (failed.length > 0) {
  console.log(`\n${failed.length} bench(es) failed: ${failed.join(', ')}`);
  process.exitCode = 1;
}

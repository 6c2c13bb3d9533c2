// Gzipped JavaScript a visitor downloads to show /auth/signin and /user/dashboard, against their budgets.
// Follows the import graph of the built PWA with Vite's manifest (dist/pwa/.vite/manifest.json): the entry chunk and
// its static imports (modulepreloaded by index.html), plus the code-split component chunk of every route file on the
// page's path and their static imports. Chunks a page may import later at run time (dialogs, the country list of the
// phone tab) are not counted; they are listed apart. Uses PWA_DIST_DIR, or dist/pwa (run `npm run build` first).
// What a browser really fetches (imports made at run time included) is screen-weights.bench.ts's count.
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { BUDGETS, backOfficeRoutes, biggest, gzipper, kb, pageWeight } from '../pwa/build/bundle-budgets';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

const dist = process.env.PWA_DIST_DIR || fileURLToPath(new URL('../dist/pwa', import.meta.url));

/** Route files TanStack Router renders for a URL path: every layout `route.tsx` on the way, then the leaf file. */
export function routeFilesFor(pathname: string, manifest: Manifest): string[] {
  const parts = pathname.split('/').filter(Boolean);
  const files: string[] = [];
  for (let i = 1; i <= parts.length; i++) {
    const dir = parts.slice(0, i).join('/');
    if (i < parts.length) {
      for (const layout of [`routes/${dir}/route.tsx`, `routes/${dir}.tsx`])
        if (hasComponent(manifest, layout)) files.push(layout);
    } else {
      for (const leaf of [`routes/${dir}.tsx`, `routes/${dir}/index.tsx`])
        if (hasComponent(manifest, leaf)) files.push(leaf);
      const layout = `routes/${dir}/route.tsx`;
      if (hasComponent(manifest, layout)) files.unshift(layout);
    }
  }
  return files;
}

const componentKey = (file: string) => `${file}?tsr-split=component`;
const hasComponent = (m: Manifest, file: string) => componentKey(file) in m;

/** Static import closure of the given manifest keys. */
function closure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key]!.imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return seen;
}

const gzipCache = new Map<string, number>();
function gzipBytes(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).byteLength;
    gzipCache.set(file, size);
  }
  return size;
}

/** What the server sends a browser that accepts brotli (api/web/pwa.ts compresses at quality 11). */
function brotliBytes(file: string): number {
  const body = fs.readFileSync(path.join(dist, file));
  if (body.byteLength <= 1024) return body.byteLength; // sent as is, like the server does
  return brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }).byteLength;
}

function measure(manifest: Manifest, pathname: string) {
  // A page of its own (the light sign-in page, decision 013) has its own HTML entry and no route files.
  const ownPage = Object.values(BUDGETS).find((b) => 'path' in b && b.path === pathname && b.route.endsWith('.html'));
  const entry = ownPage && 'route' in ownPage ? ownPage.route : 'index.html';
  const routeFiles = ownPage ? [] : routeFilesFor(pathname, manifest);
  const keys = closure(manifest, [entry, ...routeFiles.map(componentKey)]);
  const js = [...keys].map((k) => manifest[k]!.file);
  const css = [...new Set([...keys].flatMap((k) => manifest[k]!.css ?? []))];
  const later = new Set<string>();
  for (const key of ownPage ? [entry] : routeFiles.map(componentKey))
    for (const d of manifest[key]!.dynamicImports ?? []) if (!keys.has(d)) later.add(manifest[d]!.file);
  const sum = (files: string[]) => files.reduce((n, f) => n + gzipBytes(f), 0);
  const brKB = js.reduce((n, f) => n + brotliBytes(f), 0) / 1024;
  return {
    routeFiles,
    jsFiles: js.length,
    jsKB: sum(js) / 1024,
    brKB,
    cssKB: sum(css) / 1024,
    laterKB: sum([...later]) / 1024,
    later: [...later],
  };
}

export default async function pwaSizeBench(): Promise<void> {
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) {
    console.log(`pwa-size: no ${manifestFile} — run \`npm run build\` first`);
    return;
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  for (const pathname of ['/auth/signin', '/user/dashboard']) {
    const r = measure(manifest, pathname);
    console.log(
      `${pathname.padEnd(16)} JS ${r.jsKB.toFixed(1)} KB gzipped in ${r.jsFiles} files (${r.brKB.toFixed(1)} KB as served with brotli); CSS ${r.cssKB.toFixed(1)} KB; ` +
        `loaded later on demand ${r.laterKB.toFixed(1)} KB [${r.routeFiles.join(', ')}]`,
    );
  }
  // Against the budgets (pwa/build/bundle-budgets.ts, what the size test checks): the page's JavaScript with what its
  // screen loads lazily at first render, and its files.
  const gzip = gzipper(dist);
  console.log("\nBudgets (gzip JavaScript of a cold load; the issue's target, and the limit the size test enforces):");
  for (const page of [BUDGETS.signin, BUDGETS.dashboard]) {
    const w = pageWeight(manifest, dist, page.route, gzip);
    const verdict = (limit: number) => (w.jsBytes <= limit * 1024 ? 'met' : 'MISSED');
    console.log(
      `${page.path.padEnd(16)} ${kb(w.jsBytes).padStart(9)} in ${w.files} files   target ≤ ${page.targetKB} KB: ${verdict(page.targetKB)}   limit ≤ ${page.limitKB} KB, ${page.files} files: ${verdict(page.limitKB)}   biggest: ${biggest(w)}`,
    );
  }
  const others = backOfficeRoutes(manifest).map((route) => ({ route, w: pageWeight(manifest, dist, route, gzip) }));
  others.sort((a, b) => b.w.jsBytes - a.w.jsBytes);
  const over = others.filter((o) => o.w.jsBytes > BUDGETS.otherKB.targetKB * 1024).length;
  const sorted = others.map((o) => o.w.jsBytes).sort((a, b) => a - b);
  console.log(
    `other back-office screens: ${others.length}, heaviest ${others[0]?.route} ${kb(others[0]?.w.jsBytes ?? 0)}, ` +
      `median ${kb(sorted[Math.floor(sorted.length / 2)] ?? 0)}; ` +
      `${over} over the target ≤ ${BUDGETS.otherKB.targetKB} KB, limit ≤ ${BUDGETS.otherKB.limitKB} KB`,
  );
  // BENCH_VERBOSE=1: every screen with its files (what dominates), and the files most screens fetch.
  if (process.env.BENCH_VERBOSE) {
    const short = (f: string) => f.replace(/^assets\//, '').replace(/-[\w-]{8}\.js$/, '');
    for (const { route, w } of others)
      console.log(
        `  ${kb(w.jsBytes).padStart(9)} ${String(w.js.length).padStart(3)} files  ${route}\n` +
          `      ${w.js.map((f) => `${short(f.file)} ${(f.gzip / 1024).toFixed(1)}`).join(', ')}`,
      );
    const byFile = new Map<string, { gzip: number; screens: number }>();
    for (const { w } of others)
      for (const f of w.js) {
        const e = byFile.get(f.file) ?? { gzip: f.gzip, screens: 0 };
        e.screens++;
        byFile.set(f.file, e);
      }
    console.log('\nfiles by weight × screens fetching them:');
    for (const [file, e] of [...byFile]
      .sort((a, b) => b[1].gzip * b[1].screens - a[1].gzip * a[1].screens)
      .slice(0, 25))
      console.log(`  ${kb(e.gzip).padStart(9)} on ${String(e.screens).padStart(3)} screens  ${short(file)}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await pwaSizeBench();

// One store's Astro build, shared by build-one.mjs (one-shot) and build-server.mjs (long-lived builder).
// The store's pages live under /{slug}/, so `base` is the slug and Astro's hashed assets land in <outDir>/_astro.
//
// A build has two parts: compiling the templates (Vite: the server bundle that renders pages, and the client
// bundle of the islands) and rendering the pages with the store's snapshot. Compiling depends on the templates and
// the slug only, and costs most of a small store's build (≈3.5 s CPU, measured on a 500-product store where
// rendering its 510 pages cost ≈2 s). So the long-lived builder keeps, per store, what compiling produced (its
// server bundle, already loaded, and Astro's build state) and renders later snapshots with it: all the pages, or
// only some product pages plus every other page (`productPages`, see api/publishing/page-plan.ts). Rendering runs
// the very code and state a full build runs, so a page comes out the same byte for byte
// (api/publishing/partial-publish.test.ts proves it against a fresh build).
//
// Astro has no public API for "render again with the build I just made": the steps of its own `build()`
// (astro/dist/core/build/index.js, AstroBuilder) are called one by one below; `astro` is pinned in package.json.
// Several builds may run at once on one machine (tests, bench, other servers): each store's compiled bundle lives in
// its own folder under <cwd>/renderers/<pid>/, and each build gets its own cache folder.
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { fileURLToPath, pathToFileURL } from 'node:url';

process.env.ASTRO_TELEMETRY_DISABLED = '1';
process.env.ASTRO_DISABLE_UPDATE_CHECK = 'true';

const root = fileURLToPath(new URL('..', import.meta.url));
const astroDist = path.join(root, 'node_modules', 'astro', 'dist');
/** Compiled stores kept warm (each holds its server bundle in memory and on disk). */
const RENDERERS_KEPT = 12;

let astro = null;
async function loadAstro() {
  if (astro) return astro;
  const load = (file) => import(pathToFileURL(path.join(astroDist, file)).href);
  const [
    config,
    logging,
    settings,
    hooks,
    devManifest,
    routing,
    createVite,
    page,
    staticBuild,
    generate,
    enc,
    util,
    poly,
  ] = await Promise.all([
    load('core/config/config.js'),
    load('core/config/logging.js'),
    load('core/config/settings.js'),
    load('integrations/hooks.js'),
    load('vite-plugin-astro-server/plugin.js'),
    load('core/routing/index.js'),
    load('core/create-vite.js'),
    load('core/build/page-data.js'),
    load('core/build/static-build.js'),
    load('core/build/generate.js'),
    load('core/encryption.js'),
    load('core/util.js'),
    load('core/polyfill.js'),
  ]);
  const sync = await load('core/sync/index.js');
  astro = {
    config,
    logging,
    settings,
    hooks,
    devManifest,
    routing,
    createVite,
    page,
    staticBuild,
    generate,
    enc,
    util,
    poly,
    sync,
  };
  return astro;
}

/** slug → { opts, internals, dir, ssrFiles } of its last compile, most recently used last. */
const renderers = new Map();

/**
 * Builds the store of `snapshotFile` into `outDir`. With `productPages` (a list of product ids) and a compiled
 * renderer for the store at hand, only those product pages and the pages that are not product pages are written,
 * and nothing else (no _astro/, no public files): the caller completes the release from the previous one.
 * Returns { partial, compiled }: partial is false when the whole site was written (first build of the store in this
 * process, or the caller asked for everything); compiled, when the templates were compiled for this build.
 */
export async function buildStore(snapshotFile, outDir, { productPages = null } = {}) {
  const snapshot = JSON.parse(fs.readFileSync(snapshotFile, 'utf8'));
  const slug = snapshot?.store?.slug ?? '';
  if (!/^[a-z0-9][a-z0-9-]*$/.test(slug)) throw new Error(`invalid slug in snapshot: ${slug}`);
  const out = path.resolve(outDir);
  const warm = renderers.get(slug);
  if (warm) {
    renderers.delete(slug);
    renderers.set(slug, warm);
    try {
      await render(warm, snapshotFile, out, productPages);
      return { partial: productPages !== null, compiled: false };
    } catch {
      // A renderer that fails is dropped and the store compiled again below (its error, if any, is the build's).
      forget(slug);
      fs.rmSync(out, { recursive: true, force: true });
    }
  }
  await compileAndRender(slug, snapshotFile, out);
  return { partial: false, compiled: true };
}

async function render(r, snapshotFile, out, productPages) {
  const a = await loadAstro();
  r.opts.settings.config.outDir = pathToFileURL(out + path.sep);
  r.opts.pageNames.length = 0;
  await withEnv(snapshotFile, productPages, r.dir, () => a.generate.generatePages(r.opts, r.internals));
  // A whole site also gets the client assets and public files the compile made.
  if (!productPages) copyClientFiles(path.join(r.dir, '.astro'), out, r.ssrFiles);
}

async function compileAndRender(slug, snapshotFile, out) {
  const a = await loadAstro();
  // The compiled bundle goes to <dir>/.astro/ (Astro puts it there when outDir is outside the working folder), so it
  // outlives this release; node_modules is found from there through the link the caller keeps in its folder.
  const dir = path.resolve('renderers', String(process.pid), `${slug}-${crypto.randomBytes(4).toString('hex')}`);
  removeDeadBuildersRenderers();
  fs.mkdirSync(dir, { recursive: true });
  const cwd = process.cwd();
  try {
    process.chdir(dir);
    a.util.ensureProcessNodeEnv('production');
    a.poly.apply();
    const inlineConfig = {
      root,
      outDir: out,
      cacheDir: `${out}.astro-cache`,
      base: `/${slug}`,
      logLevel: 'error',
      vite: { build: { reportCompressedSize: false } },
    };
    const logger = a.logging.createNodeLogger(inlineConfig);
    const { astroConfig } = await a.config.resolveConfig(inlineConfig, 'build');
    let settings = await a.settings.createSettings(astroConfig, fileURLToPath(astroConfig.root));
    // AstroBuilder.setup()
    settings = await a.hooks.runHookConfigSetup({ settings, command: 'build', logger });
    const manifest = a.devManifest.createDevelopmentManifest(settings);
    const routesList = await a.routing.createRoutesList({ settings }, logger);
    await a.hooks.runHookConfigDone({ settings, logger, command: 'build' });
    const viteConfig = await a.createVite.createVite(
      { server: { hmr: false, middlewareMode: true } },
      { settings, logger, mode: 'production', command: 'build', sync: false, routesList, manifest },
    );
    await a.sync.syncInternal({ mode: 'production', settings, logger, fs, routesList, command: 'build', manifest });
    // AstroBuilder.build(), without cleanServerOutput: the server bundle stays for the next renders.
    await a.hooks.runHookBuildStart({ config: settings.config, logger });
    const { assets, allPages } = a.page.collectPagesData({ settings, logger, manifest: routesList });
    const opts = {
      allPages,
      settings,
      logger,
      routesList,
      runtimeMode: 'production',
      origin: `http://localhost:${settings.config.server.port}`,
      pageNames: [],
      teardownCompiler: true,
      viteConfig,
      key: a.enc.hasEnvironmentKey() ? a.enc.getEnvironmentKey() : a.enc.createKey(),
    };
    const { internals, ssrOutputChunkNames } = await a.staticBuild.viteBuild(opts);
    const ssrFiles = new Set(ssrOutputChunkNames.filter((f) => f.endsWith('.mjs')));
    if (internals.manifestFileName) ssrFiles.add(internals.manifestFileName);
    const r = { opts, internals, dir, ssrFiles };
    await withEnv(snapshotFile, null, dir, () => a.generate.generatePages(opts, internals));
    // What cleanServerOutput copies into the release: the client assets and public files, not the server bundle.
    copyClientFiles(path.join(dir, '.astro'), out, ssrFiles);
    for (const [file, body] of Object.entries(assets)) {
      if (!body) continue;
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, body, 'utf8');
    }
    forget(slug);
    renderers.set(slug, r);
    while (renderers.size > RENDERERS_KEPT) forget(renderers.keys().next().value);
  } catch (err) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw err;
  } finally {
    process.chdir(cwd);
  }
}

/** Removes every compiled store this process keeps (a one-shot build, a builder that stops). */
export function dropRenderers() {
  for (const slug of [...renderers.keys()]) forget(slug);
  fs.rmSync(path.resolve('renderers', String(process.pid)), { recursive: true, force: true });
}

let deadChecked = false;
/** Once per builder: the folders of builders that died without cleaning up (several API processes share cwd). */
function removeDeadBuildersRenderers() {
  if (deadChecked) return;
  deadChecked = true;
  let pids;
  try {
    pids = fs.readdirSync('renderers');
  } catch {
    return;
  }
  for (const pid of pids) {
    if (pid === String(process.pid) || !/^\d+$/.test(pid)) continue;
    try {
      process.kill(Number(pid), 0);
    } catch (err) {
      if (err.code === 'ESRCH') fs.rmSync(path.resolve('renderers', pid), { recursive: true, force: true });
    }
  }
}

function forget(slug) {
  const r = renderers.get(slug);
  if (!r) return;
  renderers.delete(slug);
  fs.rmSync(r.dir, { recursive: true, force: true });
}

/** Runs `fn` with the snapshot (and the product pages to render) where the pages read them, in the bundle's folder. */
async function withEnv(snapshotFile, productPages, dir, fn) {
  const cwd = process.cwd();
  process.env.STOREFRONT_SNAPSHOT = path.resolve(snapshotFile);
  if (productPages) process.env.STOREFRONT_PRODUCT_PAGES = JSON.stringify(productPages);
  else delete process.env.STOREFRONT_PRODUCT_PAGES;
  try {
    process.chdir(dir);
    return await fn();
  } finally {
    delete process.env.STOREFRONT_PRODUCT_PAGES;
    process.chdir(cwd);
  }
}

function copyClientFiles(from, to, ssrFiles, prefix = '') {
  let entries;
  try {
    entries = fs.readdirSync(path.join(from, prefix), { withFileTypes: true });
  } catch {
    return;
  }
  for (const e of entries) {
    const rel = prefix ? `${prefix}/${e.name}` : e.name;
    if (e.isDirectory()) {
      copyClientFiles(from, to, ssrFiles, rel);
      continue;
    }
    const base = rel.endsWith('.map') ? rel.slice(0, -4) : rel;
    if (ssrFiles.has(base) || rel.endsWith('.d.ts')) continue;
    fs.mkdirSync(path.join(to, prefix), { recursive: true });
    fs.copyFileSync(path.join(from, rel), path.join(to, rel));
  }
}

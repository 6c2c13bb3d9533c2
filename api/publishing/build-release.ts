import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { StorefrontSnapshot } from '@shared/storefront-snapshot';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
export const DEFAULT_BUILDER_SCRIPT = path.join(projectRoot, 'storefront-ssg', 'build-one.mjs');
/** A build that takes longer than this is stuck: killed and reported as failed. */
const BUILD_TIMEOUT_MS = 5 * 60_000;

export class BuildError extends Error {}

export interface BuildOptions {
  /** storefront-ssg/build-one.mjs unless a test points elsewhere. */
  builderScript?: string;
}

/**
 * Builds one store into `outDir` with Astro, in a child process: the API's event loop keeps answering requests
 * during the build, and a build that crashes or leaks cannot take the API down with it.
 * The build happens in `workDir` and the finished folder is renamed to `outDir`, so a release folder only ever
 * exists complete. `workDir` holds a node_modules link to the project's: Astro's intermediate server bundle (written
 * next to the output) imports react & co from there, and stays apart from any other build running at the same time.
 */
export async function buildRelease(snapshot: StorefrontSnapshot, outDir: string, workDir: string, opts: BuildOptions = {}): Promise<void> {
  fs.mkdirSync(workDir, { recursive: true });
  linkNodeModules(workDir);
  const name = path.basename(outDir);
  const snapshotFile = path.join(workDir, `${name}.json`);
  const buildDir = path.join(workDir, name);
  fs.writeFileSync(snapshotFile, JSON.stringify(snapshot));
  try {
    await runBuilder(opts.builderScript ?? DEFAULT_BUILDER_SCRIPT, snapshotFile, buildDir, workDir);
    if (!fs.existsSync(path.join(buildDir, 'home.html'))) throw new BuildError('La construction du site n’a produit aucune page.');
    // Astro's content-layer stubs are of no use to a static site.
    for (const stub of ['content-assets.mjs', 'content-modules.mjs']) fs.rmSync(path.join(buildDir, stub), { force: true });
    fs.mkdirSync(path.dirname(outDir), { recursive: true });
    fs.renameSync(buildDir, outDir);
  } finally {
    fs.rmSync(snapshotFile, { force: true });
    fs.rmSync(buildDir, { recursive: true, force: true });
    fs.rmSync(`${buildDir}.astro-cache`, { recursive: true, force: true });
  }
}

function linkNodeModules(workDir: string) {
  const link = path.join(workDir, 'node_modules');
  const target = path.join(projectRoot, 'node_modules');
  try {
    if (fs.readlinkSync(link) === target) return;
    fs.rmSync(link, { force: true });
  } catch {
    // no link yet
  }
  try {
    fs.symlinkSync(target, link, 'dir');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
}

function runBuilder(script: string, snapshotFile: string, outDir: string, cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    // cwd = the folder holding outDir: Astro then writes its intermediate bundle inside outDir, not in a shared .astro/.
    const child = spawn(process.execPath, [script, snapshotFile, outDir], {
      cwd,
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ASTRO_DISABLE_UPDATE_CHECK: 'true', NODE_ENV: 'production' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => {
      stderr = (stderr + d.toString()).slice(-4000);
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), BUILD_TIMEOUT_MS);
    child.on('error', (err) => {
      clearTimeout(timer);
      reject(new BuildError(`Construction impossible : ${err.message}`));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) return resolve();
      const why = stderr.trim().split('\n').filter(Boolean).slice(-3).join(' ').slice(0, 500);
      reject(new BuildError(`La construction du site a échoué (${signal ?? `code ${code}`})${why ? ` : ${why}` : ''}`));
    });
  });
}

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
const COMPRESSIBLE = /\.(html|js|css|svg|json|txt|xml)$/;

/**
 * Writes .br and .gz twins of every text file so serve.ts never compresses per request. Hashed assets that an
 * earlier release already compressed (same name = same content) are copied instead of compressed again.
 */
export async function precompress(outDir: string, previousRelease: string | null): Promise<void> {
  const files = listFiles(outDir).filter((f) => COMPRESSIBLE.test(f));
  for (const rel of files) {
    const full = path.join(outDir, rel);
    const hashed = rel.startsWith('_astro' + path.sep);
    if (hashed && previousRelease && fs.existsSync(path.join(previousRelease, rel + '.br'))) {
      fs.copyFileSync(path.join(previousRelease, rel + '.br'), full + '.br');
      fs.copyFileSync(path.join(previousRelease, rel + '.gz'), full + '.gz');
      continue;
    }
    const body = fs.readFileSync(full);
    if (body.length < 512) continue;
    const [gz, br] = await Promise.all([
      gzip(body, { level: 9 }),
      brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: hashed ? 11 : 6, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    ]);
    fs.writeFileSync(full + '.gz', gz);
    fs.writeFileSync(full + '.br', br);
  }
}

function listFiles(dir: string, prefix = ''): string[] {
  const out: string[] = [];
  for (const e of fs.readdirSync(path.join(dir, prefix), { withFileTypes: true })) {
    const rel = path.join(prefix, e.name);
    if (e.isDirectory()) out.push(...listFiles(dir, rel));
    else out.push(rel);
  }
  return out;
}

import { fork, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { StorefrontSnapshot } from '#shared/storefront-snapshot';
import {
  BUILD_DID_NOT_START,
  BUILD_NO_PAGE,
  BUILD_TOO_LONG,
  buildExited,
  buildFailed,
  buildImpossible,
} from '#shared/messages';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const BUILD_SERVER_SCRIPT = path.join(projectRoot, 'storefront-ssg', 'build-server.mjs');
/**
 * A warm builder is recycled after this many compiles (renders with a store's compiled templates do not count), so
 * the server bundles it loads and a slow leak in Astro/Vite never grow without bound.
 */
const BUILDS_PER_BUILDER = 50;
/** A build that takes longer than this is stuck: killed and reported as failed. */
const BUILD_TIMEOUT_MS = 5 * 60_000;

export class BuildError extends Error {}

export interface BuildOptions {
  /**
   * A one-shot builder CLI (`node <script> <snapshot.json> <outDir>`) instead of the warm Astro builder
   * (tests stand in for Astro with one; storefront-ssg/build-one.mjs is the one-shot Astro CLI).
   */
  builderScript?: string;
  /**
   * Render only these product pages (and every page that is not a product page) when the warm builder already
   * compiled this store: the caller completes the release from the live one (partial-release.ts). The one-shot
   * builder ignores it.
   */
  productPages?: string[];
}

export interface BuildResult {
  /** True when `outDir` holds only the rendered pages (asked with `productPages`), false for a whole site. */
  partial: boolean;
}

/**
 * Builds one store into `outDir` with Astro, in a child process: the API's event loop keeps answering requests
 * during the build, and a build that crashes or leaks cannot take the API down with it.
 * The build happens in `workDir` and the finished folder is renamed to `outDir`, so a release folder only ever
 * exists complete. `workDir` holds a node_modules link to the project's: Astro's intermediate server bundle (written
 * next to the output) imports react & co from there, and stays apart from any other build running at the same time.
 */
export async function buildRelease(
  snapshot: StorefrontSnapshot,
  outDir: string,
  workDir: string,
  opts: BuildOptions = {},
): Promise<BuildResult> {
  fs.mkdirSync(workDir, { recursive: true });
  linkNodeModules(workDir);
  const name = path.basename(outDir);
  const snapshotFile = path.join(workDir, `${name}.json`);
  const buildDir = path.join(workDir, name);
  fs.writeFileSync(snapshotFile, JSON.stringify(snapshot));
  try {
    let partial = false;
    if (opts.builderScript) await runBuilder(opts.builderScript, snapshotFile, buildDir, workDir);
    else partial = await warmBuild(snapshotFile, buildDir, workDir, opts.productPages ?? null);
    if (!fs.existsSync(path.join(buildDir, 'home.html'))) throw new BuildError(BUILD_NO_PAGE);
    // Astro's content-layer stubs are of no use to a static site.
    for (const stub of ['content-assets.mjs', 'content-modules.mjs'])
      fs.rmSync(path.join(buildDir, stub), { force: true });
    fs.mkdirSync(path.dirname(outDir), { recursive: true });
    fs.renameSync(buildDir, outDir);
    return { partial };
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

/** One-shot builds running now (STOREFRONT_BUILDER), stopped with the process (stopBuilds). */
const oneShotBuilds = new Set<ChildProcess>();

/** Stops every build running now (the process is stopping): their builds fail, nothing goes live. */
export function stopBuilds(): void {
  for (const child of oneShotBuilds) child.kill('SIGKILL');
  stopWarmBuilder();
}

function runBuilder(script: string, snapshotFile: string, outDir: string, cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    // cwd = the folder holding outDir: Astro then writes its intermediate bundle inside outDir, not in a shared .astro/.
    const child = spawn(process.execPath, [script, snapshotFile, outDir], {
      cwd,
      env: {
        ...process.env,
        ASTRO_TELEMETRY_DISABLED: '1',
        ASTRO_DISABLE_UPDATE_CHECK: 'true',
        NODE_ENV: 'production',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => {
      stderr = (stderr + d.toString()).slice(-4000);
    });
    oneShotBuilds.add(child);
    child.once('exit', () => oneShotBuilds.delete(child));
    const timer = setTimeout(() => child.kill('SIGKILL'), BUILD_TIMEOUT_MS);
    child.on('error', (err) => {
      clearTimeout(timer);
      reject(new BuildError(buildImpossible(err.message)));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) return resolve();
      const why = stderr.trim().split('\n').filter(Boolean).slice(-3).join(' ').slice(0, 500);
      reject(new BuildError(buildExited(signal ?? `code ${code}`, why)));
    });
  });
}

// ---- The warm builder: one forked storefront-ssg/build-server.mjs per work folder, builds queued one at a time.

interface WarmBuilder {
  child: ChildProcess;
  cwd: string;
  ready: Promise<void>;
  builds: number;
  stderr: string;
  pending: Map<string, { resolve: (partial: boolean) => void; reject: (e: Error) => void; timer: NodeJS.Timeout }>;
}

let builder: WarmBuilder | null = null;
let chain: Promise<unknown> = Promise.resolve();

function startBuilder(cwd: string): WarmBuilder {
  const child = fork(BUILD_SERVER_SCRIPT, [], {
    cwd,
    // Plain Node: the builder is a .mjs file, it needs none of the API's loader flags (tsx, vitest).
    execArgv: [],
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ASTRO_DISABLE_UPDATE_CHECK: 'true', NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  const b: WarmBuilder = { child, cwd, builds: 0, stderr: '', pending: new Map(), ready: Promise.resolve() };
  b.ready = new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', () => reject(new BuildError(BUILD_DID_NOT_START)));
  });
  b.ready.catch(() => {});
  child.stderr!.on('data', (d: Buffer) => {
    b.stderr = (b.stderr + d.toString()).slice(-4000);
  });
  child.on('message', (msg: { id?: string; ok?: boolean; partial?: boolean; compiled?: boolean; error?: string }) => {
    const p = msg.id ? b.pending.get(msg.id) : undefined;
    if (!p || !msg.id) return;
    // Each compile loads a new server bundle into the builder for good: it is recycled after BUILDS_PER_BUILDER.
    if (msg.compiled !== false) b.builds++;
    b.pending.delete(msg.id);
    clearTimeout(p.timer);
    if (msg.ok) p.resolve(msg.partial === true);
    else p.reject(new BuildError(buildFailed(msg.error)));
  });
  child.on('exit', (code, signal) => {
    if (builder === b) builder = null;
    const why = b.stderr.trim().split('\n').filter(Boolean).slice(-3).join(' ').slice(0, 500);
    for (const p of b.pending.values()) {
      clearTimeout(p.timer);
      p.reject(new BuildError(buildExited(signal ?? `code ${code}`, why)));
    }
    b.pending.clear();
  });
  // A failed spawn or a send to a builder that just died: the 'exit' handler above settles the builds; without this
  // listener the 'error' event would take the API process down.
  child.on('error', () => child.kill('SIGKILL'));
  // Idle, the builder must not keep the API process (or a test run) alive.
  child.unref();
  child.channel?.unref();
  return b;
}

/**
 * Builds with the warm builder (started on first use, restarted after a crash, a timeout or its quota of builds).
 * Resolves true when only the asked product pages and the other pages were rendered (the store was compiled already).
 */
function warmBuild(snapshotFile: string, outDir: string, cwd: string, productPages: string[] | null): Promise<boolean> {
  const run = async () => {
    if (builder && (builder.cwd !== cwd || builder.builds >= BUILDS_PER_BUILDER)) {
      retire(builder);
      builder = null;
    }
    builder ??= startBuilder(cwd);
    const b = builder;
    await b.ready;
    b.stderr = '';
    const id = path.basename(outDir);
    b.child.channel?.ref();
    try {
      return await new Promise<boolean>((resolve, reject) => {
        const timer = setTimeout(() => {
          b.child.kill('SIGKILL');
          reject(new BuildError(BUILD_TOO_LONG));
        }, BUILD_TIMEOUT_MS);
        b.pending.set(id, { resolve, reject, timer });
        b.child.send({ id, snapshotFile, outDir, productPages });
      });
    } finally {
      b.child.channel?.unref();
    }
  };
  const result = chain.then(run, run);
  chain = result.catch(() => {});
  return result;
}

/** CPU time of the builders recycled or stopped so far (warmBuilderCpuMs counts it). */
let retiredCpuMs = 0;

function cpuOfProcess(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of the file, in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

function retire(b: WarmBuilder) {
  retiredCpuMs += cpuOfProcess(b.child.pid) ?? 0;
  b.child.kill();
}

/**
 * CPU time (user + system, ms) the warm builders of this process have used so far (Linux; 0 without /proc): the
 * bench measures builds in CPU time, which a busy machine does not inflate as it does wall time.
 */
export function warmBuilderCpuMs(): number {
  return retiredCpuMs + (cpuOfProcess(builder?.child.pid) ?? 0);
}

/** Stops the warm builder (process shutdown, end of a test file). */
export function stopWarmBuilder(): void {
  if (builder) retire(builder);
  builder = null;
}

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
const COMPRESSIBLE = /\.(html|js|css|svg|json|txt|xml)$/;

/**
 * Writes .br and .gz twins of every text file so serve.ts never compresses per request. Hashed assets (same
 * name = same content, whatever the store) are compressed once at the highest level and kept in `cacheDir`.
 */
export async function precompress(outDir: string, cacheDir: string): Promise<void> {
  fs.mkdirSync(cacheDir, { recursive: true });
  const files = listFiles(outDir).filter((f) => COMPRESSIBLE.test(f));
  for (const rel of files) {
    const full = path.join(outDir, rel);
    const hashed = rel.startsWith('_astro' + path.sep);
    const cached = hashed ? path.join(cacheDir, path.basename(rel)) : null;
    if (cached && fs.existsSync(cached + '.br') && fs.existsSync(cached + '.gz')) {
      fs.copyFileSync(cached + '.br', full + '.br');
      fs.copyFileSync(cached + '.gz', full + '.gz');
      continue;
    }
    const body = fs.readFileSync(full);
    if (body.length < 512) continue;
    const [gz, br] = await Promise.all([
      gzip(body, { level: hashed ? 9 : 6 }),
      brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: hashed ? 11 : 5,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    ]);
    fs.writeFileSync(full + '.gz', gz);
    fs.writeFileSync(full + '.br', br);
    if (cached) {
      // Written under a temporary name then renamed: a concurrent reader never sees half a file.
      for (const [ext, data] of [
        ['.gz', gz],
        ['.br', br],
      ] as const) {
        fs.writeFileSync(`${cached}${ext}.${process.pid}.tmp`, data);
        fs.renameSync(`${cached}${ext}.${process.pid}.tmp`, cached + ext);
      }
    }
  }
}

/** Every file under `dir`, as paths relative to it. */
export function listFiles(dir: string, prefix = ''): string[] {
  const out: string[] = [];
  for (const e of fs.readdirSync(path.join(dir, prefix), { withFileTypes: true })) {
    const rel = path.join(prefix, e.name);
    if (e.isDirectory()) out.push(...listFiles(dir, rel));
    else out.push(rel);
  }
  return out;
}

// Build step: the PWA's text files get .br and .gz twins written once, at build time, next to them in
// dist/pwa; api/web/pwa.ts sends the twin the browser accepts, so the server never compresses a build file itself.
// Images and fonts are already compressed: left alone. Kept out of vite.config.ts's own blocks (one line there).
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text types worth compressing (what pwa.ts serves as text). */
export const PRECOMPRESSED = /\.(?:html|js|mjs|css|json|webmanifest|svg|txt|xml)$/i;
/** Under 1 KB a twin saves nothing worth a request's headers. */
export const PRECOMPRESS_MIN_BYTES = 1024;

async function listFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const e of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...(await listFiles(full)));
    else if (e.isFile()) out.push(full);
  }
  return out;
}

/** Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) for every text file of `dir` of 1 KB or more. */
export async function precompressDir(dir: string): Promise<number> {
  const files = (await listFiles(dir)).filter((f) => PRECOMPRESSED.test(f));
  let written = 0;
  for (const file of files) {
    const body = await fs.readFile(file);
    if (body.length < PRECOMPRESS_MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gzip(body, { level: 9 }),
    ]);
    await fs.writeFile(file + '.br', br);
    await fs.writeFile(file + '.gz', gz);
    written++;
  }
  return written;
}

/** Vite plugin: after the whole build (the service worker included), compress dist/pwa's text files once. */
export function precompressBuild(): Plugin {
  let outDir = '';
  return {
    name: 'boutique-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        await precompressDir(outDir);
      },
    },
  };
}

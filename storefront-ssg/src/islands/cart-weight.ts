import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

/** The cart page's script as a browser gets it (bundled with what it imports, minified), and its gzipped size. */
export const CART_SCRIPT_BUDGET = 15 * 1024;

export async function cartScriptWeight(): Promise<{ bytes: number; gzip: number }> {
  const entry = path.join(path.dirname(fileURLToPath(import.meta.url)), 'cart-page.ts');
  const out = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2020',
    write: false,
    logLevel: 'silent',
  });
  const code = out.outputFiles[0]!.contents;
  return { bytes: code.byteLength, gzip: gzipSync(code, { level: 9 }).byteLength };
}

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorefrontSnapshot } from '#shared/storefront-snapshot';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
/** What the pages are made of besides the data: the generator's sources and its config. */
const TEMPLATE_SOURCES = [path.join(projectRoot, 'storefront-ssg'), path.join(projectRoot, 'astro.config.mjs')];
const SKIPPED = new Set(['.astro', 'node_modules', 'dist', 'fixtures']);

let templates: string | null = null;

/** A hash of every storefront template file, computed once per process (a deploy that changes a page rebuilds). */
export function templatesFingerprint(): string {
  if (templates) return templates;
  const hash = createHash('sha256');
  const visit = (p: string) => {
    const stat = fs.statSync(p, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(p).sort()) if (!SKIPPED.has(name)) visit(path.join(p, name));
    } else {
      hash.update(path.relative(projectRoot, p)).update('\0').update(fs.readFileSync(p)).update('\0');
    }
  };
  for (const source of TEMPLATE_SOURCES) visit(source);
  templates = hash.digest('hex');
  return templates;
}

/**
 * What a shopper would see, as one hash: the snapshot (less the moment it was exported) and the templates. Two
 * publish jobs with the same fingerprint produce the same pages, so the second one skips the build.
 */
export function publishFingerprint(snapshot: StorefrontSnapshot): string {
  const { exportedAt: _exportedAt, ...shown } = snapshot;
  return createHash('sha256').update(templatesFingerprint()).update(JSON.stringify(shown)).digest('hex');
}

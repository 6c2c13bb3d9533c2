import fs from 'node:fs';
import path from 'node:path';
import type { StorefrontSnapshot } from '#shared/storefront-snapshot';
import { listFiles } from './build-release';
import { storeDir } from './releases';

// A release rendered in part (only some product pages, plus the pages that are not product pages) is completed from
// the live release: every file it did not render is hard-linked from there (copied where links are refused). A
// release is never written once it is live, and a rebuilt file is always a new file (never written through a link),
// so the live release stays as it was until `current` is swapped.

const PRODUCT_ID = /^[A-Za-z0-9_-]{1,100}$/;

/** Product ids that can safely name a page file (products/<id>.html). */
export const isSafeProductId = (id: string) => PRODUCT_ID.test(id);

/**
 * Completes `outDir` (the pages just rendered, with their .br/.gz twins) from `previousDir`: every other file is
 * linked, except the pages of `removedProducts` and the compressed twins of a rendered page (the new page may be too
 * small to get one, and the old twin would then serve old content).
 */
export function completeFromPrevious(previousDir: string, outDir: string, removedProducts: string[]): number {
  const rendered = new Set(listFiles(outDir).map((f) => f.split(path.sep).join('/')));
  const removed = new Set(removedProducts.map((id) => `products/${id}.html`));
  let linked = 0;
  for (const file of listFiles(previousDir)) {
    const rel = file.split(path.sep).join('/');
    const page = rel.replace(/\.(br|gz)$/, '');
    if (rendered.has(rel) || removed.has(page)) continue;
    if (page !== rel && rendered.has(page)) continue;
    const to = path.join(outDir, file);
    fs.mkdirSync(path.dirname(to), { recursive: true });
    try {
      fs.linkSync(path.join(previousDir, file), to);
    } catch {
      fs.copyFileSync(path.join(previousDir, file), to);
    }
    linked++;
  }
  return linked;
}

// The snapshot the live release was rendered from, kept next to the releases (not served: only `current` is), so the
// next publication renders only what changed (page-plan.ts).
const publishedFile = (dataDir: string, slug: string) => path.join(storeDir(dataDir, slug), 'published-snapshot.json');

export function readPublishedSnapshot(dataDir: string, slug: string, releaseId: string): StorefrontSnapshot | null {
  try {
    const saved = JSON.parse(fs.readFileSync(publishedFile(dataDir, slug), 'utf8')) as {
      releaseId: string;
      snapshot: StorefrontSnapshot;
    };
    return saved.releaseId === releaseId ? saved.snapshot : null;
  } catch {
    return null;
  }
}

export function writePublishedSnapshot(
  dataDir: string,
  slug: string,
  releaseId: string,
  snapshot: StorefrontSnapshot,
): void {
  const file = publishedFile(dataDir, slug);
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify({ releaseId, snapshot }));
  fs.renameSync(tmp, file);
}

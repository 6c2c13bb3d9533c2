import type { DB } from '../db/database';
import { asFiles, isSafeKey, type FilesArg } from '../storage/files';
import { savePreview } from '../uploads/preview-picture';

/** At most this many pictures get their preview per publication (a big old catalogue catches up over a few). */
const BACKFILL_PER_RUN = 200;

/**
 * Makes the link-preview JPEG of the store's product pictures that have none (uploaded before previews existed,
 * the demo's included), from their largest WebP rendition — the upload itself is not kept. Run by the publisher
 * before it exports the snapshot, so the pages and the feed have them; a picture whose files cannot be read is left
 * without (its page falls back to the store's preview) and tried again next time.
 */
export async function ensureProductPreviews(db: DB, where: FilesArg, storeId: string): Promise<number> {
  const missing = await db
    .selectFrom('product_images')
    .innerJoin('products', 'products.id', 'product_images.product_id')
    .select(['product_images.id', 'product_images.variants'])
    .where('product_images.store_id', '=', storeId)
    .where('product_images.preview', 'is', null)
    .where('products.deleted_at', 'is', null)
    .where('products.published', '=', 1)
    .orderBy('product_images.position')
    .orderBy('product_images.id')
    .limit(BACKFILL_PER_RUN)
    .execute();
  const files = asFiles(where);
  let made = 0;
  for (const row of missing) {
    const source = largestRendition(row.variants);
    if (!source) continue;
    try {
      const file = await files.get(source);
      if (!file || file === 'not-modified') continue;
      const preview = await savePreview(files, file.body, source.replace(/-\d+\.webp$/, '-preview.jpg'));
      await db
        .updateTable('product_images')
        .set({ preview: JSON.stringify(preview) })
        .where('id', '=', row.id)
        .where('preview', 'is', null)
        .execute();
      made++;
    } catch {
      // an unreadable picture stays without a preview; the next publication tries again
    }
  }
  return made;
}

/** The key of the widest WebP rendition of a variants JSON, or null. */
function largestRendition(variantsJson: string): string | null {
  let variants: Record<string, unknown>;
  try {
    variants = JSON.parse(variantsJson) as Record<string, unknown>;
  } catch {
    return null;
  }
  const widest = Object.entries(variants)
    .map(([w, url]) => ({ width: Number(w), url: String(url) }))
    .filter((v) => v.width > 0 && /^\/uploads\/[a-z0-9-]+\/[A-Za-z0-9-]+-\d+\.webp$/.test(v.url))
    .sort((a, b) => b.width - a.width)[0];
  const key = widest?.url.slice(1);
  return key && isSafeKey(key) ? key : null;
}

import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { newId, nowIso } from '../ids';
import { toSnapshotImage, type Renditions } from '../uploads/renditions';
import type { GalleryImageDto } from '#shared/schemas/personalization';
import { readWebsite, type Website } from './website';

/** The store fields the personalization shows and edits. */
export async function findPersonalization(db: Kysely<Database>, storeId: string) {
  const row = await db
    .selectFrom('stores')
    .select(['slug', 'website', 'color', 'facebook_pixel_id'])
    .where('id', '=', storeId)
    .executeTakeFirstOrThrow();
  return {
    slug: row.slug,
    website: readWebsite(row.website),
    color: row.color,
    facebook_pixel_id: row.facebook_pixel_id,
  };
}

export async function saveWebsite(
  db: Kysely<Database>,
  storeId: string,
  website: Website,
  fields: { color: string | null; facebook_pixel_id: string | null },
): Promise<void> {
  await db
    .updateTable('stores')
    .set({ website: JSON.stringify(website), ...fields, updated_at: nowIso() })
    .where('id', '=', storeId)
    .execute();
}

export async function listGallery(db: Kysely<Database>, storeId: string): Promise<GalleryImageDto[]> {
  const rows = await db
    .selectFrom('gallery_images')
    .select(['id', 'width', 'height', 'variants'])
    .where('store_id', '=', storeId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.flatMap((r) => {
    const image = toSnapshotImage(r);
    return image ? [{ id: r.id, image }] : [];
  });
}

export async function countGallery(db: Kysely<Database>, storeId: string): Promise<number> {
  const row = await db
    .selectFrom('gallery_images')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('store_id', '=', storeId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertGalleryImages(db: Kysely<Database>, storeId: string, images: Renditions[]) {
  const last = await db
    .selectFrom('gallery_images')
    .select((eb) => eb.fn.max('position').as('p'))
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  let position = Number(last?.p ?? -1) + 1;
  const now = nowIso();
  for (const r of images) {
    await db
      .insertInto('gallery_images')
      .values({
        id: newId(),
        store_id: storeId,
        position: position++,
        width: r.width,
        height: r.height,
        variants: JSON.stringify(r.variants),
        created_at: now,
      })
      .execute();
  }
}

/** Deletes one of the store's gallery images; undefined when it is not this store's (→ 404). */
export async function deleteGalleryImage(db: Kysely<Database>, storeId: string, id: string) {
  const row = await db
    .selectFrom('gallery_images')
    .select(['id', 'variants'])
    .where('id', '=', id)
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  if (!row) return undefined;
  await db.deleteFrom('gallery_images').where('id', '=', id).where('store_id', '=', storeId).execute();
  return row;
}

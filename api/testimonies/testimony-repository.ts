import type { Kysely, Selectable } from 'kysely';
import type { TestimonyData, TestimonyDto, TestimonyType } from '#shared/schemas/testimony';
import type { Database } from '../db/schema';
import type { TestimoniesTable } from '../db/tables-content';
import { newId, nowIso } from '../ids';
import { toSnapshotImage, type Renditions } from '../uploads/renditions';

type Row = Selectable<TestimoniesTable> & { product_name: string };

export function toDto(row: Row): TestimonyDto {
  return {
    id: row.id,
    product_id: row.product_id,
    product_name: row.product_name,
    name: row.name,
    rating: row.rating,
    type: row.type,
    content: row.type === 'image' ? '' : row.content,
    image:
      row.type === 'image' && row.image_variants
        ? toSnapshotImage({ width: row.image_width ?? 0, height: row.image_height ?? 0, variants: row.image_variants })
        : null,
    visible: row.visible === 1,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

const withProduct = (db: Kysely<Database>, storeId: string) =>
  db
    .selectFrom('testimonies')
    .innerJoin('products', 'products.id', 'testimonies.product_id')
    .selectAll('testimonies')
    .select('products.name as product_name')
    .where('testimonies.store_id', '=', storeId);

export async function listTestimonies(
  db: Kysely<Database>,
  storeId: string,
  filters: { productId?: string; type?: TestimonyType },
): Promise<TestimonyDto[]> {
  let q = withProduct(db, storeId);
  if (filters.productId) q = q.where('testimonies.product_id', '=', filters.productId);
  if (filters.type) q = q.where('testimonies.type', '=', filters.type);
  const rows = await q.orderBy('testimonies.created_at', 'desc').orderBy('testimonies.id', 'desc').execute();
  return rows.map(toDto);
}

/** One of the store's testimonies; undefined for another store's id (→ 404). */
export async function findTestimony(db: Kysely<Database>, storeId: string, id: string) {
  return withProduct(db, storeId).where('testimonies.id', '=', id).executeTakeFirst();
}

/** Is this one of the store's (not deleted) products? */
export async function ownProductExists(db: Kysely<Database>, storeId: string, productId: string): Promise<boolean> {
  const row = await db
    .selectFrom('products')
    .select('id')
    .where('id', '=', productId)
    .where('store_id', '=', storeId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Boolean(row);
}

const imageColumns = (image: Renditions | null) =>
  image
    ? { image_width: image.width, image_height: image.height, image_variants: JSON.stringify(image.variants) }
    : { image_width: null, image_height: null, image_variants: null };

export async function insertTestimony(
  db: Kysely<Database>,
  storeId: string,
  input: TestimonyData,
  image: Renditions | null,
): Promise<string> {
  const id = newId();
  const now = nowIso();
  await db
    .insertInto('testimonies')
    .values({
      id,
      store_id: storeId,
      product_id: input.product_id,
      name: input.name,
      rating: input.rating,
      type: input.type,
      content: input.type === 'image' ? '' : input.content,
      ...imageColumns(image),
      visible: input.visible ? 1 : 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/** Updates a testimony; `image` undefined keeps the stored picture (an image testimony edited without a new file). */
export async function updateTestimony(
  db: Kysely<Database>,
  storeId: string,
  id: string,
  input: TestimonyData,
  image: Renditions | null | undefined,
): Promise<void> {
  await db
    .updateTable('testimonies')
    .set({
      product_id: input.product_id,
      name: input.name,
      rating: input.rating,
      type: input.type,
      content: input.type === 'image' ? '' : input.content,
      ...(image !== undefined ? imageColumns(image) : {}),
      visible: input.visible ? 1 : 0,
      updated_at: nowIso(),
    })
    .where('id', '=', id)
    .where('store_id', '=', storeId)
    .execute();
}

export async function setTestimonyVisible(db: Kysely<Database>, storeId: string, id: string, visible: boolean) {
  await db
    .updateTable('testimonies')
    .set({ visible: visible ? 1 : 0, updated_at: nowIso() })
    .where('id', '=', id)
    .where('store_id', '=', storeId)
    .execute();
}

export async function deleteTestimony(db: Kysely<Database>, storeId: string, id: string) {
  await db.deleteFrom('testimonies').where('id', '=', id).where('store_id', '=', storeId).execute();
}

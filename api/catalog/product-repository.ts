import { IMAGE_NOT_FOUND } from '#shared/schemas/catalog';
import type { DB } from '../db/database';
import type { OrdersTable, ProductImagesTable } from '../db/tables-catalog';
import { notFound } from '../http/errors';
import { nowIso } from '../ids';

/** Soft delete of a product and its live variants (offline clients and the published snapshot may still hold them). */
export async function softDeleteProduct(db: DB, storeId: string, productId: string): Promise<void> {
  const now = nowIso();
  await db
    .updateTable('sub_products')
    .set({ deleted_at: now, updated_at: now })
    .where('product_id', '=', productId)
    .where('deleted_at', 'is', null)
    .execute();
  await db
    .updateTable('products')
    .set({ deleted_at: now, updated_at: now })
    .where('id', '=', productId)
    .where('store_id', '=', storeId)
    .execute();
}

/** A product's pictures in their order (the first is the main one). */
export function listProductImages(db: DB, productId: string): Promise<ProductImagesTable[]> {
  return db.selectFrom('product_images').selectAll().where('product_id', '=', productId).orderBy('position').execute();
}

/** The latest 50 orders of the store that include the product, newest first. */
export function ordersWithProduct(db: DB, storeId: string, productId: string): Promise<OrdersTable[]> {
  return (
    db
      .selectFrom('orders')
      .selectAll()
      .where('store_id', '=', storeId)
      // The first line's product is in product_id; the others only in the lines JSON (ids are UUIDs: no escaping).
      .where((eb) => eb.or([eb('product_id', '=', productId), eb('lines', 'like', `%"productId":"${productId}"%`)]))
      .orderBy('created_at', 'desc')
      .limit(50)
      .execute()
  );
}

/** One picture of one of the caller's products, or 404. */
export async function findOwnProductImage(
  db: DB,
  storeId: string,
  productId: string,
  imageId: string,
): Promise<ProductImagesTable> {
  const image = await db
    .selectFrom('product_images')
    .selectAll()
    .where('id', '=', imageId)
    .where('product_id', '=', productId)
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  if (!image) throw notFound(IMAGE_NOT_FOUND);
  return image;
}

/** Removes a picture's row and marks its product changed (the files are removed by the caller after the commit). */
export async function deleteProductImage(db: DB, productId: string, imageId: string): Promise<void> {
  await db.deleteFrom('product_images').where('id', '=', imageId).execute();
  await db.updateTable('products').set({ updated_at: nowIso() }).where('id', '=', productId).execute();
}

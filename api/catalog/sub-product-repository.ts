import { SUB_PRODUCT_NOT_FOUND, type SubProductInput, type SubProductUpdateInput } from '#shared/schemas/catalog';
import type { DB } from '../db/database';
import type { SubProductsTable } from '../db/tables-catalog';
import { notFound } from '../http/errors';
import { newId, nowIso } from '../ids';
import { assertStockUnmoved, findOwnProduct } from './product-service';

/** The live variants of one of the caller's products, oldest first (404 for another store's product). */
export async function listSubProducts(db: DB, storeId: string, productId: string): Promise<SubProductsTable[]> {
  const product = await findOwnProduct(db, storeId, productId);
  return db
    .selectFrom('sub_products')
    .selectAll()
    .where('product_id', '=', product.id)
    .where('store_id', '=', storeId)
    .where('deleted_at', 'is', null)
    .orderBy('created_at')
    .execute();
}

/** A live variant of one of the caller's live products, or 404. */
export async function findOwnSubProduct(
  db: DB,
  storeId: string,
  productId: string,
  subId: string,
): Promise<SubProductsTable> {
  const product = await findOwnProduct(db, storeId, productId);
  const row = await db
    .selectFrom('sub_products')
    .selectAll()
    .where('id', '=', subId)
    .where('product_id', '=', product.id)
    .where('store_id', '=', storeId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound(SUB_PRODUCT_NOT_FOUND);
  return row;
}

/** Inserts a variant of a product already checked with `findOwnProduct`; returns its row. */
export async function insertSubProduct(
  db: DB,
  storeId: string,
  productId: string,
  input: SubProductInput,
): Promise<SubProductsTable> {
  const now = nowIso();
  const row = {
    id: newId(),
    store_id: storeId,
    product_id: productId,
    name: input.name,
    size: input.size,
    color: input.color,
    price: input.price,
    stock: input.stock,
    created_at: now,
    updated_at: now,
    deleted_at: null,
  };
  await db.insertInto('sub_products').values(row).execute();
  return row;
}

/**
 * Applies the given fields to a variant read by `findOwnSubProduct` and returns it as it now is. A stock edit is a
 * compare-and-set on the stock read: if an order moved it in between, 409 with the current stock (assertStockUnmoved).
 */
export async function updateSubProduct(
  db: DB,
  storeId: string,
  row: SubProductsTable,
  input: SubProductUpdateInput,
): Promise<SubProductsTable> {
  const changes = {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.size !== undefined ? { size: input.size } : {}),
    ...(input.color !== undefined ? { color: input.color } : {}),
    ...(input.price !== undefined ? { price: input.price } : {}),
    ...(input.stock !== undefined ? { stock: input.stock } : {}),
    updated_at: nowIso(),
  };
  const updated = await db
    .updateTable('sub_products')
    .set(changes)
    .where('id', '=', row.id)
    .where('store_id', '=', storeId)
    // Compare-and-set on the stock read above: an order in between makes this match nothing.
    .$if(input.stock !== undefined, (qb) => qb.where('stock', '=', row.stock))
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) {
    const now = await findOwnSubProduct(db, storeId, row.product_id, row.id);
    assertStockUnmoved(now.stock, { stock: input.stock, stockSeen: row.stock });
  }
  return { ...row, ...changes };
}

/** Soft delete of a variant (offline clients and the published snapshot may still hold its id). */
export async function softDeleteSubProduct(db: DB, storeId: string, subId: string): Promise<void> {
  const now = nowIso();
  await db
    .updateTable('sub_products')
    .set({ deleted_at: now, updated_at: now })
    .where('id', '=', subId)
    .where('store_id', '=', storeId)
    .execute();
}

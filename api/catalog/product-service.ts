import { sql } from 'kysely';
import type { DB } from '../db/database';
import {
  discountEndFromPeriod,
  LOW_STOCK,
  stockMovedMessage,
  type ProductSort,
  type StockFilter,
  DISCOUNT_END_BEFORE_START,
  DISCOUNT_NOT_LOWER,
  IMAGE_ORDER_MISMATCH,
  PRODUCT_IMAGES_MAX,
  PRODUCT_NOT_FOUND,
  TOO_MANY_IMAGES,
  REFERENCE_TAKEN,
  type ProductInput,
  type ProductUpdateInput,
} from '#shared/schemas/catalog';
import type { ProductsTable } from '../db/tables-catalog';
import type { CheckedImage } from '../uploads/images';
import { ApiError, notFound } from '../http/errors';
import { newId, nowIso } from '../ids';
import { productJson } from './serialize';
import { renderProductImage, type ProcessedProductImage } from './product-images';
import { discardFiles } from '../storage/discard';
import { CATEGORY_NOT_FOUND, DATA_INVALID } from '#shared/messages';
import type { FilesArg } from '../storage/files';

export { CATEGORY_NOT_FOUND };

/** A category given in a product body must be one of the caller's own, live categories. */
export async function assertOwnCategory(db: DB, storeId: string, categoryId: string | null | undefined): Promise<void> {
  if (!categoryId) return;
  const found = await db
    .selectFrom('categories')
    .select('id')
    .where('id', '=', categoryId)
    .where('store_id', '=', storeId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!found) throw new ApiError(422, CATEGORY_NOT_FOUND, { category: [CATEGORY_NOT_FOUND] });
}

/** The caller's live product or 404 (another store's id answers exactly like a missing one). */
export async function findOwnProduct(db: DB, storeId: string, productId: string): Promise<ProductsTable> {
  const row = await db
    .selectFrom('products')
    .selectAll()
    .where('id', '=', productId)
    .where('store_id', '=', storeId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  return row;
}

/**
 * A stock edit carries the stock the merchant saw (`stockSeen`). If the server's moved since (a shopper's order
 * reserved some while she was typing, or on another device), her value is refused rather than overwriting the
 * reservation: 409 with the current stock on the `stock` field, for her to check and save again.
 */
export function assertStockUnmoved(current: number, input: { stock?: number; stockSeen?: number | null }): void {
  if (input.stock === undefined || input.stockSeen == null || input.stockSeen === current) return;
  const message = stockMovedMessage(current);
  throw new ApiError(409, message, { stock: [message] });
}

/** Discount dates from the form: an explicit end wins; otherwise a period in days counts from the start (or today). */
function discountDates(input: {
  discount_period?: number | null;
  discountStart?: string | null;
  discountEnd?: string | null;
}) {
  let start = input.discountStart ?? null;
  let end = input.discountEnd ?? null;
  if (input.discount_period != null && !end) {
    start ??= nowIso().slice(0, 10);
    end = discountEndFromPeriod(start, input.discount_period);
  }
  return { start, end };
}

/** Renders and stores images before the transaction; the caller removes the files if the transaction fails. */
export async function renderImages(
  images: (CheckedImage | Buffer)[],
  where: FilesArg,
): Promise<ProcessedProductImage[]> {
  const done: ProcessedProductImage[] = [];
  try {
    for (const image of images) done.push(await renderProductImage(image, where));
  } catch (err) {
    await discardFiles(
      where,
      done.flatMap((d) => d.files),
      err,
    );
    throw err;
  }
  return done;
}

async function insertImages(trx: DB, storeId: string, productId: string, rendered: ProcessedProductImage[]) {
  const last = await trx
    .selectFrom('product_images')
    .select((eb) => [eb.fn.max('position').as('maxPosition'), eb.fn.countAll<number>().as('count')])
    .where('product_id', '=', productId)
    .executeTakeFirst();
  const count = Number(last?.count ?? 0);
  if (count + rendered.length > PRODUCT_IMAGES_MAX)
    throw new ApiError(422, TOO_MANY_IMAGES, { images: [TOO_MANY_IMAGES] });
  let position = last?.maxPosition == null ? 0 : Number(last.maxPosition) + 1;
  const now = nowIso();
  for (const image of rendered) {
    await trx
      .insertInto('product_images')
      .values({
        id: image.id,
        store_id: storeId,
        product_id: productId,
        position: position++,
        width: image.width,
        height: image.height,
        variants: JSON.stringify(image.variants),
        preview: JSON.stringify(image.preview),
        created_at: now,
      })
      .execute();
  }
}

/** Runs a write that references freshly rendered image files; on failure the files go too (no orphans). */
export async function withRenderedImages<T>(
  where: FilesArg,
  rendered: ProcessedProductImage[],
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (err) {
    await discardFiles(
      where,
      rendered.flatMap((r) => r.files),
      err,
    );
    throw err;
  }
}

/** A reference another live product of the store already carries is refused on the field (422). */
export async function assertReferenceFree(
  db: DB,
  storeId: string,
  reference: string | null | undefined,
  productId?: string,
): Promise<void> {
  if (!reference) return;
  const other = await db
    .selectFrom('products')
    .select('id')
    .where('store_id', '=', storeId)
    .where('reference', '=', reference)
    .where('deleted_at', 'is', null)
    .$if(productId !== undefined, (qb) => qb.where('id', '!=', productId!))
    .executeTakeFirst();
  if (other) throw new ApiError(422, DATA_INVALID, { reference: [REFERENCE_TAKEN] });
}

export async function insertProduct(
  trx: DB,
  storeId: string,
  input: ProductInput,
  rendered: ProcessedProductImage[],
): Promise<string> {
  await assertOwnCategory(trx, storeId, input.category);
  await assertReferenceFree(trx, storeId, input.reference);
  const id = newId();
  const now = nowIso();
  const { start, end } = discountDates(input);
  await trx
    .insertInto('products')
    .values({
      id,
      store_id: storeId,
      category_id: input.category,
      name: input.name,
      reference: input.reference,
      description: input.description,
      price: input.price,
      discount_price: input.discountPrice,
      stock: input.stock,
      discount_start: start,
      discount_end: end,
      sizes: JSON.stringify(input.sizes),
      colors: JSON.stringify(input.colors),
      published: input.published === false ? 0 : 1,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    })
    .execute();
  await insertImages(trx, storeId, id, rendered);
  return id;
}

export async function updateProduct(
  trx: DB,
  storeId: string,
  productId: string,
  input: ProductUpdateInput,
  rendered: ProcessedProductImage[],
): Promise<void> {
  const current = await findOwnProduct(trx, storeId, productId);
  if (input.category !== undefined) await assertOwnCategory(trx, storeId, input.category);
  if (input.reference !== undefined) await assertReferenceFree(trx, storeId, input.reference, productId);
  assertStockUnmoved(current.stock, input);
  // The price rule is checked against the merged record: a lone new discount must stay under the stored price.
  const price = input.price ?? current.price;
  const discountPrice = input.discountPrice !== undefined ? input.discountPrice : current.discount_price;
  if (discountPrice != null && discountPrice >= price) {
    throw new ApiError(422, DATA_INVALID, {
      discountPrice: [DISCOUNT_NOT_LOWER],
    });
  }
  const dates =
    input.discountStart !== undefined || input.discountEnd !== undefined || input.discount_period != null
      ? discountDates({
          discount_period: input.discount_period,
          discountStart: input.discountStart !== undefined ? input.discountStart : current.discount_start,
          discountEnd:
            input.discountEnd !== undefined
              ? input.discountEnd
              : input.discount_period != null
                ? null
                : current.discount_end,
        })
      : { start: current.discount_start, end: current.discount_end };
  if (dates.start && dates.end && dates.end < dates.start) {
    throw new ApiError(422, DATA_INVALID, {
      discountEnd: [DISCOUNT_END_BEFORE_START],
    });
  }
  const updated = await trx
    .updateTable('products')
    .set({
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.reference !== undefined ? { reference: input.reference } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.category !== undefined ? { category_id: input.category } : {}),
      price,
      discount_price: discountPrice,
      ...(input.stock !== undefined ? { stock: input.stock } : {}),
      discount_start: dates.start,
      discount_end: dates.end,
      ...(input.sizes !== undefined ? { sizes: JSON.stringify(input.sizes) } : {}),
      ...(input.colors !== undefined ? { colors: JSON.stringify(input.colors) } : {}),
      ...(input.published !== undefined ? { published: input.published ? 1 : 0 } : {}),
      updated_at: nowIso(),
    })
    .where('id', '=', productId)
    .where('store_id', '=', storeId)
    // Compare-and-set: an order committed between the read above and this write makes it match nothing.
    .$if(input.stock !== undefined, (qb) => qb.where('stock', '=', current.stock))
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) {
    const now = await findOwnProduct(trx, storeId, productId);
    assertStockUnmoved(now.stock, { stock: input.stock, stockSeen: current.stock });
  }
  await insertImages(trx, storeId, productId, rendered);
}

/** Adds images to an existing product (checked against the per-product maximum). */
export async function addProductImages(trx: DB, storeId: string, productId: string, rendered: ProcessedProductImage[]) {
  await findOwnProduct(trx, storeId, productId);
  await insertImages(trx, storeId, productId, rendered);
  await trx.updateTable('products').set({ updated_at: nowIso() }).where('id', '=', productId).execute();
}

/** Gives the product's images the positions of `ids` (every image exactly once; the first is the main one). */
export async function reorderImages(trx: DB, storeId: string, productId: string, ids: string[]) {
  const images = await trx
    .selectFrom('product_images')
    .select('id')
    .where('product_id', '=', productId)
    .where('store_id', '=', storeId)
    .execute();
  const known = new Set(images.map((i) => i.id));
  if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id))) {
    throw new ApiError(422, IMAGE_ORDER_MISMATCH, { ids: [IMAGE_ORDER_MISMATCH] });
  }
  for (const [position, id] of ids.entries()) {
    await trx.updateTable('product_images').set({ position }).where('id', '=', id).execute();
  }
  await trx.updateTable('products').set({ updated_at: nowIso() }).where('id', '=', productId).execute();
}

/** One product with its category name, images (in order) and live sub-products. */
export async function loadProductJson(db: DB, storeId: string, productId: string) {
  const row = await findOwnProduct(db, storeId, productId);
  const [category, images, subProducts] = await Promise.all([
    row.category_id
      ? db
          .selectFrom('categories')
          .select(['id', 'name'])
          .where('id', '=', row.category_id)
          .where('deleted_at', 'is', null)
          .executeTakeFirst()
      : Promise.resolve(undefined),
    db.selectFrom('product_images').selectAll().where('product_id', '=', row.id).orderBy('position').execute(),
    db
      .selectFrom('sub_products')
      .selectAll()
      .where('product_id', '=', row.id)
      .where('deleted_at', 'is', null)
      .orderBy('created_at')
      .execute(),
  ]);
  return productJson(row, { category: category ?? null, images, subProducts });
}

export interface ProductListQuery {
  page: number;
  perPage: number;
  /** a category id, or 'none' for products without one */
  category?: string;
  search?: string;
  stock?: StockFilter;
  sort?: ProductSort;
}

/** A page of the caller's products, newest first, each with its images and sub-products (batched, no N+1). */
export async function listProducts(db: DB, storeId: string, q: ProductListQuery) {
  let base = db.selectFrom('products').where('store_id', '=', storeId).where('deleted_at', 'is', null);
  if (q.category === 'none') base = base.where('category_id', 'is', null);
  else if (q.category) base = base.where('category_id', '=', q.category);
  if (q.search) {
    // LIKE wildcards typed by the merchant are matched literally. lower() on both sides: SQLite's LIKE ignores ASCII
    // case, PostgreSQL's does not.
    const pattern = `%${q.search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    base = base.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['name']), 'like', sql<string>`lower(${pattern}) escape '\\'`),
        eb(eb.fn('lower', ['description']), 'like', sql<string>`lower(${pattern}) escape '\\'`),
        eb(eb.fn('lower', ['reference']), 'like', sql<string>`lower(${pattern}) escape '\\'`),
      ]),
    );
  }
  if (q.stock === 'out') base = base.where('stock', '<=', 0);
  else if (q.stock === 'low') base = base.where('stock', '>', 0).where('stock', '<=', LOW_STOCK);
  else if (q.stock === 'in') base = base.where('stock', '>', LOW_STOCK);
  const totalRow = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
  let ordered = base.selectAll();
  switch (q.sort ?? 'recent') {
    case 'name':
      ordered = ordered.orderBy('name', 'asc');
      break;
    case 'price-asc':
      ordered = ordered.orderBy('price', 'asc');
      break;
    case 'price-desc':
      ordered = ordered.orderBy('price', 'desc');
      break;
    case 'stock-asc':
      ordered = ordered.orderBy('stock', 'asc');
      break;
    default:
      ordered = ordered.orderBy('created_at', 'desc');
  }
  const rows = await ordered
    .orderBy('id', 'desc')
    .limit(q.perPage)
    .offset((q.page - 1) * q.perPage)
    .execute();
  const ids = rows.map((r) => r.id);
  const categoryIds = [...new Set(rows.map((r) => r.category_id).filter((id): id is string => !!id))];
  const [images, subProducts, categories] = await Promise.all([
    ids.length
      ? db.selectFrom('product_images').selectAll().where('product_id', 'in', ids).orderBy('position').execute()
      : [],
    ids.length
      ? db
          .selectFrom('sub_products')
          .selectAll()
          .where('product_id', 'in', ids)
          .where('deleted_at', 'is', null)
          .orderBy('created_at')
          .execute()
      : [],
    categoryIds.length
      ? db
          .selectFrom('categories')
          .select(['id', 'name'])
          .where('id', 'in', categoryIds)
          .where('deleted_at', 'is', null)
          .execute()
      : [],
  ]);
  return {
    data: rows.map((row) =>
      productJson(row, {
        category: categories.find((c) => c.id === row.category_id) ?? null,
        images: images.filter((i) => i.product_id === row.id),
        subProducts: subProducts.filter((s) => s.product_id === row.id),
      }),
    ),
    meta: { page: q.page, perPage: q.perPage, total: Number(totalRow?.total ?? 0) },
  };
}

import type { DB } from '../db/database';
import type { ProductImagesTable, ProductsTable, SubProductsTable } from '../db/tables-catalog';
import type { CategoryJson, ProductJson } from '#shared/schemas/catalog';
import { MIRROR_OVERLAP_MS, type CatalogMirrorJson, type ProductLimitJson } from '#shared/catalog-mirror';
import { assertWithinLimit, effectivePlanForStore, limitReachedMessage } from '../plans/limits';
import { nowIso } from '../ids';
import { categoryJson, productJson } from './serialize';

/** Ids per `in (…)` list: far below SQLite's and PostgreSQL's bound-parameter limits. */
const CHUNK = 500;

function chunks<T>(list: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

/** The store's live categories with their live product counts, by name. */
export async function listCategories(db: DB, storeId: string): Promise<CategoryJson[]> {
  const rows = await db
    .selectFrom('categories')
    .selectAll('categories')
    .select((eb) =>
      eb
        .selectFrom('products')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('products.category_id', '=', 'categories.id')
        .where('products.deleted_at', 'is', null)
        .as('productCount'),
    )
    .where('store_id', '=', storeId)
    .where('deleted_at', 'is', null)
    .orderBy('name')
    .execute();
  return rows.map((r) => categoryJson(r, Number(r.productCount ?? 0)));
}

/**
 * Product rows → their full JSON (category name, pictures in order, live variants), in a few batched queries.
 * `wholeStore`: the rows are (nearly) every product of the store, so pictures and variants are read by store.
 */
export async function productsJson(
  db: DB,
  storeId: string,
  rows: ProductsTable[],
  wholeStore = false,
): Promise<ProductJson[]> {
  if (rows.length === 0) return [];
  let images: ProductImagesTable[] = [];
  let variants: SubProductsTable[] = [];
  if (wholeStore) {
    [images, variants] = await Promise.all([
      db.selectFrom('product_images').selectAll().where('store_id', '=', storeId).orderBy('position').execute(),
      db
        .selectFrom('sub_products')
        .selectAll()
        .where('store_id', '=', storeId)
        .where('deleted_at', 'is', null)
        .orderBy('created_at')
        .execute(),
    ]);
  } else {
    for (const ids of chunks(rows.map((r) => r.id))) {
      const [i, s] = await Promise.all([
        db.selectFrom('product_images').selectAll().where('product_id', 'in', ids).orderBy('position').execute(),
        db
          .selectFrom('sub_products')
          .selectAll()
          .where('product_id', 'in', ids)
          .where('deleted_at', 'is', null)
          .orderBy('created_at')
          .execute(),
      ]);
      images.push(...i);
      variants.push(...s);
    }
  }
  const categories = await db
    .selectFrom('categories')
    .select(['id', 'name'])
    .where('store_id', '=', storeId)
    .where('deleted_at', 'is', null)
    .execute();
  const categoryById = new Map(categories.map((c) => [c.id, c]));
  const imagesOf = groupBy(images, (i) => i.product_id);
  const variantsOf = groupBy(variants, (s) => s.product_id);
  return rows.map((row) =>
    productJson(row, {
      category: row.category_id ? (categoryById.get(row.category_id) ?? null) : null,
      images: imagesOf.get(row.id) ?? [],
      subProducts: variantsOf.get(row.id) ?? [],
    }),
  );
}

/**
 * What the device keeps of the catalogue (shared/catalog-mirror.ts). `since` null: everything live. Otherwise the
 * products whose row, a variant or a picture changed at or after `since` minus an overlap (a write that committed
 * after the last read but was stamped before it is read again; the device's put is idempotent), and the products
 * deleted since. A variant's stock taken by a shopper order only touches the variant's row: read on its own time.
 */
export async function readCatalogMirror(db: DB, storeId: string, since: string | null): Promise<CatalogMirrorJson> {
  const at = nowIso();
  const [categories, limit] = await Promise.all([listCategories(db, storeId), productLimit(db, storeId)]);
  if (!since) {
    const rows = await db
      .selectFrom('products')
      .selectAll()
      .where('store_id', '=', storeId)
      .where('deleted_at', 'is', null)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return { at, full: true, products: await productsJson(db, storeId, rows, true), deleted: [], categories, limit };
  }
  const from = new Date(Date.parse(since) - MIRROR_OVERLAP_MS).toISOString();
  const rows = await db
    .selectFrom('products')
    .selectAll()
    .where('store_id', '=', storeId)
    .where((eb) =>
      eb.or([
        eb('updated_at', '>=', from),
        eb(
          'id',
          'in',
          eb
            .selectFrom('sub_products')
            .select('sub_products.product_id')
            .where('sub_products.store_id', '=', storeId)
            .where('sub_products.updated_at', '>=', from),
        ),
        eb(
          'id',
          'in',
          eb
            .selectFrom('product_images')
            .select('product_images.product_id')
            .where('product_images.store_id', '=', storeId)
            .where('product_images.created_at', '>=', from),
        ),
      ]),
    )
    .execute();
  const live = rows.filter((r) => r.deleted_at === null);
  return {
    at,
    full: false,
    products: await productsJson(db, storeId, live),
    deleted: rows.filter((r) => r.deleted_at !== null).map((r) => r.id),
    categories,
    limit,
  };
}

/** Live products of the store. */
export async function countProducts(db: DB, storeId: string): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('store_id', '=', storeId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Refuses (403, « Votre plan Gratuit permet 10 produits au maximum. Passez au plan Starter pour en ajouter davantage. »)
 * when `adding` new products would exceed the store's plan. Call it inside the write's transaction.
 */
export async function assertProductRoom(db: DB, storeId: string, adding = 1): Promise<void> {
  if (adding <= 0) return;
  await assertWithinLimit(db, storeId, 'maxProducts', await countProducts(db, storeId), adding);
}

/** The plan's product limit as the screens show it before it is hit ('12 / 20 produits'). */
export async function productLimit(db: DB, storeId: string): Promise<ProductLimitJson> {
  const effective = await effectivePlanForStore(db, storeId);
  const max = effective.limits.maxProducts;
  return {
    max,
    plan: effective.planName,
    message: max === null ? null : await limitReachedMessage(db, effective, 'maxProducts'),
  };
}

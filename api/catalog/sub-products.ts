import { Hono, type Context } from 'hono';
import {
  SUB_PRODUCT_CREATED,
  SUB_PRODUCT_DELETED,
  SUB_PRODUCT_NOT_FOUND,
  SUB_PRODUCT_UPDATED,
  subProductSchema,
  subProductUpdateSchema,
} from '#shared/schemas/catalog';
import type { AppEnv } from '../context';
import { notFound } from '../http/errors';
import { readValidBody } from '../http/validate';
import { newId, nowIso } from '../ids';
import { writeAndPublish } from './write-and-publish';
import type { DB } from '../db/database';
import { assertStockUnmoved, findOwnProduct } from './product-service';
import { subProductJson } from './serialize';

/** The `:id` of the mount path (/api/products/:id/sub-products). */
const productIdOf = (c: Context<AppEnv>) => c.req.param('id') ?? '';

/**
 * /api/products/{id}/sub-products — variants with their own price and stock. Part of the products resource: mounted
 * inside productRoutes(), whose merchant guards cover it.
 */
export function subProductRoutes() {
  const routes = new Hono<AppEnv>();

  routes.get('/', async (c) => {
    const { db } = c.var.deps;
    const product = await findOwnProduct(db, c.var.storeId, productIdOf(c));
    const rows = await db
      .selectFrom('sub_products')
      .selectAll()
      .where('product_id', '=', product.id)
      .where('store_id', '=', c.var.storeId)
      .where('deleted_at', 'is', null)
      .orderBy('created_at')
      .execute();
    return c.json({ data: rows.map(subProductJson) });
  });

  routes.post('/', async (c) => {
    const input = (await readValidBody(c, subProductSchema)).data;
    const { db } = c.var.deps;
    const product = await findOwnProduct(db, c.var.storeId, productIdOf(c));
    const now = nowIso();
    const row = {
      id: newId(),
      store_id: c.var.storeId,
      product_id: product.id,
      name: input.name,
      size: input.size,
      color: input.color,
      price: input.price,
      stock: input.stock,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    };
    await writeAndPublish(db, c.var.storeId, (trx) => trx.insertInto('sub_products').values(row).execute());
    return c.json({ message: SUB_PRODUCT_CREATED, data: subProductJson(row) }, 201);
  });

  routes.get('/:subId', async (c) => {
    const row = await findOwnSubProduct(c.var.deps.db, c.var.storeId, productIdOf(c), c.req.param('subId'));
    return c.json({ data: subProductJson(row) });
  });

  routes.put('/:subId', async (c) => {
    const input = (await readValidBody(c, subProductUpdateSchema)).data;
    const { db } = c.var.deps;
    const row = await findOwnSubProduct(db, c.var.storeId, productIdOf(c), c.req.param('subId'));
    assertStockUnmoved(row.stock, input);
    const changes = {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.size !== undefined ? { size: input.size } : {}),
      ...(input.color !== undefined ? { color: input.color } : {}),
      ...(input.price !== undefined ? { price: input.price } : {}),
      ...(input.stock !== undefined ? { stock: input.stock } : {}),
      updated_at: nowIso(),
    };
    await writeAndPublish(db, c.var.storeId, async (trx) => {
      const updated = await trx
        .updateTable('sub_products')
        .set(changes)
        .where('id', '=', row.id)
        .where('store_id', '=', c.var.storeId)
        // Compare-and-set on the stock read above: an order in between makes this match nothing.
        .$if(input.stock !== undefined, (qb) => qb.where('stock', '=', row.stock))
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) {
        const now = await findOwnSubProduct(trx, c.var.storeId, row.product_id, row.id);
        assertStockUnmoved(now.stock, { stock: input.stock, stockSeen: row.stock });
      }
    });
    return c.json({ message: SUB_PRODUCT_UPDATED, data: subProductJson({ ...row, ...changes }) });
  });

  routes.delete('/:subId', async (c) => {
    const { db } = c.var.deps;
    const row = await findOwnSubProduct(db, c.var.storeId, productIdOf(c), c.req.param('subId'));
    const now = nowIso();
    await writeAndPublish(db, c.var.storeId, (trx) =>
      trx
        .updateTable('sub_products')
        .set({ deleted_at: now, updated_at: now })
        .where('id', '=', row.id)
        .where('store_id', '=', c.var.storeId)
        .execute(),
    );
    return c.json({ message: SUB_PRODUCT_DELETED });
  });

  return routes;
}

async function findOwnSubProduct(db: DB, storeId: string, productId: string, subId: string) {
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

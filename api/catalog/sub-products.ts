import { Hono, type Context } from 'hono';
import {
  SUB_PRODUCT_CREATED,
  SUB_PRODUCT_DELETED,
  SUB_PRODUCT_UPDATED,
  subProductSchema,
  subProductUpdateSchema,
} from '#shared/schemas/catalog';
import type { AppEnv } from '../context';
import { readValidBody } from '../http/validate';
import { writeAndPublish } from './write-and-publish';
import { assertStockUnmoved, findOwnProduct } from './product-service';
import {
  findOwnSubProduct,
  insertSubProduct,
  listSubProducts,
  softDeleteSubProduct,
  updateSubProduct,
} from './sub-product-repository';
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
    const rows = await listSubProducts(c.var.deps.db, c.var.storeId, productIdOf(c));
    return c.json({ data: rows.map(subProductJson) });
  });

  routes.post('/', async (c) => {
    const input = (await readValidBody(c, subProductSchema)).data;
    const { db } = c.var.deps;
    const product = await findOwnProduct(db, c.var.storeId, productIdOf(c));
    const row = await writeAndPublish(db, c.var.storeId, (trx) =>
      insertSubProduct(trx, c.var.storeId, product.id, input),
    );
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
    const updated = await writeAndPublish(db, c.var.storeId, (trx) => updateSubProduct(trx, c.var.storeId, row, input));
    return c.json({ message: SUB_PRODUCT_UPDATED, data: subProductJson(updated) });
  });

  routes.delete('/:subId', async (c) => {
    const { db } = c.var.deps;
    const row = await findOwnSubProduct(db, c.var.storeId, productIdOf(c), c.req.param('subId'));
    await writeAndPublish(db, c.var.storeId, (trx) => softDeleteSubProduct(trx, c.var.storeId, row.id));
    return c.json({ message: SUB_PRODUCT_DELETED });
  });

  return routes;
}

import { Hono } from 'hono';
import { CATEGORY_CREATED, CATEGORY_DELETED, CATEGORY_UPDATED, categorySchema } from '#shared/schemas/catalog';
import type { AppEnv } from '../context';
import { readValidBody } from '../http/validate';
import { merchantGuards } from '../auth/guards';
import { writeAndPublish } from './write-and-publish';
import { categoryJson } from './serialize';
import { listCategories } from './catalog-repository';
import { findOwnCategory, insertCategory, softDeleteCategory, updateCategory } from './category-repository';

/** /api/categories — the merchant's product categories (store from the token). */
export function categoryRoutes() {
  const routes = new Hono<AppEnv>();
  routes.use('*', ...merchantGuards);

  routes.get('/', async (c) => {
    return c.json({ data: await listCategories(c.var.deps.db, c.var.storeId) });
  });

  routes.post('/', async (c) => {
    const { data: input } = await readValidBody(c, categorySchema);
    const row = await writeAndPublish(c.var.deps.db, c.var.storeId, (trx) => insertCategory(trx, c.var.storeId, input));
    return c.json({ message: CATEGORY_CREATED, data: categoryJson(row, 0) }, 201);
  });

  routes.get('/:id', async (c) => {
    const row = await findOwnCategory(c.var.deps.db, c.var.storeId, c.req.param('id'));
    return c.json({ data: categoryJson(row) });
  });

  routes.put('/:id', async (c) => {
    const { data: input } = await readValidBody(c, categorySchema);
    const { db } = c.var.deps;
    const row = await findOwnCategory(db, c.var.storeId, c.req.param('id'));
    const updated = await writeAndPublish(db, c.var.storeId, (trx) => updateCategory(trx, c.var.storeId, row, input));
    return c.json({ message: CATEGORY_UPDATED, data: categoryJson(updated) });
  });

  /** Soft delete, refused while live products use it (the merchant moves them first). */
  routes.delete('/:id', async (c) => {
    const { db } = c.var.deps;
    const row = await findOwnCategory(db, c.var.storeId, c.req.param('id'));
    await writeAndPublish(db, c.var.storeId, (trx) => softDeleteCategory(trx, c.var.storeId, row.id));
    return c.json({ message: CATEGORY_DELETED });
  });

  return routes;
}

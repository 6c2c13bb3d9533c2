import { Hono } from 'hono';
import {
  CATEGORY_CREATED,
  CATEGORY_DELETED,
  CATEGORY_UPDATED,
  categoryInUseMessage,
  categorySchema,
} from '#shared/schemas/catalog';
import type { AppEnv } from '../context';
import { ApiError, notFound } from '../http/errors';
import { readValidBody } from '../http/validate';
import { merchantGuards } from '../auth/guards';
import { newId, nowIso } from '../ids';
import { writeAndPublish } from './write-and-publish';
import { categoryJson } from './serialize';
import { CATEGORY_NOT_FOUND } from '#shared/messages';

/** /api/categories — the merchant's product categories (store from the token). */
export function categoryRoutes() {
  const routes = new Hono<AppEnv>();
  routes.use('*', ...merchantGuards);

  routes.get('/', async (c) => {
    const { db } = c.var.deps;
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
      .where('store_id', '=', c.var.storeId)
      .where('deleted_at', 'is', null)
      .orderBy('name')
      .execute();
    return c.json({ data: rows.map((r) => categoryJson(r, Number(r.productCount ?? 0))) });
  });

  routes.post('/', async (c) => {
    const { data: input } = await readValidBody(c, categorySchema);
    const { db } = c.var.deps;
    const now = nowIso();
    const row = {
      id: newId(),
      store_id: c.var.storeId,
      name: input.name,
      description: input.description,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    };
    await writeAndPublish(db, c.var.storeId, (trx) => trx.insertInto('categories').values(row).execute());
    return c.json({ message: CATEGORY_CREATED, data: categoryJson(row, 0) }, 201);
  });

  routes.get('/:id', async (c) => {
    const row = await findOwn(c.var.deps.db, c.var.storeId, c.req.param('id'));
    return c.json({ data: categoryJson(row) });
  });

  routes.put('/:id', async (c) => {
    const { data: input } = await readValidBody(c, categorySchema);
    const { db } = c.var.deps;
    const row = await findOwn(db, c.var.storeId, c.req.param('id'));
    const updated = { ...row, name: input.name, description: input.description, updated_at: nowIso() };
    await writeAndPublish(db, c.var.storeId, (trx) =>
      trx
        .updateTable('categories')
        .set({ name: updated.name, description: updated.description, updated_at: updated.updated_at })
        .where('id', '=', row.id)
        .where('store_id', '=', c.var.storeId)
        .execute(),
    );
    return c.json({ message: CATEGORY_UPDATED, data: categoryJson(updated) });
  });

  /** Soft delete, refused while live products use it (the merchant moves them first). */
  routes.delete('/:id', async (c) => {
    const { db } = c.var.deps;
    const storeId = c.var.storeId;
    const row = await findOwn(db, storeId, c.req.param('id'));
    const now = nowIso();
    await writeAndPublish(db, storeId, async (trx) => {
      const used = await trx
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('category_id', '=', row.id)
        .where('store_id', '=', storeId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      const count = Number(used?.n ?? 0);
      if (count > 0) throw new ApiError(409, categoryInUseMessage(count));
      await trx
        .updateTable('categories')
        .set({ deleted_at: now, updated_at: now })
        .where('id', '=', row.id)
        .where('store_id', '=', storeId)
        .execute();
    });
    return c.json({ message: CATEGORY_DELETED });
  });

  return routes;
}

async function findOwn(db: AppEnv['Variables']['deps']['db'], storeId: string, id: string) {
  const row = await db
    .selectFrom('categories')
    .selectAll()
    .where('id', '=', id)
    .where('store_id', '=', storeId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound(CATEGORY_NOT_FOUND);
  return row;
}

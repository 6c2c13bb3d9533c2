import { Hono } from 'hono';
import {
  PROMO_CATEGORY_UNKNOWN,
  PROMO_CODE_TAKEN,
  PROMO_CREATED,
  PROMO_NOT_FOUND,
  PROMO_PRODUCT_UNKNOWN,
  PROMO_UPDATED,
  promoCodeCreateSchema,
  promoCodeUpdateSchema,
  type PromoCodeData,
} from '#shared/schemas/checkout';
import { EMPTY } from '#shared/messages';
import type { PromoCodeJson, PromoCodeUseJson } from '#shared/checkout';
import type { AppEnv } from '../context';
import type { DB } from '../db/database';
import { merchantGuards } from '../auth/guards';
import { readValidBody } from '../http/validate';
import { notFound, unprocessable } from '../http/errors';
import { writeAndPublish } from '../catalog/write-and-publish';
import { newId, nowIso } from '../ids';
import { uniqueViolation } from '../db/dialect';
import { loadCheckoutStore, storeToday } from '../orders/checkout-order';
import { promoCodeJson } from './promo-rules';

/** Products and category named by a code must be the store's own (another store's id reads as unknown). */
async function checkScope(db: DB, storeId: string, data: PromoCodeData) {
  if (data.productIds.length > 0) {
    const found = await db
      .selectFrom('products')
      .select('id')
      .where('store_id', '=', storeId)
      .where('deleted_at', 'is', null)
      .where('id', 'in', data.productIds)
      .execute();
    if (found.length !== data.productIds.length) throw unprocessable({ productIds: [PROMO_PRODUCT_UNKNOWN] });
  }
  if (data.categoryId) {
    const found = await db
      .selectFrom('categories')
      .select('id')
      .where('store_id', '=', storeId)
      .where('deleted_at', 'is', null)
      .where('id', '=', data.categoryId)
      .executeTakeFirst();
    if (!found) throw unprocessable({ categoryId: [PROMO_CATEGORY_UNKNOWN] });
  }
}

const columns = (data: PromoCodeData) => ({
  kind: data.kind,
  value: data.value,
  starts_on: data.startsOn,
  ends_on: data.endsOn,
  max_uses: data.maxUses,
  min_order_amount: data.minOrderAmount,
  product_ids: JSON.stringify(data.productIds),
  category_id: data.categoryId,
  active: data.active ? 1 : 0,
});

/**
 * /api/promo-codes — the merchant's promo codes: list with uses, create, change or switch off, and the
 * orders that used one. The storefront shows the code field only while a code is usable, so writes republish.
 */
export function promoCodeRoutes() {
  const routes = new Hono<AppEnv>();
  routes.use('*', ...merchantGuards);

  const today = async (db: DB, storeId: string) => storeToday(await loadCheckoutStore(db, storeId));

  routes.get('/', async (c) => {
    const { db } = c.var.deps;
    const rows = await db
      .selectFrom('promo_codes')
      .selectAll()
      .where('store_id', '=', c.var.storeId)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
    const day = await today(db, c.var.storeId);
    return c.json<{ data: PromoCodeJson[] }>({ data: rows.map((r) => promoCodeJson(r, day)) });
  });

  routes.post('/', async (c) => {
    const { db } = c.var.deps;
    const storeId = c.var.storeId;
    const { data } = await readValidBody(c, promoCodeCreateSchema);
    if (!data.code) throw unprocessable({ code: [EMPTY] });
    await checkScope(db, storeId, data);
    const id = newId();
    const now = nowIso();
    try {
      await writeAndPublish(db, storeId, (trx) =>
        trx
          .insertInto('promo_codes')
          .values({ id, store_id: storeId, code: data.code, ...columns(data), created_at: now, updated_at: now })
          .execute(),
      );
    } catch (err) {
      if (uniqueViolation(err)) throw unprocessable({ code: [PROMO_CODE_TAKEN] });
      throw err;
    }
    const row = await db.selectFrom('promo_codes').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    return c.json<{ message: string; data: PromoCodeJson }>(
      { message: PROMO_CREATED, data: promoCodeJson(row, await today(db, storeId)) },
      201,
    );
  });

  routes.put('/:id', async (c) => {
    const { db } = c.var.deps;
    const storeId = c.var.storeId;
    const found = await db
      .selectFrom('promo_codes')
      .select('id')
      .where('id', '=', c.req.param('id'))
      .where('store_id', '=', storeId)
      .executeTakeFirst();
    if (!found) throw notFound(PROMO_NOT_FOUND);
    const { data } = await readValidBody(c, promoCodeUpdateSchema);
    let set: Partial<ReturnType<typeof columns>>;
    if ('kind' in data) {
      await checkScope(db, storeId, data);
      set = columns(data);
    } else {
      set = { active: data.active ? 1 : 0 };
    }
    await writeAndPublish(db, storeId, (trx) =>
      trx
        .updateTable('promo_codes')
        .set({ ...set, updated_at: nowIso() })
        .where('id', '=', found.id)
        .execute(),
    );
    const row = await db.selectFrom('promo_codes').selectAll().where('id', '=', found.id).executeTakeFirstOrThrow();
    return c.json<{ message: string; data: PromoCodeJson }>({
      message: PROMO_UPDATED,
      data: promoCodeJson(row, await today(db, storeId)),
    });
  });

  routes.get('/:id/uses', async (c) => {
    const { db } = c.var.deps;
    const own = await db
      .selectFrom('promo_codes')
      .select('id')
      .where('id', '=', c.req.param('id'))
      .where('store_id', '=', c.var.storeId)
      .executeTakeFirst();
    if (!own) throw notFound(PROMO_NOT_FOUND);
    const rows = await db
      .selectFrom('promo_code_uses as u')
      .innerJoin('orders as o', 'o.id', 'u.order_id')
      .select(['u.order_id', 'o.code', 'o.firstname', 'o.lastname', 'u.discount', 'u.created_at'])
      .where('u.promo_code_id', '=', c.req.param('id'))
      .where('u.store_id', '=', c.var.storeId)
      .orderBy('u.created_at', 'desc')
      .orderBy('u.id')
      .limit(500)
      .execute();
    return c.json<{ data: PromoCodeUseJson[] }>({
      data: rows.map((r) => ({
        orderId: r.order_id,
        orderCode: r.code,
        customer: `${r.firstname} ${r.lastname}`.trim(),
        discount: r.discount,
        at: r.created_at,
      })),
    });
  });

  return routes;
}

import { Hono } from 'hono';
import { ORDER_NOT_FOUND } from '#shared/schemas/order';
import type { OrderJson } from '#shared/schemas/order-record';
import { ORDER_ALREADY_PAID, ORDER_MARKED_PAID, ORDER_PAID_CANCELED } from '#shared/schemas/checkout';
import type { AppEnv } from '../context';
import { merchantGuards } from '../auth/guards';
import { lockSyncCounter } from '../db/dialect';
import { nextVersion } from '../db/sync-version';
import { ApiError, notFound } from '../http/errors';
import { nowIso } from '../ids';
import { orderJson } from './order-json';

/**
 * POST /api/orders/{id}/paid — the merchant marks an order paid, after checking the transaction the
 * shopper declared (or cash received). No payment provider is called: her mark is the record. Mounted inside
 * merchantOrderRoutes(); the order's version moves so the tablet pulls it.
 */
export function orderPaymentRoutes() {
  const routes = new Hono<AppEnv>();
  routes.use('*', ...merchantGuards);

  routes.post('/:id/paid', async (c) => {
    const { db } = c.var.deps;
    const storeId = c.var.storeId;
    const row = await db.transaction().execute(async (trx) => {
      await lockSyncCounter(trx, storeId);
      const found = await trx
        .selectFrom('orders')
        .select(['id', 'status', 'paid_at'])
        .where('id', '=', c.req.param('id'))
        .where('store_id', '=', storeId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (!found) throw notFound(ORDER_NOT_FOUND);
      if (found.paid_at !== null) throw new ApiError(409, ORDER_ALREADY_PAID);
      if (found.status === 'canceled') throw new ApiError(422, ORDER_PAID_CANCELED);
      const now = nowIso();
      await trx
        .updateTable('orders')
        .set({ paid_at: now, version: await nextVersion(trx, storeId), updated_at: now })
        .where('id', '=', found.id)
        .where('paid_at', 'is', null)
        .execute();
      return trx.selectFrom('orders').selectAll().where('id', '=', found.id).executeTakeFirstOrThrow();
    });
    return c.json<{ message: string; data: OrderJson }>({ message: ORDER_MARKED_PAID, data: orderJson(row) });
  });

  return routes;
}

import { Hono } from 'hono';
import { ORDER_STATUSES, orderUpdateSchema, STATUS_INVALID, type OrderStatusName } from '#shared/schemas/order';
import type { AppEnv } from '../context';
import { notFound, unprocessable } from '../http/errors';
import { parseOr422, readJson } from '../http/validate';
import { readPaging } from '../catalog/paging';
import { orderJson } from './order-json';
import { ORDER_NOT_FOUND, orderUpdateMail, updateOrder } from './update-order';

/** The merchant's orders and storefront messages (store from the token; guarded in orderRoutes). */
export function merchantOrderRoutes() {
  const routes = new Hono<AppEnv>();

  /** ?status=pending|…&page=&perPage= — newest first. */
  routes.get('/orders', async (c) => {
    const { db } = c.var.deps;
    const status = c.req.query('status');
    if (status && !(ORDER_STATUSES as readonly string[]).includes(status))
      throw unprocessable({ status: [STATUS_INVALID] });
    const paging = readPaging((n) => c.req.query(n));
    let base = db.selectFrom('orders').where('store_id', '=', c.var.storeId).where('deleted_at', 'is', null);
    if (status) base = base.where('status', '=', status as OrderStatusName);
    const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
    const rows = await base
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(paging.perPage)
      .offset((paging.page - 1) * paging.perPage)
      .execute();
    return c.json({ data: rows.map(orderJson), meta: { ...paging, total: Number(total?.n ?? 0) } });
  });

  routes.get('/orders/:id', async (c) => {
    const row = await c.var.deps.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', c.req.param('id'))
      .where('store_id', '=', c.var.storeId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!row) throw notFound(ORDER_NOT_FOUND);
    return c.json({ data: orderJson(row) });
  });

  routes.put('/orders/:id', async (c) => {
    const { db, mailer, log } = c.var.deps;
    const storeId = c.var.storeId;
    const input = parseOr422(orderUpdateSchema, await readJson(c));
    const { before, after } = await updateOrder(db, storeId, c.req.param('id'), input);
    if (after.status !== before.status || (input.message && input.message !== before.message)) {
      const store = await db.selectFrom('stores').select('name').where('id', '=', storeId).executeTakeFirst();
      // The order is saved whatever happens to the mail; a mail failure is logged, not shown as an error.
      await mailer
        .send(orderUpdateMail(after, store?.name ?? 'Boutique'))
        .catch((err: unknown) => log.error('mail de commande non envoyé', err));
    }
    return c.json({ message: 'Commande mise à jour.', data: orderJson(after) });
  });

  /** Messages shoppers sent from the storefront's contact page, newest first. */
  routes.get('/store-messages', async (c) => {
    const paging = readPaging((n) => c.req.query(n));
    const rows = await c.var.deps.db
      .selectFrom('store_messages')
      .selectAll()
      .where('store_id', '=', c.var.storeId)
      .orderBy('created_at', 'desc')
      .limit(paging.perPage)
      .offset((paging.page - 1) * paging.perPage)
      .execute();
    return c.json({
      data: rows.map((r) => ({
        id: r.id,
        fullName: r.full_name,
        email: r.email,
        phone: r.phone,
        subject: r.subject,
        message: r.message,
        read: r.read === 1,
        created_at: r.created_at,
      })),
    });
  });

  return routes;
}

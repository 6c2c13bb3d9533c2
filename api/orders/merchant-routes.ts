import { Hono } from 'hono';
import { ORDER_STATUSES, orderUpdateSchema, STATUS_INVALID, type OrderStatusName } from '#shared/schemas/order';
import { DATE_INVALID } from '#shared/schemas/order-record';
import type { AppEnv } from '../context';
import { notFound, unprocessable } from '../http/errors';
import { merchantGuards } from '../auth/guards';
import { orderPaymentRoutes } from './order-payment-routes';
import { readValidBody } from '../http/validate';
import { readPaging } from '../http/paging';
import { orderJson } from './order-json';
import type { OrderJson, OrderPage } from '#shared/schemas/order-record';
import { authorName, updateOrder } from './update-order';
import { ORDER_NOT_FOUND, ORDER_UPDATED } from '#shared/schemas/order';
import { findOrder, listOrders, listStoreMessages } from './order-repository';
import { sendOrderNews } from './order-news';

/** /api/orders — the merchant's orders (store from the token). */
export function merchantOrderRoutes() {
  const routes = new Hono<AppEnv>();
  routes.use('*', ...merchantGuards);
  // POST /{id}/paid
  routes.route('/', orderPaymentRoutes());

  /** ?status=&search=&from=YYYY-MM-DD&to=YYYY-MM-DD&page=&perPage= — newest first; meta.counts per status. */
  routes.get('/', async (c) => {
    const status = c.req.query('status') || undefined;
    if (status && !(ORDER_STATUSES as readonly string[]).includes(status))
      throw unprocessable({ status: [STATUS_INVALID] });
    const day = (name: string) => {
      const value = c.req.query(name) || undefined;
      if (value && !/^\d{4}-\d{2}-\d{2}$/.test(value)) throw unprocessable({ [name]: [DATE_INVALID] });
      return value;
    };
    const paging = readPaging((n) => c.req.query(n));
    const { rows, total, counts } = await listOrders(
      c.var.deps.db,
      c.var.storeId,
      {
        status: status as OrderStatusName | undefined,
        search: c.req.query('search'),
        from: day('from'),
        to: day('to'),
      },
      paging,
    );
    return c.json<OrderPage>({ data: rows.map(orderJson), meta: { ...paging, total, counts } });
  });

  routes.get('/:id', async (c) => {
    const row = await findOrder(c.var.deps.db, c.var.storeId, c.req.param('id'));
    if (!row) throw notFound(ORDER_NOT_FOUND);
    return c.json<{ data: OrderJson }>({ data: orderJson(row) });
  });

  routes.put('/:id', async (c) => {
    const { db, mailer, log } = c.var.deps;
    const storeId = c.var.storeId;
    const { data: input } = await readValidBody(c, orderUpdateSchema);
    const by = await authorName(db, c.var.auth.userId);
    const { before, after } = await updateOrder(db, storeId, c.req.param('id'), input, by);
    if (after.status !== before.status || (input.message && input.message !== before.message)) {
      await sendOrderNews(db, storeId, after, mailer, log);
    }
    return c.json({ message: ORDER_UPDATED, data: orderJson(after) });
  });

  return routes;
}

/** /api/store-messages — messages shoppers sent from the storefront's contact page, newest first. */
export function storeMessageRoutes() {
  const routes = new Hono<AppEnv>();
  routes.use('*', ...merchantGuards);

  routes.get('/', async (c) => {
    const rows = await listStoreMessages(
      c.var.deps.db,
      c.var.storeId,
      readPaging((n) => c.req.query(n)),
    );
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

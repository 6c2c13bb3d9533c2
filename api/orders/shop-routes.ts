import { Hono } from 'hono';
import { ORDER_STATUS_LABELS, shopperOrderSchema } from '#shared/schemas/order';
import { FOLLOW_NOT_FOUND } from '#shared/schemas/order-record';
import { shopContactSchema } from '#shared/schemas/shop-contact';
import { normalizePhone } from '#shared/phone';
import type { AppEnv } from '../context';
import { readValidBody } from '../http/validate';
import { clientAddress } from '../http/client-address';
import { findOpenStore, placeShopperOrder } from './place-order';
import { CONTACT_RATE, FOLLOW_RATE, ORDER_FLOOD_RATE, ORDER_RATE, orderRateKeys, takeRateSlot } from './rate-limit';
import { orderRecordFromRow } from './order-row';
import { findOrderByCode, insertStoreMessage } from './order-repository';
import { notFound } from '../http/errors';

/**
 * /api/shop/{slug} — what a shopper may write, without an account: a new order and a contact message, nothing else.
 * The store comes from the slug; every id in the body must belong to that store.
 */
export function shopRoutes() {
  const routes = new Hono<AppEnv>();

  routes.post('/:slug/orders', async (c) => {
    const { db } = c.var.deps;
    const keys = orderRateKeys(c.req.param('slug'), clientAddress(c));
    await takeRateSlot(db, keys.perAddress, ORDER_FLOOD_RATE);
    await takeRateSlot(db, keys.perStore, ORDER_RATE);
    const store = await findOpenStore(db, c.req.param('slug'));
    const { data: input } = await readValidBody(c, shopperOrderSchema);
    const order = await placeShopperOrder(db, store.id, input);
    return c.json(
      {
        message: 'Votre commande a bien été envoyée. La boutique vous contactera bientôt.',
        data: { id: order.id, code: order.code },
      },
      201,
    );
  });

  /** A shopper follows her order without an account: its code and her phone number, both must match. */
  routes.get('/:slug/orders/:code', async (c) => {
    const { db } = c.var.deps;
    await takeRateSlot(db, `follow:${clientAddress(c)}`, FOLLOW_RATE);
    const store = await findOpenStore(db, c.req.param('slug'));
    const code = c.req.param('code').trim().toUpperCase();
    const phone = normalizePhone(c.req.query('phone') ?? '');
    const row = await findOrderByCode(db, store.id, code);
    if (!row || !phone || row.phone !== phone) throw notFound(FOLLOW_NOT_FOUND);
    const order = orderRecordFromRow(row);
    return c.json({
      data: {
        code: order.code,
        status: order.status,
        statusLabel: ORDER_STATUS_LABELS[order.status],
        firstname: order.firstname,
        lines: order.lines,
        total: order.total,
        createdAt: order.createdAt,
        history: order.history.map((h) => ({
          status: h.status,
          statusLabel: ORDER_STATUS_LABELS[h.status],
          at: h.at,
          message: h.message,
        })),
      },
    });
  });

  routes.post('/:slug/contact', async (c) => {
    const { db } = c.var.deps;
    await takeRateSlot(db, `contact:${clientAddress(c)}`, CONTACT_RATE);
    const store = await findOpenStore(db, c.req.param('slug'));
    const { data: input } = await readValidBody(c, shopContactSchema);
    await insertStoreMessage(db, store.id, input);
    return c.json({ message: 'Votre message a bien été envoyé.' }, 201);
  });

  return routes;
}

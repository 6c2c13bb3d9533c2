import { Hono } from 'hono';
import { CHECKOUT_SAVED, checkoutSettingsUpdateSchema } from '#shared/schemas/checkout';
import type { CheckoutSettingsJson, DeliverySettings, PaymentSettings } from '#shared/checkout';
import type { AppEnv } from '../context';
import { merchantGuards } from '../auth/guards';
import { readValidBody } from '../http/validate';
import { writeAndPublish } from '../catalog/write-and-publish';
import { newId, nowIso } from '../ids';
import { checkoutSettingsJson, shopperPhone, type StoreCheckoutRow } from './store-checkout';
import type { DB } from '../db/database';

const COLUMNS = ['phone', 'currency', 'website', 'delivery_settings', 'payment_settings', 'time_zone'] as const;

async function loadRow(db: DB, storeId: string): Promise<StoreCheckoutRow> {
  return db.selectFrom('stores').select(COLUMNS).where('id', '=', storeId).executeTakeFirstOrThrow();
}

/**
 * /api/checkout-settings — the merchant's delivery, payment and time zone settings. A part sent replaces
 * the stored one whole; a new zone gets its id here (orders name zones by id); mobile money numbers are stored in
 * E.164, read with the store's country. The storefront shows delivery and payment, so a save republishes it.
 */
export function checkoutSettingsRoutes() {
  const routes = new Hono<AppEnv>();
  routes.use('*', ...merchantGuards);

  routes.get('/', async (c) => {
    return c.json<CheckoutSettingsJson>(checkoutSettingsJson(await loadRow(c.var.deps.db, c.var.storeId)));
  });

  routes.put('/', async (c) => {
    const { db } = c.var.deps;
    const storeId = c.var.storeId;
    const { data } = await readValidBody(c, checkoutSettingsUpdateSchema);
    const before = await loadRow(db, storeId);
    const set: { delivery_settings?: string; payment_settings?: string; time_zone?: string | null } = {};
    if (data.delivery) {
      const delivery: DeliverySettings = {
        ...data.delivery,
        delivery: {
          ...data.delivery.delivery,
          zones: data.delivery.delivery.zones.map((z) => ({ ...z, id: z.id ?? newId() })),
        },
      };
      set.delivery_settings = JSON.stringify(delivery);
    }
    if (data.payment) {
      const payment: PaymentSettings = {
        cashOnDelivery: data.payment.cashOnDelivery,
        mobileMoney: data.payment.mobileMoney.map((m) => ({
          ...m,
          number: shopperPhone(before, m.number) ?? m.number,
        })),
      };
      set.payment_settings = JSON.stringify(payment);
    }
    if (data.timeZone !== undefined) set.time_zone = data.timeZone;
    if (Object.keys(set).length > 0) {
      await writeAndPublish(db, storeId, (trx) =>
        trx
          .updateTable('stores')
          .set({ ...set, updated_at: nowIso() })
          .where('id', '=', storeId)
          .execute(),
      );
    }
    return c.json<{ message: string; data: CheckoutSettingsJson }>({
      message: CHECKOUT_SAVED,
      data: checkoutSettingsJson(await loadRow(db, storeId)),
    });
  });

  return routes;
}

import type { ShopFigures } from '#shared/admin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A shop's figures for the admin: catalogue, customers, orders (count and delivered revenue), last order. */
export async function shopFigures(db: Kysely<Database>, storeId: string): Promise<ShopFigures> {
  const count = async (table: 'products' | 'customers' | 'categories') => {
    const r = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('store_id', '=', storeId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return Number(r?.n ?? 0);
  };
  const orders = await db
    .selectFrom('orders')
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      eb.fn.max('created_at').as('last'),
      eb.fn.sum<number>(eb.case().when('status', '=', 'delivered').then(eb.ref('total')).else(0).end()).as('revenue'),
    ])
    .where('store_id', '=', storeId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return {
    products: await count('products'),
    categories: await count('categories'),
    customers: await count('customers'),
    orders: Number(orders?.n ?? 0),
    deliveredRevenue: Number(orders?.revenue ?? 0),
    lastOrderAt: (orders?.last as string | null) ?? null,
  };
}

import { sql } from 'kysely';
import { ORDER_STATUSES, type OrderStatusName } from '#shared/schemas/order';
import type { ShopContactInput } from '#shared/schemas/shop-contact';
import { normalizePhone } from '#shared/phone';
import type { DB } from '../db/database';
import { newId, nowIso } from '../ids';

/**
 * A live customer of this store, or undefined: the tenant check of every synced row that points at a customer (an
 * order, a measurement set), so another store's customer id is refused like an unknown one.
 */
export function customerOfStore(db: DB, storeId: string, id: string) {
  return db
    .selectFrom('customers')
    .select('id')
    .where('id', '=', id)
    .where('store_id', '=', storeId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export interface OrderFilters {
  status?: OrderStatusName;
  /** customer name, phone or order code (case-insensitive contains) */
  search?: string;
  /** ISO dates (YYYY-MM-DD), inclusive, compared with created_at (UTC) */
  from?: string;
  to?: string;
}

function filtered(db: DB, storeId: string, f: Omit<OrderFilters, 'status'>) {
  let q = db.selectFrom('orders').where('store_id', '=', storeId).where('deleted_at', 'is', null);
  if (f.from) q = q.where('created_at', '>=', f.from);
  // 'to' is a day: every time of that day is in.
  if (f.to) q = q.where('created_at', '<', `${f.to}T99`);
  const search = f.search?.trim().toLowerCase();
  if (search) {
    const like = `%${search.replace(/[%_\\]/g, (ch) => `\\${ch}`)}%`;
    // Portable SQL: lower(), || and LIKE … ESCAPE behave the same on SQLite and PostgreSQL.
    q = q.where(
      sql<boolean>`(lower(code) like ${like} escape '\\' or lower(firstname || ' ' || lastname) like ${like} escape '\\' or lower(lastname || ' ' || firstname) like ${like} escape '\\' or phone like ${like} escape '\\')`,
    );
  }
  return q;
}

/** A page of the store's orders, newest first, with the number of orders per status under the same filters. */
export async function listOrders(
  db: DB,
  storeId: string,
  filters: OrderFilters,
  paging: { page: number; perPage: number },
) {
  const base = filtered(db, storeId, filters);
  const byStatus = await base
    .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute();
  const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatusName, number>;
  for (const r of byStatus) counts[r.status] = Number(r.n);
  const one = filters.status ? base.where('status', '=', filters.status) : base;
  const total = filters.status ? counts[filters.status] : Object.values(counts).reduce((a, b) => a + b, 0);
  const rows = await one
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(paging.perPage)
    .offset((paging.page - 1) * paging.perPage)
    .execute();
  return { rows, total, counts };
}

export function findOrder(db: DB, storeId: string, id: string) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', id)
    .where('store_id', '=', storeId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** An order found by its code, for the shopper who follows it (the handler checks her phone). */
export function findOrderByCode(db: DB, storeId: string, code: string) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('code', '=', code)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Messages shoppers sent from the storefront's contact page, newest first. */
export function listStoreMessages(db: DB, storeId: string, paging: { page: number; perPage: number }) {
  return db
    .selectFrom('store_messages')
    .selectAll()
    .where('store_id', '=', storeId)
    .orderBy('created_at', 'desc')
    .limit(paging.perPage)
    .offset((paging.page - 1) * paging.perPage)
    .execute();
}

export async function insertStoreMessage(db: DB, storeId: string, input: ShopContactInput): Promise<void> {
  await db
    .insertInto('store_messages')
    .values({
      id: newId(),
      store_id: storeId,
      full_name: input.fullName,
      email: input.email.toLowerCase(),
      phone: normalizePhone(input.phone) ?? input.phone,
      subject: input.subject,
      message: input.message,
      read: 0,
      created_at: nowIso(),
    })
    .execute();
}

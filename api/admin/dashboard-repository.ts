import type { Kysely } from 'kysely';
import { fillDays, lastDays, type AdminDashboardDto } from '#shared/dashboard';
import type { Database } from '../db/schema';

const toMap = (rows: { day: string; n: number | string | bigint }[]) => new Map(rows.map((r) => [r.day, Number(r.n)]));

/** Merchant sign-ups per UTC day (the first 10 characters of the ISO timestamp) since `since`. */
const signupsPerDay = async (db: Kysely<Database>, since: string) =>
  toMap(
    await db
      .selectFrom('users')
      .select((eb) => [
        eb.fn<string>('substr', ['created_at', eb.lit(1), eb.lit(10)]).as('day'),
        eb.fn.countAll<number>().as('n'),
      ])
      .where('role', '=', 'user')
      .where('created_at', '>=', since)
      .groupBy('day')
      .execute(),
  );

/** Orders of every store per UTC day since `since`. */
const ordersPerDay = async (db: Kysely<Database>, since: string) =>
  toMap(
    await db
      .selectFrom('orders')
      .select((eb) => [
        eb.fn<string>('substr', ['created_at', eb.lit(1), eb.lit(10)]).as('day'),
        eb.fn.countAll<number>().as('n'),
      ])
      .where('deleted_at', 'is', null)
      .where('created_at', '>=', since)
      .groupBy('day')
      .execute(),
  );

/**
 * The admin dashboard's figures beyond the counts of /api/admin/stats: pending change requests, the money declared
 * and accepted this month (change requests' amounts), sign-ups and orders per day over the chart's days, and the
 * admin's latest notifications.
 */
export async function adminDashboard(
  db: Kysely<Database>,
  adminId: string,
  now: Date = new Date(),
): Promise<AdminDashboardDto> {
  const days = lastDays(now);
  const since = `${days[0]}T00:00:00.000Z`;
  const month = now.toISOString().slice(0, 7);
  const monthStart = `${month}-01T00:00:00.000Z`;

  const pending = await db
    .selectFrom('subscription_requests')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  const declared = await db
    .selectFrom('subscription_requests')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('amount').as('total')])
    .where('created_at', '>=', monthStart)
    .executeTakeFirstOrThrow();
  const accepted = await db
    .selectFrom('subscription_requests')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('amount').as('total')])
    .where('status', '=', 'accepted')
    .where('decided_at', '>=', monthStart)
    .executeTakeFirstOrThrow();
  const notifications = await db
    .selectFrom('notifications')
    .select(['id', 'type', 'related_id', 'message', 'created_at', 'read'])
    .where('user_id', '=', adminId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(8)
    .execute();

  return {
    pendingRequests: Number(pending.n),
    money: {
      month,
      declared: Number(declared.total ?? 0),
      declaredCount: Number(declared.n),
      accepted: Number(accepted.total ?? 0),
      acceptedCount: Number(accepted.n),
    },
    signups: fillDays(days, await signupsPerDay(db, since)),
    orders: fillDays(days, await ordersPerDay(db, since)),
    latestNotifications: notifications.map((n) => ({ ...n, read: n.read === 1 })),
  };
}

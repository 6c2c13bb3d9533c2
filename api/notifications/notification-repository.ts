import type { NewNotificationsJson, NotificationJson, NotificationReadJson } from '#shared/notifications';
import type { DB } from '../db/database';
import { nowIso } from '../ids';

/** The top bar lists the latest ones; older notifications are not worth a page on a phone. */
const NOTIFICATION_LIST_LIMIT = 100;
/** At most this many new ones per answer of the watch: a burst beyond it is counted in `unread`, not toasted. */
const NEW_LIST_LIMIT = 20;

/** The user's latest notifications, newest first. */
export async function listUserNotifications(db: DB, userId: string): Promise<NotificationJson[]> {
  const rows = await db
    .selectFrom('notifications')
    .select(['id', 'type', 'related_id', 'message', 'read', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(NOTIFICATION_LIST_LIMIT)
    .execute();
  return rows.map((r) => ({ ...r, read: r.read === 1 }));
}

/**
 * What the open app asks every few seconds (GET …/new?since=): her unread count and the unread notifications written
 * at or after `since`, each new order with its code, shopper and total (joined on her own store: tenant-scoped). Two
 * indexed reads on (user_id, created_at); any process, either database, sees every other process's writes.
 */
export async function newUserNotifications(db: DB, userId: string, since: string): Promise<NewNotificationsJson> {
  const [count, rows] = await Promise.all([
    db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('user_id', '=', userId)
      .where('read', '=', 0)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('notifications as n')
      .leftJoin('orders as o', (join) =>
        join.onRef('o.id', '=', 'n.related_id').on('n.type', '=', 'orders').on('o.deleted_at', 'is', null),
      )
      .leftJoin('stores as s', (join) => join.onRef('s.id', '=', 'o.store_id').on('s.user_id', '=', userId))
      .select([
        'n.id',
        'n.type',
        'n.related_id',
        'n.message',
        'n.created_at',
        's.id as store_id',
        's.currency',
        'o.code',
        'o.firstname',
        'o.lastname',
        'o.total',
      ])
      .where('n.user_id', '=', userId)
      .where('n.read', '=', 0)
      .where('n.created_at', '>=', since)
      .orderBy('n.created_at', 'desc')
      .orderBy('n.id', 'desc')
      .limit(NEW_LIST_LIMIT)
      .execute(),
  ]);
  return {
    unread: Number(count.n),
    now: nowIso(),
    data: rows.map((r) => ({
      id: r.id,
      type: r.type,
      related_id: r.related_id,
      message: r.message,
      read: false,
      created_at: r.created_at,
      order:
        r.store_id && r.code
          ? { code: r.code, name: `${r.firstname} ${r.lastname}`.trim(), total: Number(r.total), currency: r.currency! }
          : null,
    })),
  };
}

/** Marks one of the user's notifications read and returns where it leads; null when it is not theirs (or absent). */
export async function markNotificationRead(db: DB, userId: string, id: string): Promise<NotificationReadJson | null> {
  const row = await db
    .selectFrom('notifications')
    .select(['type', 'related_id'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  await db.updateTable('notifications').set({ read: 1 }).where('id', '=', id).where('user_id', '=', userId).execute();
  return { type: row.type, related_id: row.related_id };
}

/** « Tout marquer comme lu »: every unread notification of the user, and only hers; how many changed. */
export async function markAllNotificationsRead(db: DB, userId: string): Promise<number> {
  const res = await db
    .updateTable('notifications')
    .set({ read: 1 })
    .where('user_id', '=', userId)
    .where('read', '=', 0)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

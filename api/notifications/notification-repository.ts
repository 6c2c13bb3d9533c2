import type { NotificationJson, NotificationReadJson } from '#shared/notifications';
import type { DB } from '../db/database';

/** The top bar lists the latest ones; older notifications are not worth a page on a phone. */
const NOTIFICATION_LIST_LIMIT = 100;

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

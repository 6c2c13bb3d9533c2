import type { DB } from '../db/database';
import { compiledOnce, compiledPerCount } from '../db/compiled';
import { atGroupEnd } from '../db/group-commit';
import { newId, nowIso } from '../ids';

/**
 * Notification types and where a click leads (specification section 2):
 * merchant: orders → /user/orders/{related_id}, subscription → settings;
 * admin: register|login → /admin/users/{id}, subscription → /admin/subscription/{id},
 * requested → /admin/subscription/reqested/{id}, stores → /admin/shops/{id};
 * contact (a message from the public contact page; no target in the specification) → the admin's message list.
 */
export type NotificationType = 'orders' | 'subscription' | 'register' | 'login' | 'requested' | 'stores' | 'contact';

export async function notifyUser(
  db: DB,
  userId: string,
  type: NotificationType,
  relatedId: string | null,
  message?: string,
) {
  await insertNotification(db, newNotification(userId, type, relatedId, message));
}

// Compiled once (api/db/compiled.ts): every shopper order notifies its merchant (decision 008).
const insertNotification = compiledOnce(
  (db, p: (name: 'id' | 'userId' | 'type' | 'relatedId' | 'message' | 'createdAt') => never) =>
    db.insertInto('notifications').values({
      id: p('id'),
      user_id: p('userId'),
      type: p('type'),
      related_id: p('relatedId'),
      message: p('message'),
      read: 0,
      created_at: p('createdAt'),
    }),
);

interface NewNotification {
  id: string;
  userId: string;
  type: NotificationType;
  relatedId: string | null;
  message: string | null;
  createdAt: string;
}

const newNotification = (
  userId: string,
  type: NotificationType,
  relatedId: string | null,
  message?: string,
): NewNotification => ({ id: newId(), userId, type, relatedId, message: message ?? null, createdAt: nowIso() });

/**
 * notifyUser for a write of a group commit (a shopper order, api/db/group-commit.ts): the notifications of the whole
 * group are written in one multi-row INSERT before its COMMIT; a rolled-back write's is not written. Outside a
 * group, written at once as notifyUser does.
 */
export async function notifyUserAtGroupEnd(
  trx: DB,
  userId: string,
  type: NotificationType,
  relatedId: string | null,
  message?: string,
) {
  await atGroupEnd(trx, insertNotifications, newNotification(userId, type, relatedId, message));
}

/** One INSERT per group (split in chunks of 32 rows: a compiled statement per chunk size, at most 32 of them). */
async function insertNotifications(db: DB, items: NewNotification[]) {
  for (let at = 0; at < items.length; at += 32) {
    const chunk = items.slice(at, at + 32);
    const args: Record<string, unknown> = {};
    chunk.forEach((n, i) => {
      args[`id${i}`] = n.id;
      args[`userId${i}`] = n.userId;
      args[`type${i}`] = n.type;
      args[`relatedId${i}`] = n.relatedId;
      args[`message${i}`] = n.message;
      args[`createdAt${i}`] = n.createdAt;
    });
    await insertNotificationRows(chunk.length)(db, args);
  }
}

const insertNotificationRows = compiledPerCount((n) =>
  compiledOnce((db, p: (name: string) => never) =>
    db.insertInto('notifications').values(
      Array.from({ length: n }, (_, i) => ({
        id: p(`id${i}`),
        user_id: p(`userId${i}`),
        type: p(`type${i}`),
        related_id: p(`relatedId${i}`),
        message: p(`message${i}`),
        read: 0,
        created_at: p(`createdAt${i}`),
      })),
    ),
  ),
);

/** One row per platform administrator, so each one has their own read state. */
export async function notifyAdmins(db: DB, type: NotificationType, relatedId: string | null, message?: string) {
  const admins = await db.selectFrom('users').select('id').where('role', '=', 'admin').execute();
  for (const admin of admins) await notifyUser(db, admin.id, type, relatedId, message);
}

/** The merchant who owns a store. */
export async function notifyStoreOwner(
  db: DB,
  storeId: string,
  type: NotificationType,
  relatedId: string | null,
  message?: string,
) {
  const store = await db.selectFrom('stores').select('user_id').where('id', '=', storeId).executeTakeFirst();
  if (store) await notifyUser(db, store.user_id, type, relatedId, message);
}

import type { DB } from '../db/database';
import { compiledOnce } from '../db/compiled';
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
  await insertNotification(db, {
    id: newId(),
    userId,
    type,
    relatedId,
    message: message ?? null,
    createdAt: nowIso(),
  });
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

import { Hono, type Context } from 'hono';
import { requireAuth, requireRole } from '../auth/guards';
import type { AppEnv } from '../context';
import { notFound } from '../http/errors';
import type { NotificationJson, NotificationReadJson } from '#shared/notifications';
import { NOTIFICATION_NOT_FOUND } from '#shared/messages';

/** The top bar lists the latest ones; older notifications are not worth a page on a phone. */
const NOTIFICATION_LIST_LIMIT = 100;

export type NotificationDto = NotificationJson;

async function listOwn(c: Context<AppEnv>) {
  const rows = await c.var.deps.db
    .selectFrom('notifications')
    .select(['id', 'type', 'related_id', 'message', 'read', 'created_at'])
    .where('user_id', '=', c.var.auth.userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(NOTIFICATION_LIST_LIMIT)
    .execute();
  const data: NotificationDto[] = rows.map((r) => ({ ...r, read: r.read === 1 }));
  return c.json<{ data: NotificationJson[] }>({ data });
}

/** Marks one of the caller's notifications read; someone else's id answers 404 as if it did not exist. */
async function markOwnRead(c: Context<AppEnv>) {
  const { db } = c.var.deps;
  const id = c.req.param('id') ?? '';
  const row = await db
    .selectFrom('notifications')
    .select(['type', 'related_id'])
    .where('id', '=', id)
    .where('user_id', '=', c.var.auth.userId)
    .executeTakeFirst();
  if (!row) throw notFound(NOTIFICATION_NOT_FOUND);
  await db
    .updateTable('notifications')
    .set({ read: 1 })
    .where('id', '=', id)
    .where('user_id', '=', c.var.auth.userId)
    .execute();
  return c.json<{ data: NotificationReadJson }>({ data: { type: row.type, related_id: row.related_id } });
}

/**
 * The caller's own notifications: mounted at /api/notifications for merchants (`user`) and at
 * /api/admin-notifications for admins (`admin`).
 */
export function notificationRoutes(role: 'user' | 'admin') {
  const routes = new Hono<AppEnv>();
  routes.use('*', requireAuth, requireRole(role));
  routes.get('/', listOwn);
  routes.put('/:id', markOwnRead);
  return routes;
}

import { Hono } from 'hono';
import { requireAuth, requireRole } from '../auth/guards';
import type { AppEnv } from '../context';
import { notFound } from '../http/errors';
import type { NotificationJson, NotificationReadJson } from '#shared/notifications';
import { NOTIFICATION_NOT_FOUND } from '#shared/messages';
import { listUserNotifications, markNotificationRead } from './notification-repository';

/**
 * The caller's own notifications: mounted at /api/notifications for merchants (`user`) and at
 * /api/admin-notifications for admins (`admin`).
 */
export function notificationRoutes(role: 'user' | 'admin') {
  const routes = new Hono<AppEnv>();
  routes.use('*', requireAuth, requireRole(role));

  routes.get('/', async (c) => {
    const data = await listUserNotifications(c.var.deps.db, c.var.auth.userId);
    return c.json<{ data: NotificationJson[] }>({ data });
  });

  /** Marks one of the caller's notifications read; someone else's id answers 404 as if it did not exist. */
  routes.put('/:id', async (c) => {
    const data = await markNotificationRead(c.var.deps.db, c.var.auth.userId, c.req.param('id'));
    if (!data) throw notFound(NOTIFICATION_NOT_FOUND);
    return c.json<{ data: NotificationReadJson }>({ data });
  });

  return routes;
}

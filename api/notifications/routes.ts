import { Hono } from 'hono';
import { requireAuth, requireRole } from '../auth/guards';
import type { AppEnv } from '../context';
import { ApiError, notFound } from '../http/errors';
import type { AllReadJson, NewNotificationsJson, NotificationJson, NotificationReadJson } from '#shared/notifications';
import { NOTIFICATION_NOT_FOUND, NOTIFICATIONS_SINCE_INVALID } from '#shared/messages';
import {
  listUserNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  newUserNotifications,
} from './notification-repository';

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

  /** The open app's watch: unread count and the unread ones written since `since` (an ISO instant). */
  routes.get('/new', async (c) => {
    const since = c.req.query('since') ?? '';
    const at = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/.test(since)
      ? Date.parse(since)
      : NaN;
    if (Number.isNaN(at))
      throw new ApiError(422, NOTIFICATIONS_SINCE_INVALID, { since: [NOTIFICATIONS_SINCE_INVALID] });
    const data = await newUserNotifications(c.var.deps.db, c.var.auth.userId, new Date(at).toISOString());
    return c.json<NewNotificationsJson>(data);
  });

  /** « Tout marquer comme lu »: every unread notification of the caller (and only hers). */
  routes.put('/read-all', async (c) => {
    const updated = await markAllNotificationsRead(c.var.deps.db, c.var.auth.userId);
    return c.json<{ data: AllReadJson }>({ data: { updated } });
  });

  /** Marks one of the caller's notifications read; someone else's id answers 404 as if it did not exist. */
  routes.put('/:id', async (c) => {
    const data = await markNotificationRead(c.var.deps.db, c.var.auth.userId, c.req.param('id'));
    if (!data) throw notFound(NOTIFICATION_NOT_FOUND);
    return c.json<{ data: NotificationReadJson }>({ data });
  });

  return routes;
}

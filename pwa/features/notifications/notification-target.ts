import type { NotificationJson } from '#shared/notifications';
import { notificationPath } from '#shared/paths';
/** One notification as GET /api/notifications and GET /api/admin-notifications list it (shared with the API). */
export type AppNotification = NotificationJson;

export type NotificationAudience = 'user' | 'admin';

/** Where a click on a notification leads: `notificationPath` of shared/paths.ts (null: the click only marks it read). */
export function notificationTarget(
  audience: NotificationAudience,
  notification: Pick<AppNotification, 'type' | 'related_id'>,
): string | null {
  return notificationPath(audience, notification);
}

/** Unread ones are filtered on the client (specification section 4); `read` arrives as 0/1 or a boolean. */
export function unreadOnly(list: AppNotification[]): AppNotification[] {
  return list.filter((n) => !n.read);
}

/** The notifications endpoint of each audience (contract: merchant and admin pairs). */
export function notificationsPath(audience: NotificationAudience): string {
  return audience === 'admin' ? '/api/admin-notifications' : '/api/notifications';
}

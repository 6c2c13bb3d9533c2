/** One notification as GET /api/notifications and GET /api/admin-notifications list it. */
export interface AppNotification {
  id: string;
  type: string;
  related_id: string | null;
  message: string | null;
  read: boolean | number;
  created_at: string;
}

export type NotificationAudience = 'user' | 'admin';

/**
 * Where a click on a notification leads (specification section 2, 'Notification click targets').
 * Merchant: orders → the order; subscription → the subscriptions settings page.
 * Admin: register|login → the user; subscription → the subscription; requested → the change request; stores → the shop.
 * Unknown types, or a missing related id where one is needed, lead nowhere (null): the click only marks it read.
 */
export function notificationTarget(
  audience: NotificationAudience,
  notification: Pick<AppNotification, 'type' | 'related_id'>,
): string | null {
  const id = notification.related_id ? encodeURIComponent(notification.related_id) : null;
  if (audience === 'user') {
    if (notification.type === 'orders') return id ? `/user/orders/${id}` : null;
    if (notification.type === 'subscription') return '/user/settings/settings';
    return null;
  }
  if (!id) return null;
  switch (notification.type) {
    case 'register':
    case 'login':
      return `/admin/users/${id}`;
    case 'subscription':
      return `/admin/subscription/${id}`;
    case 'requested':
      // The specification's spelling of this path is the contract.
      return `/admin/subscription/reqested/${id}`;
    case 'stores':
      return `/admin/shops/${id}`;
    default:
      return null;
  }
}

/** Unread ones are filtered on the client (specification section 4); `read` arrives as 0/1 or a boolean. */
export function unreadOnly(list: AppNotification[]): AppNotification[] {
  return list.filter((n) => !n.read);
}

/** The notifications endpoint of each audience (contract: merchant and admin pairs). */
export function notificationsPath(audience: NotificationAudience): string {
  return audience === 'admin' ? '/api/admin-notifications' : '/api/notifications';
}

import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';
import { queryPolicy } from '../../app/query-client';
import { notificationsPath, type AppNotification, type NotificationAudience } from './notification-target';

/** The signed-in user's notifications (merchant or admin list): the `notifications` policy (5 minutes, 2 retries). */
export function notificationsQuery(audience: NotificationAudience, userId: string) {
  return queryOptions({
    ...queryPolicy.notifications,
    queryKey: ['notifications', audience, userId],
    queryFn: async () => (await apiFetch<{ data: AppNotification[] }>(notificationsPath(audience))).data,
  });
}

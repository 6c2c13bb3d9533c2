import { useNotifications } from '@mantine/notifications';
import { Suspense, lazy } from 'react';

/**
 * Mantine's toast host, downloaded the first time a toast is shown (its transitions and scroll lock weigh ~10 KB
 * gzipped that most page views never need). `notifications.show()` writes to the store at once, so nothing is lost:
 * the host mounts and shows what is queued.
 */
const NotificationsHost = lazy(() => import('./NotificationsHost'));

export function LazyNotifications() {
  const { notifications, queue } = useNotifications();
  if (notifications.length === 0 && queue.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  );
}

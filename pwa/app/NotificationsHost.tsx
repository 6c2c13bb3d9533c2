import { Notifications } from '@mantine/notifications';

/** Loaded on demand by LazyNotifications: toasts hide after 3000 ms (spec section 9). */
export default function NotificationsHost() {
  return <Notifications autoClose={3000} position="top-right" />;
}

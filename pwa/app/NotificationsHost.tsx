import { Notifications } from '@mantine/notifications';

/**
 * Loaded on demand by LazyNotifications: toasts hide after 3000 ms (spec section 9). They open at the bottom, where
 * they cover neither the top bar (sync state, bell, account) nor the pages' add buttons under it.
 */
export default function NotificationsHost() {
  return <Notifications autoClose={3000} position="bottom-center" />;
}

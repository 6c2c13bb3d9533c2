import { getDefaultZIndex } from '@mantine/core';
import { Notifications } from '@mantine/notifications';

/**
 * Loaded on demand by LazyNotifications: toasts hide after 3000 ms (spec section 9). They open at the bottom, where
 * they cover neither the top bar (sync state, bell, account) nor the pages' add buttons under it. They sit under an
 * open dialog: at the bottom they would otherwise cover its « Valider » (and a mouse resting on a toast stops it
 * from closing, so the button stayed covered).
 */
export default function NotificationsHost() {
  return <Notifications autoClose={3000} position="bottom-center" zIndex={getDefaultZIndex('modal') - 1} />;
}

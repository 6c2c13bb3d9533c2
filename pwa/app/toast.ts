import { notifications } from '@mantine/notifications';

export type ToastSeverity = 'info' | 'success' | 'warning' | 'error';

const COLORS: Record<ToastSeverity, string> = { info: 'blue', success: 'green', warning: 'yellow', error: 'red' };

/** Toasts hide after 3000 ms (set on <Notifications>) and are 'info' unless said otherwise (spec section 4). */
export function toast(message: string, severity: ToastSeverity = 'info', title?: string): void {
  notifications.show({ message, title, color: COLORS[severity] });
}

export const KEPT_ON_DEVICE = 'Pour l’instant sur cet appareil seulement : envoyé au retour du réseau.';

/**
 * A change written to the device's outbox: online it is simply done (« Client ajouté »); offline the toast says it
 * is only on this device for now, so nobody believes the other tablet or the server already has it.
 */
export function savedToast(
  done: string,
  online: boolean = typeof navigator === 'undefined' || navigator.onLine,
): string {
  if (online) {
    toast(done, 'success');
    return done;
  }
  toast(KEPT_ON_DEVICE, 'info', done);
  return `${done} ${KEPT_ON_DEVICE}`;
}

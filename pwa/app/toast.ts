import { notifications } from '@mantine/notifications';

export type ToastSeverity = 'info' | 'success' | 'warning' | 'error';

const COLORS: Record<ToastSeverity, string> = { info: 'blue', success: 'green', warning: 'yellow', error: 'red' };

/** Toasts hide after 3000 ms (set on <Notifications>) and are 'info' unless said otherwise (spec section 4). */
export function toast(message: string, severity: ToastSeverity = 'info', title?: string): void {
  notifications.show({ message, title, color: COLORS[severity] });
}

/** The app icon's badge (Badging API, where the browser has it): her unread count, cleared at zero. */
export function showAppBadge(unread: number): void {
  const nav = navigator as Navigator & {
    setAppBadge?: (n?: number) => Promise<void>;
    clearAppBadge?: () => Promise<void>;
  };
  if (unread > 0) void nav.setAppBadge?.(unread).catch(() => undefined);
  else void nav.clearAppBadge?.().catch(() => undefined);
}

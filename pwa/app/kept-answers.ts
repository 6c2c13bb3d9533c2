/**
 * Whether the answers kept on the device (lib/query-persistence.ts) are loaded as the app starts, or once the screen
 * is drawn. At once when offline (they are what the screens show) or when the service worker serves the
 * app: its files come from the device then, and the kept answers show before the network's (a second visit on 3G).
 * A first visit over the network has nothing kept yet: its figures come first.
 */
export function keptAnswersAtOnce(
  nav: { onLine?: boolean; serviceWorker?: { controller: unknown } | undefined } = navigator,
): boolean {
  return nav.onLine === false || Boolean(nav.serviceWorker?.controller);
}

// The merchant frame's parts that read the device's database (Dexie, the sync engine, the catalogue copy): loaded
// with `import()` by UserAreaLayout once the frame is drawn, so that a cold dashboard shows its figures without
// waiting for them (decision 013 « What a page may weigh »). Offline they come from the service worker's
// cache at once. Screens that read the device (customers, orders, atelier) import the sync runtime themselves.
import { useCatalogMirror } from '../../lib/catalog/use-catalog';
import { getSyncRuntime } from '../../lib/sync/runtime';

export { SyncIndicator } from '../../features/sync/SyncIndicator';
export { OfflineBanner } from '../../features/sync/OfflineBanner';
export { OfflineReadyLine } from '../../features/sync/OfflineReadyLine';
export { NewOrderWatch } from '../../features/notifications/NewOrderWatch';

/** Keeps the catalogue on the device from the first screen on: an order taken offline picks its products. */
export function CatalogMirrorKeeper() {
  useCatalogMirror();
  return null;
}

/** The store was just created: sync had nothing to sync into before it existed, try now instead of its back-off. */
export function syncNow() {
  void getSyncRuntime()?.engine.requestSync();
}

import { useLiveQuery } from 'dexie-react-hooks';
import { deviceFigures, type DeviceFigures } from '../../lib/sync/device-figures';
import { useSyncRuntime } from '../../lib/sync/runtime';
import { useSyncStatus } from '../../lib/sync/use-sync-status';

/**
 * The dashboard's figures counted on the device (customers and orders mirrors, live): used when the network is off
 * or the server cannot be reached, so the page shows what the tablet holds at once instead of placeholders.
 */
export function useDeviceFigures(): { use: boolean; figures: DeviceFigures | undefined } {
  const runtime = useSyncRuntime();
  const status = useSyncStatus(runtime);
  const use = Boolean(runtime) && (!status.online || status.engine.phase === 'offline');
  const figures = useLiveQuery(async () => {
    if (!runtime || !use) return undefined;
    const [customers, orders] = await Promise.all([
      runtime.db.mirror('customers').toArray(),
      runtime.db.mirror('orders').toArray(),
    ]);
    return deviceFigures(customers, orders);
  }, [runtime, use]);
  return { use, figures };
}

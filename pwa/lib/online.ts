import { useSyncExternalStore } from 'react';

// Its own module, without Dexie: the frame reads it on its first paint; lib/sync/use-sync-status re-exports it.
/** navigator.onLine, kept current by the browser's online/offline events. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (cb) => {
      window.addEventListener('online', cb);
      window.addEventListener('offline', cb);
      return () => {
        window.removeEventListener('online', cb);
        window.removeEventListener('offline', cb);
      };
    },
    () => navigator.onLine,
    () => true,
  );
}

import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { SyncEngineState } from './engine';
import type { SyncRuntime } from './runtime';
import { useOnline } from '../online';

const IDLE: SyncEngineState = { phase: 'idle', lastError: null, nextRetryAt: null };

export interface SyncStatus {
  online: boolean;
  engine: SyncEngineState;
  pending: number;
  conflicts: number;
  rejected: number;
  lastSyncAt: string | null;
}

/** Everything the indicator shows, live: counts come from IndexedDB, so every tab sees the same numbers. */
export function useSyncStatus(runtime: SyncRuntime | null): SyncStatus {
  const online = useOnline();
  const [engine, setEngine] = useState<SyncEngineState>(runtime?.engine.getState() ?? IDLE);
  useEffect(() => {
    if (!runtime) return;
    setEngine(runtime.engine.getState());
    return runtime.engine.subscribe(setEngine);
  }, [runtime]);
  const counts = useLiveQuery(async () => {
    if (!runtime) return null;
    const db = runtime.db;
    const [pending, conflicts, rejected, last] = await Promise.all([
      db.outbox.count(),
      db.conflicts.count(),
      db.rejected.count(),
      db.meta.get('lastSyncAt'),
    ]);
    return { pending, conflicts, rejected, lastSyncAt: last ? String(last.value) : null };
  }, [runtime]);
  return { online, engine, pending: 0, conflicts: 0, rejected: 0, lastSyncAt: null, ...(counts ?? {}) };
}

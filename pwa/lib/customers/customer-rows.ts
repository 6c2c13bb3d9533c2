import { useLiveQuery } from 'dexie-react-hooks';
import type { Customer } from '#shared/schemas/customer';
import type { MirrorRow } from '../sync/db';
import { queueUpsert } from '../sync/local-writes';
import type { SyncRuntime } from '../sync/runtime';
import { sortCustomers } from './customer-search';

/**
 * The store's customers as every screen reads them (the customers' files, an order's customer): live from the
 * device's database, so they read the same offline; a change goes through the sync outbox, then a sync attempt.
 */
export function useCustomerRows(runtime: SyncRuntime | null): MirrorRow[] | undefined {
  return useLiveQuery(async () => {
    if (!runtime) return [];
    const rows = await runtime.db
      .mirror('customers')
      .filter((r) => !r.deletedAt)
      .toArray();
    return sortCustomers(rows);
  }, [runtime]);
}

/** One customer; null when it does not exist (or was deleted), undefined while loading. */
export function useCustomerRow(runtime: SyncRuntime | null, id: string): MirrorRow | null | undefined {
  return useLiveQuery(async () => {
    if (!runtime) return null;
    const row = await runtime.db.mirror('customers').get(id);
    return row && !row.deletedAt ? row : null;
  }, [runtime, id]);
}

export async function updateCustomer(runtime: SyncRuntime, id: string, changes: Partial<Customer>): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await queueUpsert(runtime.db, 'customers', id, changes);
  void runtime.engine.requestSync();
}

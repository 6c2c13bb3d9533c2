import { useLiveQuery } from 'dexie-react-hooks';
import type { Customer } from '#shared/schemas/customer';
import type { MirrorRow } from '../../lib/sync/db';
import { queueDelete, queueUpsert } from '../../lib/sync/local-writes';
import { fixRejected } from '../../lib/sync/review-actions';
import type { SyncRuntime } from '../../lib/sync/runtime';
import { newClientId } from '../../lib/sync/ids';

/** The customer's measurement takings (the atelier's), read from the device like the customer. */
export function useCustomerMeasurementSets(runtime: SyncRuntime | null, customerId: string): MirrorRow[] | undefined {
  return useLiveQuery(async () => {
    if (!runtime) return [];
    const rows = await runtime.db.mirror('measurement_sets').where('data.customerId').equals(customerId).toArray();
    return rows.filter((r) => !r.deletedAt);
  }, [runtime, customerId]);
}

export async function createCustomer(runtime: SyncRuntime, customer: Customer): Promise<string> {
  const id = newClientId();
  await queueUpsert(runtime.db, 'customers', id, customer);
  void runtime.engine.requestSync();
  return id;
}

export async function deleteCustomer(runtime: SyncRuntime, id: string): Promise<void> {
  await queueDelete(runtime.db, 'customers', id);
  void runtime.engine.requestSync();
}

export async function saveCorrection(
  runtime: SyncRuntime,
  mutationId: string,
  id: string,
  changes: Partial<Customer>,
): Promise<void> {
  await fixRejected(runtime.db, mutationId, 'customers', id, changes);
  void runtime.engine.requestSync();
}

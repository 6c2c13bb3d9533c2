import type { DB } from '../db/database';
import { enqueuePublish } from '../publishing/enqueue';

/**
 * Runs a write that shows on the storefront and queues the store's republish in the SAME transaction: a crash can
 * never leave a committed change without its publish job (the worker only re-queues stores that have no build).
 */
export function writeAndPublish<T>(db: DB, storeId: string, write: (trx: DB) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const result = await write(trx);
    await enqueuePublish(trx, storeId);
    return result;
  });
}

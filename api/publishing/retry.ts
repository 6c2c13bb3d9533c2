import type { DB } from '../db/database';
import { BACK_IN_QUEUE } from './jobs';

/** First wait after a failed build; each further failure in a row triples it (10 s, 30 s, 1 min 30 s, …). */
export const DEFAULT_RETRY_BASE_MS = 10_000;
/** The longest wait: a store whose builds keep failing is still tried once an hour (a bucket or disk may be back). */
export const MAX_RETRY_MS = 60 * 60_000;

/** How long to wait before trying a store again after its `failures`-th failed build in a row (1 = the first). */
export function retryDelayMs(failures: number, baseMs = DEFAULT_RETRY_BASE_MS): number {
  return Math.min(baseMs * 3 ** Math.max(0, failures - 1), Math.max(baseMs, MAX_RETRY_MS));
}

/**
 * A build of `generation` failed: its job goes back to the queue, to be claimed again only after a delay that grows
 * with each failure in a row (a transient failure heals by itself; a broken one does not keep a machine busy). If the
 * store changed during the build, the change is built at once instead (finishJob's rule). A job another worker took
 * over meanwhile is left to it. Answers when the next try is due, or null when it was not scheduled by this call.
 */
export async function retryLater(
  db: DB,
  storeId: string,
  generation: number,
  workerId: string,
  baseMs = DEFAULT_RETRY_BASE_MS,
  now = Date.now(),
): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    const job = await trx
      .selectFrom('publish_jobs')
      .select(['generation', 'failures'])
      .where('store_id', '=', storeId)
      .where('claimed_by', '=', workerId)
      .executeTakeFirst();
    if (!job) return null;
    const changed = job.generation !== generation;
    const failures = changed ? 0 : job.failures + 1;
    const retryAt = changed ? null : new Date(now + retryDelayMs(failures, baseMs)).toISOString();
    await trx
      .updateTable('publish_jobs')
      .set({ ...BACK_IN_QUEUE, retry_at: retryAt, failures })
      .where('store_id', '=', storeId)
      .where('claimed_by', '=', workerId)
      .execute();
    return retryAt;
  });
}

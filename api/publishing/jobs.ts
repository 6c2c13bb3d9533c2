import type { DB } from '../db/database';
import { skipLockedRows } from '../db/dialect';
import { nowIso } from '../ids';
import type { PublishJobsTable } from '../db/tables-publishing';
import { enqueuePublish } from './enqueue';

/**
 * Claims the oldest queued job (marks it running). One worker per process; on PostgreSQL several processes may
 * share the database, so the row is locked and a row another worker holds is skipped (FOR UPDATE SKIP LOCKED).
 */
export async function claimNextJob(db: DB): Promise<PublishJobsTable | null> {
  return db.transaction().execute(async (trx) => {
    const job = await skipLockedRows(
      trx,
      trx.selectFrom('publish_jobs').selectAll().where('status', '=', 'queued').orderBy('requested_at').limit(1),
    ).executeTakeFirst();
    if (!job) return null;
    await trx
      .updateTable('publish_jobs')
      .set({ status: 'running', started_at: nowIso(), attempts: job.attempts + 1 })
      .where('store_id', '=', job.store_id)
      .execute();
    return { ...job, status: 'running' as const, attempts: job.attempts + 1 };
  });
}

/**
 * Ends a job that ran at `generation`: gone if nothing was enqueued meanwhile; queued again otherwise
 * (the build it just finished may predate the latest change).
 */
export async function finishJob(db: DB, storeId: string, generation: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom('publish_jobs')
      .where('store_id', '=', storeId)
      .where('generation', '=', generation)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) {
      await trx
        .updateTable('publish_jobs')
        .set({ status: 'queued', started_at: null, attempts: 0 })
        .where('store_id', '=', storeId)
        .execute();
    }
  });
}

/** A job left 'running' means the process died during its build: it runs again. */
export async function requeueInterruptedJobs(db: DB): Promise<number> {
  const res = await db
    .updateTable('publish_jobs')
    .set({ status: 'queued', started_at: null })
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/** At start: every store without a current build (never published, or its release folder is gone) is enqueued. */
export async function enqueueUnpublishedStores(db: DB, hasCurrentRelease: (slug: string) => boolean): Promise<number> {
  const stores = await db
    .selectFrom('stores')
    .leftJoin('storefront_publications as p', 'p.store_id', 'stores.id')
    .select(['stores.id', 'stores.slug', 'p.release_id', 'p.slug as published_slug'])
    .execute();
  let n = 0;
  for (const s of stores) {
    const current = s.release_id !== null && s.published_slug === s.slug && hasCurrentRelease(s.slug);
    if (!current) {
      await enqueuePublish(db, s.id);
      n++;
    }
  }
  return n;
}

/**
 * A static page cannot notice that a discount started or ended: stores with a product whose discount period
 * began or ended since their last publication are queued again (the worker checks this periodically).
 */
export async function enqueueStoresWithDiscountBoundaries(db: DB, now = new Date()): Promise<number> {
  const today = now.toISOString().slice(0, 10);
  const rows = await db
    .selectFrom('products as p')
    .innerJoin('storefront_publications as sp', 'sp.store_id', 'p.store_id')
    .select(['p.store_id', 'p.discount_start', 'p.discount_end', 'sp.published_at'])
    .where('p.deleted_at', 'is', null)
    .where('p.discount_price', 'is not', null)
    .where('sp.published_at', 'is not', null)
    .where((eb) => eb.or([eb('p.discount_start', 'is not', null), eb('p.discount_end', 'is not', null)]))
    .execute();
  const stale = new Set<string>();
  for (const r of rows) {
    const publishedDay = r.published_at!.slice(0, 10);
    const start = r.discount_start?.slice(0, 10);
    const end = r.discount_end?.slice(0, 10);
    // Started: its first day has come, and the last build was made before that day.
    if (start && start <= today && publishedDay < start) stale.add(r.store_id);
    // Ended: the day after its last day has come, and the last build was made while it still ran.
    if (end && end < today && publishedDay <= end) stale.add(r.store_id);
  }
  for (const storeId of stale) await enqueuePublish(db, storeId);
  return stale.size;
}

import os from 'node:os';
import crypto from 'node:crypto';
import type { DB } from '../db/database';
import { skipLockedRows } from '../db/dialect';
import { nowIso } from '../ids';
import type { PublishJobsTable } from '../db/tables-publishing';
import { enqueuePublish } from './enqueue';

/** This process's worker, as written in `publish_jobs.claimed_by` (host, pid and a random part: pids are reused). */
export const thisWorker = `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString('hex')}`;

/**
 * How long a running job's heartbeat may stay silent before the job counts as abandoned (its process died or hangs)
 * and another worker takes it over. The worker renews it every `timeoutMs / 4` while it builds. PUBLISH_JOB_TIMEOUT.
 */
export const DEFAULT_LEASE_MS = 60_000;

/** A job given back to the queue: nobody holds it (finishJob, retry.ts, requeueInterruptedJobs). */
export const BACK_IN_QUEUE = { status: 'queued', started_at: null, heartbeat_at: null, claimed_by: null } as const;

/**
 * Claims the oldest job that is queued, or running with a heartbeat older than `leaseMs` (its worker died: taken
 * over), and marks it running for `workerId`. Several processes may share a PostgreSQL database: the row is locked
 * and a row another worker is claiming is skipped (FOR UPDATE SKIP LOCKED), so a job is claimed by exactly one worker;
 * on SQLite the single writer does the same.
 */
export async function claimNextJob(
  db: DB,
  workerId: string = thisWorker,
  leaseMs: number = DEFAULT_LEASE_MS,
  now = Date.now(),
): Promise<PublishJobsTable | null> {
  const staleBefore = new Date(now - leaseMs).toISOString();
  const nowAt = new Date(now).toISOString();
  return db.transaction().execute(async (trx) => {
    const job = await skipLockedRows(
      trx,
      trx
        .selectFrom('publish_jobs')
        .selectAll()
        .where((eb) =>
          eb.or([
            // A failed build waits for its next try (retry.ts).
            eb.and([eb('status', '=', 'queued'), eb.or([eb('retry_at', 'is', null), eb('retry_at', '<=', nowAt)])]),
            eb.and([eb('status', '=', 'running'), eb('heartbeat_at', '<', staleBefore)]),
            eb.and([eb('status', '=', 'running'), eb('heartbeat_at', 'is', null)]),
          ]),
        )
        .orderBy('requested_at')
        .orderBy('store_id')
        .limit(1),
    ).executeTakeFirst();
    if (!job) return null;
    const at = new Date(now).toISOString();
    const claimed = {
      status: 'running' as const,
      started_at: at,
      heartbeat_at: at,
      claimed_by: workerId,
      attempts: job.attempts + 1,
    };
    await trx.updateTable('publish_jobs').set(claimed).where('store_id', '=', job.store_id).execute();
    return { ...job, ...claimed };
  });
}

/** The worker holding a job says it is still alive (during a build). False: the job was taken over or is gone. */
export async function renewLease(db: DB, storeId: string, workerId: string = thisWorker): Promise<boolean> {
  const res = await db
    .updateTable('publish_jobs')
    .set({ heartbeat_at: nowIso() })
    .where('store_id', '=', storeId)
    .where('status', '=', 'running')
    .where('claimed_by', '=', workerId)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/**
 * Ends a job that ran at `generation`: gone if nothing was enqueued meanwhile; queued again otherwise
 * (the build it just finished may predate the latest change). A job another worker took over meanwhile is left
 * to that worker.
 */
export async function finishJob(
  db: DB,
  storeId: string,
  generation: number,
  workerId: string = thisWorker,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom('publish_jobs')
      .where('store_id', '=', storeId)
      .where('generation', '=', generation)
      .where('claimed_by', '=', workerId)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) {
      await trx
        .updateTable('publish_jobs')
        .set({ ...BACK_IN_QUEUE, attempts: 0, retry_at: null, failures: 0 })
        .where('store_id', '=', storeId)
        .where('claimed_by', '=', workerId)
        .execute();
    }
  });
}

/**
 * A stopping process gives its running job back: queued again at once, held by nobody, so another process (or this
 * one's successor) builds it without waiting for the lease to expire. False when the job was not this worker's
 * any more (taken over, or finished meanwhile).
 */
export async function handBackJob(db: DB, storeId: string, workerId: string = thisWorker): Promise<boolean> {
  const res = await db
    .updateTable('publish_jobs')
    .set(BACK_IN_QUEUE)
    .where('store_id', '=', storeId)
    .where('status', '=', 'running')
    .where('claimed_by', '=', workerId)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/**
 * At start: a job left 'running' by a process that died runs again. `all`: every running job (one process owns the
 * database, so none is alive); otherwise only those whose heartbeat is older than `leaseMs` (others may be building).
 */
export async function requeueInterruptedJobs(db: DB, opts: { all: boolean; leaseMs: number }): Promise<number> {
  const staleBefore = new Date(Date.now() - opts.leaseMs).toISOString();
  const res = await db
    .updateTable('publish_jobs')
    .set(BACK_IN_QUEUE)
    .where('status', '=', 'running')
    .$if(!opts.all, (qb) =>
      qb.where((eb) => eb.or([eb('heartbeat_at', 'is', null), eb('heartbeat_at', '<', staleBefore)])),
    )
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/** At start: every store without a current build (never published, or its release folder is gone) is enqueued. */
export async function enqueueUnpublishedStores(
  db: DB,
  hasCurrentRelease: (slug: string) => boolean | Promise<boolean>,
): Promise<number> {
  const stores = await db
    .selectFrom('stores')
    .leftJoin('storefront_publications as p', 'p.store_id', 'stores.id')
    .select(['stores.id', 'stores.slug', 'p.release_id', 'p.slug as published_slug'])
    .execute();
  let n = 0;
  for (const s of stores) {
    const current = s.release_id !== null && s.published_slug === s.slug && (await hasCurrentRelease(s.slug));
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

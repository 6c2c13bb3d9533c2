import { EventEmitter } from 'node:events';
import type { DB } from '../db/database';
import { compiledOnce } from '../db/compiled';
import { atGroupEnd } from '../db/group-commit';
import { nowIso } from '../ids';

/** Wakes the in-process publishing worker as soon as a job is queued (it also polls, for jobs from elsewhere). */
export const publishSignals = new EventEmitter();

/**
 * Records that something shown on a store's storefront changed, so the store gets republished.
 * Contract for every domain (stores, products, categories, personalization, testimonies, subscriptions):
 * call this after the write (inside the write's transaction is fine: pass the trx).
 * Durable and coalescing: one row per store; enqueueing again only bumps its generation, so a burst of
 * changes (or changes during a running build) leads to exactly one more build.
 */
export async function enqueuePublish(db: DB, storeId: string): Promise<void> {
  await upsertPublishJob(db, { storeId, now: nowIso() });
  publishSignals.emit('queued', storeId);
}

/**
 * enqueuePublish for a write of a group commit (a shopper order, api/db/group-commit.ts): queued once per store for
 * the whole group, before its COMMIT (a rolled-back write queues nothing). Outside a group, queued at once.
 */
export async function enqueuePublishAtGroupEnd(trx: DB, storeId: string): Promise<void> {
  await atGroupEnd(trx, enqueueStores, storeId);
}

async function enqueueStores(db: DB, storeIds: string[]) {
  for (const storeId of new Set(storeIds)) await enqueuePublish(db, storeId);
}

// Compiled once (api/db/compiled.ts): every shopper order queues its store's republish (decision 008).
const upsertPublishJob = compiledOnce((db, p: (name: 'storeId' | 'now') => never) =>
  db
    .insertInto('publish_jobs')
    .values({
      store_id: p('storeId'),
      status: 'queued',
      generation: 1,
      requested_at: p('now'),
      started_at: null,
      attempts: 0,
      claimed_by: null,
      heartbeat_at: null,
      retry_at: null,
      failures: 0,
    })
    .onConflict((oc) =>
      oc
        .column('store_id')
        // A change is published at once, even while a failed build waits for its next try (it may be the fix).
        .doUpdateSet((eb) => ({
          generation: eb('publish_jobs.generation', '+', 1),
          requested_at: p('now'),
          retry_at: null,
          failures: 0,
        })),
    ),
);

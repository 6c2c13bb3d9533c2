import type { DB } from '../db/database';
import type { Logger } from '../context';
import { publishSignals } from './enqueue';
import { sharedByProcesses } from '../db/dialect';
import {
  claimNextJob,
  DEFAULT_LEASE_MS,
  enqueueStoresWithDiscountBoundaries,
  enqueueUnpublishedStores,
  finishJob,
  handBackJob,
  renewLease,
  requeueInterruptedJobs,
  thisWorker,
} from './jobs';
import { publishStore, type PublishOptions, type PublishOutcome } from './publish-store';
import { hasCurrentRelease } from './releases';
import { stopBuilds, stopWarmBuilder } from './build-release';
import { countIfDatabaseError, publicationDuration, publicationFailures } from '../ops/metrics';
import { readLiveRelease } from './bucket-releases';
import { DEFAULT_RETRY_BASE_MS, retryLater } from './retry';

export interface WorkerOptions extends PublishOptions {
  /** Fallback poll for jobs another process queued (in-process enqueues wake the worker at once). */
  pollMs?: number;
  /**
   * Quiet time after a wake-up so a burst of edits (product + its images) lands in one build: each new change
   * restarts it, up to 10 times this long in all.
   */
  settleMs?: number;
  /** How often stores whose discounts started or ended are queued again. */
  discountCheckMs?: number;
  /** A running job whose heartbeat is older than this is taken over by another worker (PUBLISH_JOB_TIMEOUT). */
  leaseMs?: number;
  /** First wait before a failed build is tried again (retry.ts; it grows with each failure in a row). */
  retryBaseMs?: number;
  /** Who holds a claimed job (default: this process). */
  workerId?: string;
  onPublished?: (storeId: string, outcome: PublishOutcome) => void;
}

export interface PublishingWorker {
  /** Resolves when no job can be claimed now: none queued or running, but for failed builds waiting to retry. */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The publishing worker: one job at a time, in database order. Each API process runs one; they share the queue
 * (jobs.ts: a job is claimed by one worker, its heartbeat renewed during the build, taken over when it goes silent).
 * At start it re-queues a job a dead process left 'running' and queues every store without a current build.
 */
export async function startPublishingWorker(
  db: DB,
  dataDir: string,
  log: Logger,
  opts: WorkerOptions = {},
): Promise<PublishingWorker> {
  const pollMs = opts.pollMs ?? 2000;
  const settleMs = opts.settleMs ?? 150;
  const leaseMs = opts.leaseMs ?? DEFAULT_LEASE_MS;
  const workerId = opts.workerId ?? thisWorker;
  let stopped = false;
  let wake: (() => void) | null = null;
  let idleWaiters: (() => void)[] = [];
  /** The job being built now, handed back to the queue if the process stops meanwhile. */
  let current: { store_id: string } | null = null;
  let handedBack = false;

  const interrupted = await requeueInterruptedJobs(db, { all: !sharedByProcesses(db), leaseMs });
  if (interrupted > 0) log.info(`[publication] ${interrupted} publication(s) interrompue(s) relancée(s)`);
  const files = opts.files;
  const missing = await enqueueUnpublishedStores(db, async (slug) =>
    files?.kind === 'bucket' ? (await readLiveRelease(files, slug)) !== null : hasCurrentRelease(dataDir, slug),
  );
  if (missing > 0) log.info(`[publication] ${missing} boutique(s) sans site publié mise(s) en file`);

  let lastQueuedAt = 0;
  const onQueued = () => {
    lastQueuedAt = Date.now();
    wake?.();
  };
  publishSignals.on('queued', onQueued);

  const checkDiscounts = () =>
    enqueueStoresWithDiscountBoundaries(db).catch((err) =>
      log.error('[publication] contrôle des promotions impossible', err),
    );
  await checkDiscounts();
  const discountTimer = setInterval(checkDiscounts, opts.discountCheckMs ?? 15 * 60_000);
  discountTimer.unref();

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const t = setTimeout(done, ms);
      function done() {
        clearTimeout(t);
        wake = null;
        resolve();
      }
      wake = done;
    });

  /** Waits until no change came for settleMs (at most 10 × settleMs in all). */
  const settle = async () => {
    const deadline = Date.now() + 10 * settleMs;
    for (;;) {
      const wait = Math.min(lastQueuedAt + settleMs, deadline) - Date.now();
      if (stopped || wait <= 0) return;
      await new Promise((r) => setTimeout(r, wait));
    }
  };

  const loop = (async () => {
    while (!stopped) {
      let job;
      try {
        job = await claimNextJob(db, workerId, leaseMs);
      } catch (err) {
        countIfDatabaseError(err);
        log.error('[publication] lecture de la file impossible', err);
        await sleep(pollMs);
        continue;
      }
      if (!job) {
        for (const w of idleWaiters) w();
        idleWaiters = [];
        await sleep(pollMs);
        await settle();
        continue;
      }
      // While it builds, the worker says it is alive; silent for leaseMs, the job goes to another worker.
      const heartbeat = setInterval(
        () => renewLease(db, job.store_id, workerId).catch((err) => log.error('[publication] bail non renouvelé', err)),
        Math.max(250, Math.floor(leaseMs / 4)),
      );
      let outcome: PublishOutcome;
      const startedAt = performance.now();
      current = job;
      try {
        // Right before its release goes live, the worker checks it still holds the job: one that was taken over
        // (it stalled past its lease) must not put an older build live over the new holder's.
        const stillHolds = () => renewLease(db, job.store_id, workerId);
        outcome = await publishStore(db, dataDir, job.store_id, { ...opts, stillHolds });
      } catch (err) {
        outcome = { status: 'failed', error: err instanceof Error ? err.message : String(err) };
      } finally {
        clearInterval(heartbeat);
        current = null;
      }
      publicationDuration.observe({ outcome: outcome.status }, (performance.now() - startedAt) / 1000);
      // Stopped mid-build: the job was handed back to the queue (stop() below), another process or the next start
      // builds it; the killed build is no failure.
      if (handedBack) continue;
      if (outcome.status === 'failed') {
        publicationFailures.inc();
        let retryAt: string | null = null;
        try {
          retryAt = await retryLater(
            db,
            job.store_id,
            job.generation,
            workerId,
            opts.retryBaseMs ?? DEFAULT_RETRY_BASE_MS,
          );
        } catch (err) {
          log.error('[publication] nouvel essai non programmé', err);
        }
        log.error(
          `[publication] boutique ${job.store_id} : ${outcome.error}` +
            (retryAt ? ` (nouvel essai après ${retryAt})` : ''),
        );
        opts.onPublished?.(job.store_id, outcome);
        continue;
      }
      if (outcome.status === 'taken-over')
        log.info(`[publication] boutique ${job.store_id} : reprise par un autre processus, construction abandonnée`);
      if (outcome.status === 'published')
        log.info(
          `[publication] boutique ${job.store_id} publiée en ${outcome.ms} ms` +
            (outcome.rendered === 'whole' ? '' : ` (${outcome.rendered.productPages} page(s) produit refaite(s))`),
        );
      opts.onPublished?.(job.store_id, outcome);
      try {
        await finishJob(db, job.store_id, job.generation, workerId);
      } catch (err) {
        countIfDatabaseError(err);
        log.error('[publication] fin de tâche non enregistrée', err);
      }
    }
  })();

  return {
    idle: () =>
      new Promise<void>((resolve) => {
        idleWaiters.push(resolve);
        wake?.();
      }),
    async stop() {
      stopped = true;
      clearInterval(discountTimer);
      publishSignals.off('queued', onQueued);
      wake?.();
      // A build in progress is not waited for (it may take minutes): its job goes back to the queue first, so the
      // build can no longer put a release live (it no longer holds the job), then the builder is stopped.
      const building = current;
      if (building) {
        handedBack = true;
        try {
          if (await handBackJob(db, building.store_id, workerId))
            log.info(`[publication] boutique ${building.store_id} : publication remise en file (arrêt du processus)`);
        } catch (err) {
          countIfDatabaseError(err);
          log.error('[publication] publication en cours non remise en file', err);
        }
        stopBuilds();
      }
      await loop;
      stopWarmBuilder();
      for (const w of idleWaiters) w();
    },
  };
}

// Row shapes of the storefront publishing tables (see migrations/2026-11-22-0400-publishing.ts).

/**
 * One row per store with a publication pending or running: enqueueing again only bumps `generation`, so any
 * number of changes coalesce into one build. A build that started at generation g and finishes while the row
 * is still at g deletes the row; a newer generation means something changed during the build: it runs again.
 */
export interface PublishJobsTable {
  store_id: string;
  status: 'queued' | 'running';
  generation: number;
  requested_at: string;
  started_at: string | null;
  /** builds started for this row (a crash loop shows here) */
  attempts: number;
  /** the worker instance that holds the running job (one id per process start) */
  claimed_by: string | null;
  /** renewed by that worker while it builds; older than the lease timeout = a dead worker, taken over */
  heartbeat_at: string | null;
  /** a queued job is not claimed before this (a failed build waits to be tried again: publishing/retry.ts) */
  retry_at: string | null;
  /** failed builds in a row (sets the next delay); 0 again after a success or a new change */
  failures: number;
}

/** The store's live storefront: which release is current, and the last failure (kept until the next success). */
export interface StorefrontPublicationsTable {
  store_id: string;
  /** slug the current release is served under (a renamed slug's old folder is removed after the next publish) */
  slug: string | null;
  release_id: string | null;
  published_at: string | null;
  build_ms: number | null;
  last_error: string | null;
  failed_at: string | null;
  updated_at: string;
  /** hash of the snapshot and templates the current release was built from (publish-fingerprint.ts) */
  fingerprint: string | null;
}

export interface PublishingTables {
  publish_jobs: PublishJobsTable;
  storefront_publications: StorefrontPublicationsTable;
}

import client from 'prom-client';

/**
 * The process's metrics, in the Prometheus text format (GET /metrics, api/ops/metrics-route.ts), through prom-client.
 * One registry a process: counters only grow while the process lives, as Prometheus expects (a restart resets them,
 * which `rate()` handles). Labels take a few fixed values each — a route pattern, never a path, a slug or an id —
 * so the number of series stays bounded whatever the number of stores.
 */
export const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry });

/** `2xx` … `5xx`: the class of an HTTP status. */
export const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

export const httpRequests = new client.Counter({
  name: 'boutique_http_requests_total',
  help: 'HTTP requests answered, by route pattern, method and status class',
  labelNames: ['route', 'method', 'status'] as const,
  registers: [registry],
});

export const httpDuration = new client.Histogram({
  name: 'boutique_http_request_duration_seconds',
  help: 'Time to answer an HTTP request (until the handler returned its response), by route pattern and status class',
  labelNames: ['route', 'method', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const syncPushes = new client.Counter({
  name: 'boutique_sync_pushes_total',
  help: 'Sync pushes received from devices (POST /api/sync/push answered 200)',
  registers: [registry],
});

export const syncPulls = new client.Counter({
  name: 'boutique_sync_pulls_total',
  help: 'Sync pulls answered (GET /api/sync/pull answered 200)',
  registers: [registry],
});

export const syncRows = new client.Counter({
  name: 'boutique_sync_rows_total',
  help: 'Rows moved by sync: mutations pushed by devices (direction="push"), changed rows sent to them ("pull")',
  labelNames: ['direction'] as const,
  registers: [registry],
});

export const shopperOrders = new client.Counter({
  name: 'boutique_shopper_orders_total',
  help: 'Orders placed by shoppers on storefronts',
  registers: [registry],
});

export const publicationQueue = new client.Gauge({
  name: 'boutique_publication_queue_length',
  help: 'Storefront publications waiting or running (publish_jobs rows, shared by every process), read at scrape',
  labelNames: ['status'] as const,
  registers: [registry],
});

export const publicationDuration = new client.Histogram({
  name: 'boutique_publication_duration_seconds',
  help: "Storefront publications run by this process's worker, by outcome",
  labelNames: ['outcome'] as const,
  buckets: [0.5, 1, 2.5, 5, 10, 20, 40, 80, 160, 320],
  registers: [registry],
});

export const publicationFailures = new client.Counter({
  name: 'boutique_publication_failures_total',
  help: 'Storefront publications that failed (each is tried again later by itself)',
  registers: [registry],
});

export const bucketErrors = new client.Counter({
  name: 'boutique_bucket_errors_total',
  help: 'Object-storage requests that failed (after the SDK retries), by S3 operation; absent objects do not count',
  labelNames: ['operation'] as const,
  registers: [registry],
});

export const databaseErrors = new client.Counter({
  name: 'boutique_database_errors_total',
  help: 'Database errors that reached an error handler (a request answered 500, a background task that failed)',
  registers: [registry],
});

/**
 * Whether an error comes from the database driver: better-sqlite3's SqliteError, or pg's DatabaseError and its
 * connection failures. Counted by the error handlers that catch them.
 */
export function isDatabaseError(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  if (err.name === 'SqliteError' || err.constructor.name === 'DatabaseError') return true;
  const code = (err as { code?: unknown }).code;
  // pg: SQLSTATE codes are five characters; a refused or dropped connection is a Node socket error.
  return (
    (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && 'severity' in err) ||
    /Connection terminated|connect ECONNREFUSED/.test(err.message)
  );
}

/** Counts `err` when it is a database error (see isDatabaseError). */
export function countIfDatabaseError(err: unknown): void {
  if (isDatabaseError(err)) databaseErrors.inc();
}

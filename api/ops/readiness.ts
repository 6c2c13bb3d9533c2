import { Hono } from 'hono';
import { READINESS_STOPPING } from '#shared/messages';
import { sql } from 'kysely';
import { SERVICE_UNAVAILABLE } from '#shared/messages';
import type { AppDeps, AppEnv } from '../context';
import { migrations } from '../db/migrations/index';
import { RETRY_AFTER_SECONDS } from '../http/errors';
import { filesOf } from '../storage/files-of';
import { isShuttingDown } from './lifecycle';

// GET /api/ready — can this process serve? (/api/health only says it lives.) A load balancer sends traffic to a
// process that answers 200 here and takes it away on 503: the database does not answer, the bucket does not answer,
// the database lacks a migration of this code, or the process said it is stopping (`setNotReady`, on SIGTERM).
// Each check waits at most CHECK_WAIT_MS: a probe must answer even when what it checks hangs.

const CHECK_WAIT_MS = 3_000;

type Check = 'ok' | 'injoignable' | 'migrations manquantes' | 'en attente';

/** Why a process said it must not get traffic (by its dependencies: two apps of one test process stay apart). */
const notReady = new WeakMap<AppDeps, string>();

/**
 * Makes /api/ready answer 503 with `reason` (e.g. « arrêt en cours » while a SIGTERM drains the process), or ready
 * again with null. The process keeps serving what it gets meanwhile.
 */
export function setNotReady(deps: AppDeps, reason: string | null): void {
  if (reason === null) notReady.delete(deps);
  else notReady.set(deps, reason);
}

/** Resolves to `what`'s answer, or 'en attente' when it did not come in CHECK_WAIT_MS; a failure is 'injoignable'. */
async function within(what: () => Promise<Check>): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<Check>((resolve) => {
    timer = setTimeout(() => resolve('en attente'), CHECK_WAIT_MS);
  });
  try {
    return await Promise.race([what().catch((): Check => 'injoignable'), late]);
  } finally {
    clearTimeout(timer);
  }
}

async function checkDatabase(deps: AppDeps): Promise<{ database: Check; migrations: Check }> {
  let database: Check = 'ok';
  const migrated = await within(async () => {
    const done = await deps.db
      .selectFrom('kysely_migration' as never)
      .select('name' as never)
      .execute();
    const names = new Set(done.map((row) => (row as { name: string }).name));
    return Object.keys(migrations).every((name) => names.has(name)) ? 'ok' : 'migrations manquantes';
  });
  if (migrated === 'injoignable' || migrated === 'en attente') {
    // Not a missing table (an empty database): the database itself, said by the simplest query.
    database = await within(async () => (await sql`select 1`.execute(deps.db), 'ok'));
  }
  // The database answers but the migrations could not be read: none was ever applied (no table yet).
  return {
    database,
    migrations: database !== 'ok' ? 'en attente' : migrated === 'ok' ? 'ok' : 'migrations manquantes',
  };
}

async function checkStorage(deps: AppDeps): Promise<Check> {
  if (!deps.config.s3) return 'ok';
  const files = filesOf(deps.config);
  // Any key answers: a missing object (null) proves the bucket replies.
  return within(async () => {
    await files.stat('storefronts/ready-probe', { signal: AbortSignal.timeout(CHECK_WAIT_MS) });
    return 'ok';
  });
}

export function readinessRoutes() {
  const routes = new Hono<AppEnv>();
  routes.get('/', async (c) => {
    const deps = c.var.deps;
    const [db, storage] = await Promise.all([checkDatabase(deps), checkStorage(deps)]);
    const stopping = notReady.get(deps) ?? (isShuttingDown() ? READINESS_STOPPING : undefined);
    const checks = { database: db.database, migrations: db.migrations, storage };
    c.header('Cache-Control', 'no-store');
    if (!stopping && Object.values(checks).every((v) => v === 'ok')) return c.json({ status: 'ready', checks });
    c.header('Retry-After', String(RETRY_AFTER_SECONDS));
    return c.json({ status: 'not-ready', message: stopping ?? SERVICE_UNAVAILABLE, checks }, 503);
  });
  return routes;
}

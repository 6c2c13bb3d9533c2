import { CompiledQuery } from 'kysely';
import type { DB } from './database';
import { isPostgres } from './dialect';

/**
 * GROUP COMMIT for small concurrent writes on SQLite (decision 008).
 *
 * Why: SQLite runs with `synchronous = FULL` (an acknowledged order survives a power cut), so every COMMIT waits for
 * one disk flush of the WAL — 7–9 ms on the machines we run on — and better-sqlite3 waits for it on the event loop.
 * One transaction per shopper order therefore capped the whole process near 100–140 orders/s whatever the code did.
 *
 * How: writes queued while the connection is busy (or within the same turn of the event loop) share ONE transaction.
 * Each runs in its own SAVEPOINT, one after the other (SQLite has one connection: nothing interleaves), and sees the
 * writes of those before it exactly as if they had committed first (stock, promo-code uses, rate-limit counts,
 * customers found by phone, the store's sync counter). A write that throws is rolled back to its savepoint alone:
 * the others keep their work, and its error is its answer. Then ONE COMMIT — one flush for the whole group — and only
 * then is any caller answered: nobody is told « ok » before the disk has it; a crash before the commit loses only
 * writes nobody was answered for. If the COMMIT itself fails, every write of the group fails with it.
 *
 * Sync versions stay gap-safe (decision 003): versions taken inside the group (nextVersion) are numbered in the order
 * the writes ran, a rolled-back write gives its number back to the next one, and pulls read through the same single
 * connection, so they see the whole group committed or none of it.
 *
 * PostgreSQL groups concurrent commits itself (commit_delay / its WAL writer) and runs transactions side by side, so
 * there each write keeps its ordinary transaction of its own.
 *
 * Rule for `work`: use only the `trx` it receives. A query on the outer `db` inside `work` would wait for the
 * connection the group holds, forever.
 *
 * Work the writes of a group share (the merchants' notifications, one republish per store) is handed to
 * `atGroupEnd` and written ONCE, after the group's last write and before its COMMIT: one statement for the whole
 * group instead of one per write. A write that is rolled back takes its handed work with it.
 */
export async function inGroupCommit<T>(db: DB, work: (trx: DB) => Promise<T>): Promise<T> {
  if (isPostgres(db)) return db.transaction().execute(work);
  const group = groupOf(db);
  return new Promise<T>((resolve, reject) => {
    group.queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
    schedule(db, group);
  });
}

/** How many writes one group takes at most (bounds the wait of its first writer; a busy moment makes several). */
const MAX_GROUP = 128;

interface Job {
  work: (trx: DB) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (err: unknown) => void;
}

interface Group {
  queue: Job[];
  running: boolean;
  scheduled: boolean;
  /** Counted for tests and the bench: groups committed (or failed) and writes they carried. */
  commits: number;
  writes: number;
}

const groups = new WeakMap<DB, Group>();

/** The group a transaction of runGroup is running: the work its writes handed to `atGroupEnd`. */
interface Ending {
  /** handed by the write running now: kept only if it is released */
  pending: { flush: GroupEndFlush<never>; item: unknown }[];
  /** kept, per flush, in the order the writes ran */
  kept: Map<GroupEndFlush<never>, unknown[]>;
}
const endings = new WeakMap<DB, Ending>();

/** Writes the items every released write of a group handed, in one go (e.g. one multi-row INSERT). */
export type GroupEndFlush<T> = (trx: DB, items: T[]) => Promise<void>;

/**
 * Hands `item` to `flush`, which writes the items of the whole group at once, after its last write and before its
 * COMMIT, in the same transaction (a failure there fails the whole group, as a failed COMMIT does). Outside a group
 * (PostgreSQL, where each write has its own transaction, or a `trx` not from inGroupCommit) it is written now, alone.
 * `flush` must be the same function for items written together (a module-level constant).
 */
export async function atGroupEnd<T>(trx: DB, flush: GroupEndFlush<T>, item: T): Promise<void> {
  const ending = endings.get(trx);
  if (ending) ending.pending.push({ flush: flush as GroupEndFlush<never>, item });
  else await flush(trx, [item]);
}
/** The real setImmediate, kept at load: a test's fake timers must not stall every write. */
const nextTurn = globalThis.setImmediate;

function groupOf(db: DB): Group {
  let group = groups.get(db);
  if (!group) {
    group = { queue: [], running: false, scheduled: false, commits: 0, writes: 0 };
    groups.set(db, group);
  }
  return group;
}

/** Groups committed and the writes they carried on this database (SQLite), since it was opened. */
export function groupCommitCounts(db: DB): { commits: number; writes: number } {
  const { commits, writes } = groupOf(db);
  return { commits, writes };
}

/**
 * Starts a group on the next turn of the event loop (setImmediate: after the requests read in this turn have queued
 * their writes), unless one is starting or running: a running group takes the writes queued meanwhile.
 */
function schedule(db: DB, group: Group) {
  if (group.running || group.scheduled) return;
  group.scheduled = true;
  nextTurn(() => {
    group.scheduled = false;
    void runGroup(db, group);
  });
}

// Built once: they run around every write of a group.
const SAVEPOINT = CompiledQuery.raw('savepoint group_commit_write');
const RELEASE = CompiledQuery.raw('release group_commit_write');
const ROLLBACK_TO = CompiledQuery.raw('rollback to group_commit_write');

async function runGroup(db: DB, group: Group) {
  group.running = true;
  const taken: { job: Job; failed: boolean; value: unknown }[] = [];
  let groupError: { err: unknown } | null = null;
  try {
    await db.transaction().execute(async (trx) => {
      const ending: Ending = { pending: [], kept: new Map() };
      endings.set(trx, ending);
      while (group.queue.length > 0 && taken.length < MAX_GROUP) {
        const entry = { job: group.queue.shift()!, failed: false, value: undefined as unknown };
        taken.push(entry);
        ending.pending = [];
        await trx.executeQuery(SAVEPOINT);
        try {
          entry.value = await entry.job.work(trx);
          await trx.executeQuery(RELEASE);
          for (const { flush, item } of ending.pending) {
            const items = ending.kept.get(flush);
            if (items) items.push(item);
            else ending.kept.set(flush, [item]);
          }
        } catch (err) {
          entry.failed = true;
          entry.value = err;
          await trx.executeQuery(ROLLBACK_TO);
          await trx.executeQuery(RELEASE);
        }
      }
      endings.delete(trx);
      for (const [flush, items] of ending.kept) await flush(trx, items as never[]);
    });
  } catch (err) {
    // The COMMIT (or a savepoint command) failed: Kysely rolled the whole group back, nothing of it is written.
    groupError = { err };
  } finally {
    group.running = false;
    group.commits++;
    group.writes += taken.length;
    if (group.queue.length > 0) schedule(db, group);
  }
  for (const { job, failed, value } of taken) {
    if (failed) job.reject(value);
    else if (groupError) job.reject(groupError.err);
    else job.resolve(value);
  }
}

import {
  PULL_PAGES_AHEAD,
  PULL_LIMIT_MAX,
  PUSH_BATCH_MAX,
  SYNC_TABLES,
  type PullResponse,
  type SyncMutation,
  type SyncRecord,
  type SyncResult,
  type SyncTableName,
} from '#shared/sync';
import type { OutboxEntry, SyncDatabase } from './db';
import { newClientId } from './ids';
import { newerServer, rebasePulled, rebaseRow } from './rebase';
import { failureOf, type PullInFlight, type SyncTransport } from './transport';

export type SyncPhase = 'idle' | 'syncing' | 'offline' | 'error' | 'signed-out' | 'blocked';

export interface SyncEngineState {
  phase: SyncPhase;
  /** French text of the last failure, shown by the indicator. */
  lastError: string | null;
  /** When the next automatic retry runs after a failure (ms since epoch). */
  nextRetryAt: number | null;
}

export interface SyncEngineOptions {
  batchSize?: number;
  /** Rows per pull page (default: the largest the server gives, PULL_LIMIT_MAX). */
  pullLimit?: number;
  intervalMs?: number;
  baseBackoffMs?: number;
  maxBackoffMs?: number;
  /** Called for every server answer the engine applied (tests use it to know what was acknowledged). */
  onResult?: (entry: OutboxEntry, result: SyncResult) => void;
}

const isSyncTable = (name: string): name is SyncTableName => (SYNC_TABLES as readonly string[]).includes(name);

/**
 * Pushes the outbox in ordered batches, then pulls by cursor, and applies every answer to the local database.
 * Runs at start, on 'online', when the page becomes visible, on an interval and after each write (requestSync), backing off exponentially on failure.
 * A mutation leaves the outbox only when the server answered it (applied, conflict or rejected).
 */
export class SyncEngine {
  private state: SyncEngineState = { phase: 'idle', lastError: null, nextRetryAt: null };
  private listeners = new Set<(s: SyncEngineState) => void>();
  private running: Promise<void> | null = null;
  private again = false;
  private failures = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private intervalTimer: ReturnType<typeof setInterval> | null = null;
  private stopped = false;
  private readonly onOnline = () => {
    this.failures = 0;
    void this.requestSync();
  };
  /** A tablet woken up or a tab brought back: sync now rather than at the next interval. */
  private readonly onVisible = () => {
    if (document.visibilityState === 'visible') void this.requestSync();
  };

  constructor(
    readonly db: SyncDatabase,
    private readonly transport: SyncTransport,
    private readonly options: SyncEngineOptions = {},
  ) {}

  getState(): SyncEngineState {
    return this.state;
  }

  subscribe(cb: (s: SyncEngineState) => void): () => void {
    this.listeners.add(cb);
    return () => this.listeners.delete(cb);
  }

  private setState(patch: Partial<SyncEngineState>) {
    this.state = { ...this.state, ...patch };
    for (const cb of this.listeners) cb(this.state);
  }

  /** Starts automatic syncing: now, on every 'online' event and every intervalMs. */
  start(): void {
    this.stopped = false;
    if (typeof window !== 'undefined') {
      window.addEventListener('online', this.onOnline);
      document.addEventListener('visibilitychange', this.onVisible);
    }
    this.intervalTimer = setInterval(() => void this.requestSync(), this.options.intervalMs ?? 30_000);
    void this.requestSync();
  }

  /** Stops the timers; the local database (outbox included) is left untouched. */
  stop(): void {
    this.stopped = true;
    if (typeof window !== 'undefined') {
      window.removeEventListener('online', this.onOnline);
      document.removeEventListener('visibilitychange', this.onVisible);
    }
    if (this.intervalTimer) clearInterval(this.intervalTimer);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.intervalTimer = this.retryTimer = null;
  }

  /** Asks for a sync; calls during a running sync coalesce into one more run after it. Never throws. */
  requestSync(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        if (!(await this.runGuarded())) break;
      } while (this.again && !this.stopped);
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async runGuarded(): Promise<boolean> {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.setState({ phase: 'syncing', nextRetryAt: null });
    try {
      await this.syncOnce();
      this.failures = 0;
      this.setState({ phase: 'idle', lastError: null });
      return true;
    } catch (error) {
      const failure = failureOf(error);
      this.failures++;
      if (failure.status === 401) {
        // Session gone: the outbox waits for the next sign-in (the runtime restarts the engine then).
        this.setState({ phase: 'signed-out', lastError: failure.message });
        return false;
      }
      const phase: SyncPhase = failure.status === 0 ? 'offline' : failure.status === 403 ? 'blocked' : 'error';
      const delay = this.backoffDelay();
      this.setState({ phase, lastError: failure.message, nextRetryAt: Date.now() + delay });
      if (!this.stopped) this.retryTimer = setTimeout(() => void this.requestSync(), delay);
      return false;
    }
  }

  /** Exponential back-off with jitter: 1 s, 2 s, 4 s … up to maxBackoffMs. */
  private backoffDelay(): number {
    const base = this.options.baseBackoffMs ?? 1000;
    const max = this.options.maxBackoffMs ?? 60_000;
    const raw = Math.min(max, base * 2 ** Math.min(this.failures - 1, 16));
    return Math.round(raw * (0.5 + Math.random() / 2));
  }

  /** One full cycle: push everything queued, then pull until up to date. Throws on transport failure. */
  async syncOnce(): Promise<void> {
    const clientId = await this.clientId();
    await this.pushAll(clientId);
    await this.pullAll();
    await this.db.meta.put({ key: 'lastSyncAt', value: new Date().toISOString() });
  }

  private async clientId(): Promise<string> {
    return this.db.transaction('rw', this.db.meta, async () => {
      const existing = await this.db.meta.get('clientId');
      if (existing) return String(existing.value);
      const id = newClientId();
      await this.db.meta.put({ key: 'clientId', value: id });
      return id;
    });
  }

  private async pushAll(clientId: string): Promise<void> {
    const size = Math.min(this.options.batchSize ?? 100, PUSH_BATCH_MAX);
    for (;;) {
      const batch = await this.db.outbox.orderBy('seq').limit(size).toArray();
      if (batch.length === 0) return;
      let results: SyncResult[];
      try {
        results = (await this.transport.push({ clientId, mutations: batch.map(toMutation) })).results;
      } catch (error) {
        // A batch the server cannot even read must not block the queue forever: judge each mutation alone.
        if (failureOf(error).status !== 422) throw error;
        results = await this.pushOneByOne(clientId, batch);
      }
      const acknowledged = await this.applyResults(batch, results);
      if (acknowledged === 0) return;
    }
  }

  private async pushOneByOne(clientId: string, batch: OutboxEntry[]): Promise<SyncResult[]> {
    const results: SyncResult[] = [];
    for (const entry of batch) {
      try {
        results.push(...(await this.transport.push({ clientId, mutations: [toMutation(entry)] })).results);
      } catch (error) {
        const failure = failureOf(error);
        if (failure.status !== 422) throw error;
        results.push({
          mutationId: entry.mutationId,
          status: 'rejected',
          message: failure.message,
          errors: failure.errors,
          record: null,
        });
      }
    }
    return results;
  }

  private mirrorTables() {
    return SYNC_TABLES.map((t) => this.db.mirror(t));
  }

  /** Applies the server's answers in one transaction; answers the number of outbox entries removed. */
  private async applyResults(batch: OutboxEntry[], results: SyncResult[]): Promise<number> {
    const byId = new Map(results.map((r) => [r.mutationId, r]));
    let removed = 0;
    const applied: [OutboxEntry, SyncResult][] = [];
    const db = this.db;
    await db.transaction('rw', [db.outbox, db.conflicts, db.rejected, ...this.mirrorTables()], async () => {
      for (const entry of batch) {
        const result = byId.get(entry.mutationId);
        if (!result) continue;
        // Another tab may have handled (or the merchant discarded) it meanwhile.
        if (!(await db.outbox.get(entry.seq!))) continue;
        await db.outbox.delete(entry.seq!);
        removed++;
        applied.push([entry, result]);
        const now = new Date().toISOString();
        if (result.status === 'conflict') {
          await db.conflicts.put({
            mutationId: entry.mutationId,
            table: entry.table,
            rowId: entry.rowId,
            op: entry.op,
            localChanges: entry.changes ?? {},
            conflictFields: result.conflictFields,
            serverRecord: result.record,
            createdAt: now,
          });
        } else if (result.status === 'rejected') {
          // The record as the merchant saw it (its code, its customer): a refused create leaves the mirror below,
          // and a refused update of one field names nothing on its own.
          const seen = isSyncTable(entry.table) ? await db.mirror(entry.table).get(entry.rowId) : undefined;
          await db.rejected.put({
            mutationId: entry.mutationId,
            table: entry.table,
            rowId: entry.rowId,
            op: entry.op,
            changes: entry.changes ?? {},
            record: { ...(seen?.data ?? {}), ...(entry.changes ?? {}) },
            message: result.message,
            errors: result.errors,
            createdAt: now,
          });
        }
        if (!isSyncTable(entry.table)) continue;
        const row = await db.mirror(entry.table).get(entry.rowId);
        const server = result.record ? newerServer(row?.server, result.record) : (row?.server ?? null);
        await rebaseRow(db, entry.table, entry.rowId, server);
      }
    });
    for (const [entry, result] of applied) this.options.onResult?.(entry, result);
    return removed;
  }

  private async pullAll(): Promise<void> {
    const db = this.db;
    let cursor = Number((await db.meta.get('cursor'))?.value ?? 0);
    // The cursor only covers the tables this device knew when it pulled (a newer server's rows of a table this build
    // did not know were skipped). A build that syncs a new table starts again from 0, once: what is already here is
    // kept, and newerServer() keeps a row from going back to an older version.
    const covered = String((await db.meta.get('cursorTables'))?.value ?? '').split(',');
    if (SYNC_TABLES.some((t) => !covered.includes(t))) cursor = 0;
    const limit = this.options.pullLimit ?? PULL_LIMIT_MAX;
    // Pipelined: the next page is asked for as soon as this one's cursor is known (from its headers when the
    // transport reads them early, else from its body), so it is on its way while this one comes and is written; and
    // so on, as the heads come, whatever is being written meanwhile (on 3G a page's write must not hold the next
    // request back: the link would wait), up to PULL_PAGES_AHEAD waiting to be written. Pages still land one after the
    // other, in order, each with its cursor in its own transaction: what the device holds is always a prefix of the
    // server's versions, as when pulling one page at a time (decision 003). A page asked on a head's word must start
    // exactly where the body of the page before it ends (a head its body belies is not followed).
    const queue: Asked[] = [{ since: cursor, inFlight: this.askPull(cursor, limit) }];
    const extend = () => {
      const last = queue.at(-1);
      if (!last || last.watched) return;
      last.watched = true;
      void last.inFlight.head.then(
        (head) => {
          if (queue.at(-1) !== last) return; // dropped, or already followed
          if (!head || queue.length > PULL_PAGES_AHEAD) {
            last.watched = false; // followed by the writing loop (no early head), or once a page is written
            return;
          }
          if (head.hasMore) queue.push({ since: head.cursor, inFlight: this.askPull(head.cursor, limit) });
          extend();
        },
        () => undefined,
      );
    };
    try {
      for (;;) {
        extend();
        const asked = queue[0]!;
        await asked.inFlight.head;
        const page = await asked.inFlight.page;
        await this.writePage(page);
        queue.shift();
        cursor = page.cursor;
        // The body is the truth: no more after this page, or an empty one, ends the pull.
        if (!page.hasMore || page.changes.length === 0) return;
        // The pages asked for ahead that would not follow what is now held are dropped and asked for again.
        if (queue.length > 0 && queue[0]!.since !== page.cursor) for (const dropped of queue.splice(0)) forget(dropped);
        if (queue.length === 0) queue.push({ since: cursor, inFlight: this.askPull(cursor, limit) });
      }
    } finally {
      // Pages asked for ahead and not used (a failure meanwhile): their own failure must not go unhandled.
      for (const unused of queue.splice(0)) forget(unused);
    }
  }

  /** One page asked for: through the transport's early-cursor form when it has one. */
  private askPull(since: number, limit: number): PullInFlight {
    if (this.transport.pullAhead) return this.transport.pullAhead(since, limit);
    const page = this.transport.pull(since, limit);
    const inFlight = { page, head: page.then((p) => ({ cursor: p.cursor, hasMore: p.hasMore })) };
    inFlight.head.catch(() => undefined);
    inFlight.page.catch(() => undefined);
    return inFlight;
  }

  /** A pulled page in one transaction: bulk reads and writes per table, pending changes replayed in memory. */
  private async writePage(page: PullResponse): Promise<void> {
    const cursor = page.cursor;
    const db = this.db;
    const byTable = new Map<SyncTableName, SyncRecord[]>();
    for (const record of page.changes) {
      if (!isSyncTable(record.table)) continue; // a newer server may sync tables this build does not know yet
      const list = byTable.get(record.table);
      if (list) list.push(record);
      else byTable.set(record.table, [record]);
    }
    await db.transaction('rw', [db.meta, db.outbox, ...this.mirrorTables()], async () => {
      for (const [table, records] of byTable) await rebasePulled(db, table, records);
      await db.meta.bulkPut([
        { key: 'cursor', value: cursor },
        { key: 'cursorTables', value: SYNC_TABLES.join(',') },
      ]);
    });
  }
}

/** A page asked for and not yet written: where it starts (exactly where the one before it ends). */
interface Asked {
  since: number;
  inFlight: PullInFlight;
  /** its head is awaited to ask for the page after it */
  watched?: boolean;
}

function forget(asked: Asked): void {
  asked.inFlight.page.catch(() => undefined);
}

function toMutation(entry: OutboxEntry): SyncMutation {
  const m: SyncMutation = {
    mutationId: entry.mutationId,
    table: entry.table,
    op: entry.op,
    id: entry.rowId,
    baseVersion: entry.baseVersion,
  };
  if (entry.op === 'upsert') m.changes = entry.changes ?? {};
  return m;
}

// Test-only (never imported by the app): what the sync property tests share. Two tablets of one store, each with its
// own IndexedDB and a transport to the REAL API in-process, the same network faults for every synced table, the same
// "everyone back on a good network" ending and the same convergence check (every tablet equals the server).
import fc from 'fast-check';
import { afterAll, beforeAll, expect } from 'vitest';
import type { SyncResult, SyncTableName } from '#shared/sync';
import { createTestContext, type TestContext } from '../../../api/testing/harness';
import { syncTables } from '../../../api/sync/registry';
import type { OutboxEntry, SyncDatabase } from './db';
import { SyncEngine } from './engine';
import {
  appTransport,
  newBrowserProfile,
  openTestDatabase,
  type NetworkFault,
  type TestTransport,
} from './test-support';

/** Two tablets collide on the same rows and fields far more often than three, which is what the merge must survive. */
export const TABLETS = 2;
export const tabletArb = fc.integer({ min: 0, max: TABLETS - 1 });
/** What the network does to a sync: every property test draws from the same faults. */
export const faultArb = fc.constantFrom<NetworkFault>('ok', 'down', 'lost-answer', 'duplicate');

export type SyncCommand = { kind: 'sync'; client: number; fault: NetworkFault };
/** One sync of one tablet on a network with one fault (weight it like the other commands of the test). */
export const syncCommandArb: fc.Arbitrary<SyncCommand> = fc.record({
  kind: fc.constant('sync' as const),
  client: tabletArb,
  fault: faultArb,
});

/** A freshly migrated API (SQLite, or PostgreSQL under `npm run test:pg`) for the test file: `api()` inside tests. */
export function apiPerFile(): () => TestContext {
  let ctx: TestContext | undefined;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx?.close();
  });
  return () => ctx!;
}

export interface Tablet {
  db: SyncDatabase;
  transport: TestTransport;
  engine: SyncEngine;
}

/** The store's tablets, signed in with `token`; `onResult(tablet index)` sees every answer the server gives it. */
export function openTablets(
  ctx: TestContext,
  token: string,
  onResult?: (tablet: number) => (entry: OutboxEntry, result: SyncResult) => void,
): Tablet[] {
  return Array.from({ length: TABLETS }, (_, i) => {
    const db = openTestDatabase(newBrowserProfile());
    const transport = appTransport(ctx.app, token);
    const engine = new SyncEngine(db, transport, { batchSize: 4, pullLimit: 3, onResult: onResult?.(i) });
    return { db, transport, engine };
  });
}

/** One sync of `tablet` on a network with `fault`; a failure is what the fault is for, so it is swallowed. */
export async function syncWith(tablet: Tablet, fault: NetworkFault): Promise<void> {
  tablet.transport.network = fault;
  await tablet.engine.syncOnce().catch(() => undefined);
}

/** Everyone back on a good network: two rounds, so each tablet also pulls what the others pushed last. */
export async function settle(tablets: readonly Tablet[]): Promise<void> {
  for (let round = 0; round < 2; round++) {
    for (const { transport, engine } of tablets) {
      transport.network = 'ok';
      await engine.syncOnce();
    }
  }
}

/** The ids of a table's rows a tablet shows (not deleted), sorted: what a `pick` command chooses from. */
export async function visibleIds(db: SyncDatabase, table: SyncTableName): Promise<string[]> {
  return (
    await db
      .mirror(table)
      .filter((r) => !r.deletedAt)
      .primaryKeys()
  ).sort();
}

/** The server's rows of `table` for the store, as the sync sends them, with their deletion. */
export async function serverRows(ctx: TestContext, storeId: string, table: SyncTableName) {
  const rows = await ctx.db.selectFrom(table).selectAll().where('store_id', '=', storeId).execute();
  const def = syncTables[table] as { fromRow: (row: (typeof rows)[number]) => Record<string, unknown> };
  return new Map(rows.map((r) => [r.id, { data: def.fromRow(r), deleted: r.deleted_at !== null }]));
}

/**
 * Convergence: every tablet's outbox is empty and its copy of `table` equals the server's (rows the server refused
 * and never had stay on the tablet as refusals: `serverOnly` leaves them out). Answers the server's rows.
 */
export async function expectTabletsEqualServer(
  ctx: TestContext,
  storeId: string,
  tablets: readonly Tablet[],
  table: SyncTableName,
  { serverOnly = false } = {},
) {
  const server = await serverRows(ctx, storeId, table);
  for (const { db } of tablets) {
    expect(await db.outbox.count()).toBe(0);
    const mirror = (await db.mirror(table).toArray()).filter((r) => !serverOnly || r.server);
    expect(new Map(mirror.map((r) => [r.id, { data: r.data, deleted: r.deletedAt !== null }]))).toEqual(server);
  }
  return server;
}

export function closeTablets(tablets: readonly Tablet[]): void {
  for (const { db } of tablets) db.close();
}

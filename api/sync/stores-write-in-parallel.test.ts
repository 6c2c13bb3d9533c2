import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PullResponse, SyncRecord } from '#shared/sync';
import { createTestContext, requestJson, testDialect, type TestContext } from '../testing/harness';
import { createMerchant, createProduct } from '../testing/factories';
import { fromIp, shopper, syncPush, syncUpsert } from '../testing/requests';
import { lockSyncCounter } from '../db/dialect';
import { applyMutationIn } from './apply-mutation';
import { newId } from '../ids';
import * as storeSyncCounters from '../db/migrations/2026-11-26-1100-store-sync-counters';

// Each store has its own change sequence (decisions 003 and 012).
let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

async function pull(token: string, since: number): Promise<PullResponse> {
  const res = await requestJson(ctx.app, 'GET', `/api/sync/pull?since=${since}`, undefined, token);
  expect(res.status).toBe(200);
  return res.data as PullResponse;
}

/** Every change of the store after `since`, page after page, as a device pulls. */
async function pullAll(token: string, since: number): Promise<{ changes: SyncRecord[]; cursor: number }> {
  const changes: SyncRecord[] = [];
  let cursor = since;
  for (;;) {
    const page = await pull(token, cursor);
    changes.push(...page.changes);
    cursor = page.cursor;
    if (!page.hasMore) return { changes, cursor };
  }
}

/** Fails (instead of hanging) when `promise` is still waiting after `ms`. */
const within = <T>(promise: Promise<T>, ms: number, what: string) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what}: still waiting after ${ms} ms`)), ms)),
  ]);

describe('stores write in parallel (PostgreSQL)', () => {
  // SQLite runs one transaction at a time on its one connection by design: holding one open would block the test
  // itself. The per-store sequence is exercised on SQLite by every sync test; the waiting is PostgreSQL's.
  it.skipIf(testDialect === 'sqlite')(
    "store B's push and a shopper order in B complete while A's push is held open, and A's devices miss nothing",
    async () => {
      const a = await createMerchant(ctx.db, ctx.config);
      const b = await createMerchant(ctx.db, ctx.config);
      const { productId } = await createProduct(ctx.db, b.storeId, { stock: 5 });
      await syncPush(ctx, a.token, [syncUpsert('customers', newId(), { firstName: 'Awa', lastName: 'Kaboré' })]);
      const start = await pullAll(a.token, 0);
      expect(start.changes).toHaveLength(1);

      // Store A's push, exactly as the sync route runs it, held before its commit.
      const held = await ctx.db.startTransaction().execute();
      const heldId = newId();
      try {
        await lockSyncCounter(held, a.storeId);
        const heldResult = await applyMutationIn(
          held,
          a.storeId,
          'tablet-a',
          syncUpsert('customers', heldId, { firstName: 'Mariam', lastName: 'Sawadogo' }),
        );
        expect(heldResult.status).toBe('applied');

        // Another tablet of A pushes meanwhile: it waits for A's sequence (its version comes after the held one).
        let secondDone = false;
        const secondId = newId();
        const second = syncPush(
          ctx,
          a.token,
          [syncUpsert('customers', secondId, { firstName: 'Ramata', lastName: 'Ouédraogo' })],
          'tablet-b',
        ).then((r) => {
          secondDone = true;
          return r;
        });

        // Store B is not held up at all: its own push and a shopper order complete.
        const bPush = await within(
          syncPush(ctx, b.token, [syncUpsert('customers', newId(), { firstName: 'Issa', lastName: 'Zongo' })]),
          5000,
          "store B's push",
        );
        expect(bPush[0]!.status).toBe('applied');
        const order = await within(
          fromIp(ctx, '10.20.0.1', `/api/shop/${b.slug}/orders`, shopper(productId)),
          5000,
          'shopper order in store B',
        );
        expect(order.status, JSON.stringify(order.data)).toBe(201);
        expect((await pullAll(b.token, 0)).changes.map((c) => c.table).sort()).toEqual([
          'customers',
          'customers',
          'orders',
        ]);

        // A device of A pulling now sees nothing past what is committed; it does not skip the held version either.
        const during = await pullAll(a.token, start.cursor);
        expect(during.changes).toEqual([]);
        expect(during.cursor).toBe(start.cursor);
        expect(secondDone).toBe(false);

        await held.commit().execute();
        const secondResults = await within(second, 5000, "A's second push after the commit");
        expect(secondResults[0]!.status).toBe('applied');
        expect(secondResults[0]!.record!.version).toBeGreaterThan(heldResult.record!.version);
      } catch (err) {
        await held
          .rollback()
          .execute()
          .catch(() => {});
        throw err;
      }

      // From its cursor, A's device gets both writes, in version order: none missed.
      const after = await pullAll(a.token, start.cursor);
      expect(after.changes.map((c) => c.data.firstName)).toEqual(['Mariam', 'Ramata']);
      expect(after.changes.map((c) => c.id)[0]).toBe(heldId);
    },
  );
});

describe('moving to per-store sequences (migration 2026-11-26-1100)', () => {
  it('keeps the cursors of devices in the field: nothing downloaded again, nothing missed', async () => {
    const a = await createMerchant(ctx.db, ctx.config);
    const b = await createMerchant(ctx.db, ctx.config);
    // Before the migration: one platform-wide sequence, interleaved between the stores.
    await storeSyncCounters.down(ctx.db);
    const customer = (storeId: string, version: number, firstName: string) => ({
      id: newId(),
      store_id: storeId,
      first_name: firstName,
      last_name: 'Avant',
      phone: null,
      email: null,
      city: null,
      address: null,
      gender: null,
      notes: null,
      measurements: '{}',
      version,
      created_at: '2026-11-01T10:00:00.000Z',
      updated_at: '2026-11-01T10:00:00.000Z',
      deleted_at: null,
    });
    await ctx.db
      .insertInto('customers')
      .values([customer(a.storeId, 41, 'Awa'), customer(b.storeId, 42, 'Issa'), customer(a.storeId, 43, 'Mariam')])
      .execute();
    await ctx.db.updateTable('sync_counter').set({ value: 43 }).where('id', '=', 1).execute();
    // A's tablet had pulled everything; B's phone had pulled up to 42.
    const tabletCursor = 43;
    const phoneCursor = 42;

    await storeSyncCounters.up(ctx.db);

    expect((await pullAll(a.token, tabletCursor)).changes).toEqual([]);
    expect((await pullAll(b.token, phoneCursor)).changes).toEqual([]);
    const [aNew] = await syncPush(ctx, a.token, [
      syncUpsert('customers', newId(), { firstName: 'Nouvelle', lastName: 'A' }),
    ]);
    const [bNew] = await syncPush(ctx, b.token, [
      syncUpsert('customers', newId(), { firstName: 'Nouveau', lastName: 'B' }),
    ]);
    // Both sequences go on above every version handed out before, each on its own.
    expect(aNew!.record!.version).toBe(44);
    expect(bNew!.record!.version).toBe(44);
    expect((await pullAll(a.token, tabletCursor)).changes.map((c) => c.data.firstName)).toEqual(['Nouvelle']);
    expect((await pullAll(b.token, phoneCursor)).changes.map((c) => c.data.firstName)).toEqual(['Nouveau']);
    // A device that starts from 0 still gets the whole store.
    expect((await pullAll(a.token, 0)).changes.map((c) => c.data.firstName)).toEqual(['Awa', 'Mariam', 'Nouvelle']);
  });

  it('a store created after the migration starts above the old platform-wide sequence', async () => {
    await ctx.db.updateTable('sync_counter').set({ value: 300 }).where('id', '=', 1).execute();
    const c = await createMerchant(ctx.db, ctx.config);
    const [first] = await syncPush(ctx, c.token, [
      syncUpsert('customers', newId(), { firstName: 'Awa', lastName: 'K' }),
    ]);
    expect(first!.record!.version).toBe(301);
    expect((await pullAll(c.token, 0)).cursor).toBe(301);
  });
});

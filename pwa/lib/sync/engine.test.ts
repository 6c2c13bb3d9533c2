import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../api/testing/harness';
import { createMerchant } from '../../../api/testing/factories';
import { SYNC_TABLES, type PullResponse } from '#shared/sync';
import { SyncEngine } from './engine';
import { queueDelete, queueUpsert } from './local-writes';
import { appTransport, newBrowserProfile, openTestDatabase } from './test-support';
import { newClientId } from './ids';
import { fixRejected, reapplyMyValues } from './review-actions';
import type { SyncTransport } from './transport';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

const fatou = {
  firstName: 'Fatou',
  lastName: 'Traoré',
  phone: '70112233',
  city: 'Ouagadougou',
  measurements: { taille: 92 },
};

async function serverCustomers(storeId: string) {
  return ctx.db.selectFrom('customers').selectAll().where('store_id', '=', storeId).orderBy('version').execute();
}

async function client(token: string, profile = newBrowserProfile()) {
  const db = openTestDatabase(profile);
  const transport = appTransport(ctx.app, token);
  const engine = new SyncEngine(db, transport, { batchSize: 3, pullLimit: 2 });
  return { db, transport, engine, profile };
}

describe('sync engine against the real API', () => {
  it('keeps offline writes in the mirror and the outbox, across a reload, then pushes them once online', async () => {
    const m = await createMerchant(ctx.db, ctx.config);
    const a = await client(m.token);
    a.transport.network = 'down';
    const ids = [newClientId(), newClientId(), newClientId(), newClientId()];
    for (const [i, id] of ids.entries())
      await queueUpsert(a.db, 'customers', id, { ...fatou, firstName: `Client ${i}` });
    await queueUpsert(a.db, 'customers', ids[0]!, { city: 'Bobo-Dioulasso' });
    await queueDelete(a.db, 'customers', ids[3]!);
    await a.engine.requestSync();
    expect(a.engine.getState()).toMatchObject({ phase: 'offline', nextRetryAt: expect.any(Number) });
    a.engine.stop();
    expect(await a.db.outbox.count()).toBe(6);
    expect((await a.db.mirror('customers').get(ids[0]!))?.data).toMatchObject({
      firstName: 'Client 0',
      city: 'Bobo-Dioulasso',
    });
    expect((await a.db.mirror('customers').get(ids[3]!))?.deletedAt).toEqual(expect.any(String));
    a.db.close();

    // The page is reloaded (same browser profile): nothing was lost; now the network is back.
    const again = await client(m.token, a.profile);
    expect(await again.db.outbox.count()).toBe(6);
    await again.engine.syncOnce();
    expect(await again.db.outbox.count()).toBe(0);
    const rows = await serverCustomers(m.storeId);
    expect(rows.map((r) => [r.first_name, r.city, r.deleted_at !== null])).toEqual([
      ['Client 1', 'Ouagadougou', false],
      ['Client 2', 'Ouagadougou', false],
      ['Client 0', 'Bobo-Dioulasso', false],
      ['Client 3', 'Ouagadougou', true],
    ]);
    const mirror = await again.db.mirror('customers').get(ids[0]!);
    expect(mirror).toMatchObject({ pending: 0, server: { version: rows[2]!.version } });
    expect(Number((await again.db.meta.get('cursor'))?.value)).toBe(rows[3]!.version);
  });

  it('backs off exponentially while the server cannot be reached, and recovers', async () => {
    const m = await createMerchant(ctx.db, ctx.config);
    const a = await client(m.token);
    a.engine = new SyncEngine(a.db, a.transport, { baseBackoffMs: 1000, maxBackoffMs: 8000 });
    await queueUpsert(a.db, 'customers', newClientId(), fatou);
    a.transport.network = 'down';
    const delays: number[] = [];
    for (let i = 0; i < 6; i++) {
      await a.engine.requestSync();
      delays.push(a.engine.getState().nextRetryAt! - Date.now());
    }
    a.engine.stop();
    // Jitter keeps each delay within [50 %, 100 %] of 1 s, 2 s, 4 s, 8 s, 8 s, 8 s.
    [1000, 2000, 4000, 8000, 8000, 8000].forEach((cap, i) => {
      expect(delays[i]).toBeLessThanOrEqual(cap);
      expect(delays[i]).toBeGreaterThanOrEqual(cap / 2 - 50);
    });
    a.transport.network = 'ok';
    await a.engine.requestSync();
    expect(a.engine.getState()).toMatchObject({ phase: 'idle', lastError: null, nextRetryAt: null });
    expect(await a.db.outbox.count()).toBe(0);
  });

  it('applies a mutation once when its answer was lost or the request duplicated', async () => {
    const m = await createMerchant(ctx.db, ctx.config);
    const a = await client(m.token);
    const id = newClientId();
    await queueUpsert(a.db, 'customers', id, fatou);
    a.transport.network = 'lost-answer';
    await expect(a.engine.syncOnce()).rejects.toMatchObject({ status: 0 });
    expect(await a.db.outbox.count()).toBe(1);
    const versionAfterFirst = (await serverCustomers(m.storeId))[0]!.version;

    a.transport.network = 'duplicate';
    await a.engine.syncOnce();
    a.transport.network = 'ok';
    await a.engine.syncOnce();
    const rows = await serverCustomers(m.storeId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.version).toBe(versionAfterFirst);
    expect(await a.db.outbox.count()).toBe(0);
  });

  it('keeps a conflict for review and shows the merged server record', async () => {
    const m = await createMerchant(ctx.db, ctx.config);
    const tablet = await client(m.token);
    const phone = await client(m.token);
    const id = newClientId();
    await queueUpsert(tablet.db, 'customers', id, fatou);
    await tablet.engine.syncOnce();
    await phone.engine.syncOnce();

    await queueUpsert(phone.db, 'customers', id, { city: 'Banfora' });
    await phone.engine.syncOnce();
    await queueUpsert(tablet.db, 'customers', id, { city: 'Koudougou', notes: 'Préfère le bazin' });
    await tablet.engine.syncOnce();

    const conflicts = await tablet.db.conflicts.toArray();
    expect(conflicts).toHaveLength(1);
    expect(conflicts[0]).toMatchObject({ rowId: id, conflictFields: ['city'], localChanges: { city: 'Koudougou' } });
    expect((await tablet.db.mirror('customers').get(id))?.data).toMatchObject({
      city: 'Banfora',
      notes: 'Préfère le bazin',
    });
    await phone.engine.syncOnce();
    expect((await phone.db.mirror('customers').get(id))?.data).toEqual(
      (await tablet.db.mirror('customers').get(id))?.data,
    );

    // The merchant keeps their own value after review: it is queued on the server's version and now wins.
    await reapplyMyValues(tablet.db, conflicts[0]!);
    expect(await tablet.db.conflicts.count()).toBe(0);
    await tablet.engine.syncOnce();
    expect(await tablet.db.conflicts.count()).toBe(0);
    expect((await serverCustomers(m.storeId))[0]!.city).toBe('Koudougou');
  });

  it('keeps a rejected change in a visible list, never silently dropped', async () => {
    const m = await createMerchant(ctx.db, ctx.config);
    const a = await client(m.token);
    const id = newClientId();
    await queueUpsert(a.db, 'customers', id, { ...fatou, email: 'pas-un-email' });
    await a.engine.syncOnce();
    expect(await a.db.outbox.count()).toBe(0);
    const [rejected] = await a.db.rejected.toArray();
    expect(rejected).toMatchObject({
      rowId: id,
      op: 'upsert',
      errors: { email: ['Email Incorrect'] },
      changes: { firstName: 'Fatou' },
    });
    expect(await a.db.mirror('customers').get(id)).toBeUndefined();
    expect(await serverCustomers(m.storeId)).toHaveLength(0);

    // Corrected by the merchant: the refusal leaves the list and the fixed customer reaches the server.
    await fixRejected(a.db, rejected!.mutationId, 'customers', id, { ...rejected!.changes, email: 'fatou@exemple.bf' });
    expect(await a.db.rejected.count()).toBe(0);
    await a.engine.syncOnce();
    expect((await serverCustomers(m.storeId)).map((r) => r.email)).toEqual(['fatou@exemple.bf']);
  });

  it('keeps with a refused change of one field the whole record it belongs to, so the review can name it', async () => {
    const m = await createMerchant(ctx.db, ctx.config);
    const a = await client(m.token);
    const id = newClientId();
    await queueUpsert(a.db, 'customers', id, fatou);
    await a.engine.syncOnce();
    await queueUpsert(a.db, 'customers', id, { email: 'pas-un-email' });
    await a.engine.syncOnce();
    const [rejected] = await a.db.rejected.toArray();
    expect(rejected!.changes).toEqual({ email: 'pas-un-email' });
    expect(rejected!.record).toMatchObject({ firstName: 'Fatou', lastName: 'Traoré', email: 'pas-un-email' });
    // The mirror goes back to the server's version: the refused value is only in the review list.
    expect((await a.db.mirror('customers').get(id))?.data.email).toBeFalsy();
  });

  it('judges a batch the server cannot read one mutation at a time, so one bad entry never blocks the queue', async () => {
    const m = await createMerchant(ctx.db, ctx.config);
    const a = await client(m.token);
    const good = newClientId();
    await queueUpsert(a.db, 'customers', good, fatou);
    const bad = newClientId();
    await a.db.outbox.add({
      mutationId: 'x'.repeat(100),
      table: 'customers',
      rowId: bad,
      rowKey: `customers:${bad}`,
      op: 'upsert',
      baseVersion: 0,
      changes: fatou,
      createdAt: new Date().toISOString(),
    });
    await a.engine.syncOnce();
    expect(await a.db.outbox.count()).toBe(0);
    expect(await a.db.rejected.toArray()).toMatchObject([
      { rowId: bad, message: 'Les données envoyées sont invalides.' },
    ]);
    expect((await serverCustomers(m.storeId)).map((r) => r.id)).toEqual([good]);
  });

  it('brings tombstones to other clients through pull', async () => {
    const m = await createMerchant(ctx.db, ctx.config);
    const a = await client(m.token);
    const b = await client(m.token);
    const id = newClientId();
    await queueUpsert(a.db, 'customers', id, fatou);
    await a.engine.syncOnce();
    await b.engine.syncOnce();
    expect((await b.db.mirror('customers').get(id))?.deletedAt).toBeNull();
    await queueDelete(a.db, 'customers', id);
    await a.engine.syncOnce();
    await b.engine.syncOnce();
    expect((await b.db.mirror('customers').get(id))?.deletedAt).toEqual(expect.any(String));
  });

  it('stops on an expired session, keeping the outbox, and pushes it after signing in again', async () => {
    const m = await createMerchant(ctx.db, ctx.config);
    const expired = await client('not-a-valid-token');
    await queueUpsert(expired.db, 'customers', newClientId(), fatou);
    await expired.engine.requestSync();
    expect(expired.engine.getState().phase).toBe('signed-out');
    expect(await expired.db.outbox.count()).toBe(1);
    expired.db.close();

    const signedIn = await client(m.token, expired.profile);
    await signedIn.engine.requestSync();
    expect(signedIn.engine.getState().phase).toBe('idle');
    expect(await serverCustomers(m.storeId)).toHaveLength(1);
  });

  it('pulls again from the start once when this build syncs a table the cursor never covered', async () => {
    const m = await createMerchant(ctx.db, ctx.config);
    const a = await client(m.token);
    const id = newClientId();
    await queueUpsert(a.db, 'customers', id, fatou);
    await a.engine.syncOnce();
    expect((await a.db.meta.get('cursorTables'))?.value).toBe(SYNC_TABLES.join(','));

    // A device whose cursor was advanced by an older build that did not sync customers yet (it skipped their rows).
    const b = await client(m.token);
    const cursor = (await serverCustomers(m.storeId))[0]!.version;
    await b.db.meta.bulkPut([
      { key: 'cursor', value: cursor },
      { key: 'cursorTables', value: '' },
    ]);
    await b.engine.syncOnce();
    expect((await b.db.mirror('customers').get(id))?.data).toMatchObject({ firstName: 'Fatou' });
    expect(Number((await b.db.meta.get('cursor'))?.value)).toBe(cursor);
  });

  it('asks for the next page while this one is written, pages landing in order, and never follows a head its body belies', async () => {
    const m = await createMerchant(ctx.db, ctx.config);
    const ids = Array.from({ length: 5 }, () => newClientId());
    const seed = await client(m.token);
    for (const [i, id] of ids.entries()) await queueUpsert(seed.db, 'customers', id, { ...fatou, firstName: `C${i}` });
    await seed.engine.syncOnce();
    seed.db.close();

    for (const lie of [false, true]) {
      const log: string[] = [];
      const db = openTestDatabase(newBrowserProfile(), `pipelined-${lie}`);
      const base = appTransport(ctx.app, m.token);
      // The early head as a browser reads it from the headers; `lie` makes it say a wrong cursor.
      const transport: SyncTransport = {
        ...base,
        pullAhead: (since, limit) => {
          log.push(`ask ${since}`);
          const page = base.pull(since, limit);
          return { page, head: page.then((p) => ({ cursor: lie ? p.cursor - 1 : p.cursor, hasMore: p.hasMore })) };
        },
      };
      const engine = new SyncEngine(db, transport, { pullLimit: 2 });
      const spy = engine as unknown as { writePage: (p: PullResponse) => Promise<void> };
      const write = spy.writePage.bind(engine);
      spy.writePage = async (p) => {
        log.push(`write ${p.cursor}`);
        await write(p);
      };
      await engine.syncOnce();
      const rows = await db.mirror('customers').toArray();
      expect(rows.map((r) => r.data.firstName).sort()).toEqual(['C0', 'C1', 'C2', 'C3', 'C4']);
      const cursors = log.filter((l) => l.startsWith('write')).map((l) => Number(l.split(' ')[1]));
      expect(cursors).toEqual([...cursors].sort((a, b) => a - b));
      expect(cursors).toHaveLength(3);
      expect(Number((await db.meta.get('cursor'))?.value)).toBe(cursors[2]);
      if (!lie) {
        // Page 2 is on its way before page 1 is written, page 3 before page 2.
        expect(log).toEqual([
          `ask 0`,
          `ask ${cursors[0]}`,
          `write ${cursors[0]}`,
          `ask ${cursors[1]}`,
          `write ${cursors[1]}`,
          `write ${cursors[2]}`,
        ]);
      } else {
        // The wrong cursor was asked for, its page dropped: every page was asked for again from the body's cursor.
        expect(log.filter((l) => l.startsWith('ask'))).toContain(`ask ${cursors[0]}`);
        expect(log.filter((l) => l.startsWith('ask'))).toContain(`ask ${cursors[0]! - 1}`);
      }
      db.close();
    }
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PullResponse, SyncMutation } from '#shared/sync';
import { createTestContext, requestJson, type TestContext } from '../testing/harness';
import { newId } from '../ids';
import { createMerchant } from '../testing/factories';
import { pullChanges } from './pull';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

const upsert = (id: string, changes: Record<string, unknown>): SyncMutation => ({
  mutationId: newId(),
  table: 'customers',
  op: 'upsert',
  id,
  baseVersion: 0,
  changes,
});

// Issue 22: a pull writes its page's JSON at once, the JSON columns as stored (pull.ts, pullChangesJson).
describe('a pull sends the JSON columns as stored', () => {
  it('answers the same records as reading them one by one, a corrupt or misshapen column read as empty', async () => {
    const m = await createMerchant(ctx.db, ctx.config);
    const ids = Array.from({ length: 5 }, () => newId());
    const pushed = await requestJson(
      ctx.app,
      'POST',
      '/api/sync/push',
      {
        clientId: 'a',
        mutations: ids.map((id, i) =>
          upsert(id, {
            firstName: `Awa ${i}`,
            lastName: 'Diallo',
            phone: '70 11 22 33',
            measurements: i === 4 ? {} : { taille: 90 + i, 'tour "de" cou': 38.5 },
          }),
        ),
      },
      m.token,
    );
    expect(pushed.status).toBe(200);
    // Text no JSON.parse reads, and JSON of the wrong shape: as before, an empty object rather than a failed pull.
    await ctx.db.updateTable('customers').set({ measurements: '{"taille": 9' }).where('id', '=', ids[1]!).execute();
    await ctx.db.updateTable('customers').set({ measurements: '[92]' }).where('id', '=', ids[2]!).execute();
    await ctx.db
      .updateTable('customers')
      .set({ measurements: ' { "taille" : 1e2 } ' })
      .where('id', '=', ids[3]!)
      .execute();

    const res = await requestJson(ctx.app, 'GET', '/api/sync/pull?since=0&limit=3', undefined, m.token);
    expect(res.status).toBe(200);
    const first = res.data as PullResponse;
    const second = (
      await requestJson(ctx.app, 'GET', `/api/sync/pull?since=${first.cursor}&limit=3`, undefined, m.token)
    ).data as PullResponse;
    const asRecords = await pullChanges(ctx.db, m.storeId, 0, 3);
    expect(first).toEqual({ changes: asRecords.changes, cursor: asRecords.cursor, hasMore: true });
    const rest = await pullChanges(ctx.db, m.storeId, first.cursor, 3);
    expect(second).toEqual({ changes: rest.changes, cursor: rest.cursor, hasMore: false });
    const byId = new Map([...first.changes, ...second.changes].map((r) => [r.id, r.data.measurements]));
    expect(byId.get(ids[0]!)).toEqual({ taille: 90, 'tour "de" cou': 38.5 });
    expect(byId.get(ids[1]!)).toEqual({});
    expect(byId.get(ids[2]!)).toEqual({});
    expect(byId.get(ids[3]!)).toEqual({ taille: 100 });
    expect(byId.get(ids[4]!)).toEqual({});
  });

  it('answers an older build still asking for announced pages (`ahead`) with the usual page', async () => {
    const m = await createMerchant(ctx.db, ctx.config);
    const res = await ctx.app.request('/api/sync/pull?since=0&limit=2&ahead=3', {
      headers: { authorization: `Bearer ${m.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-sync-next')).toBeNull();
    expect(await res.json()).toEqual({ changes: [], cursor: 0, hasMore: false });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, requestJson, type TestContext } from '../../../api/testing/harness';
import { createMerchant, createUser } from '../../../api/testing/factories';
import { ACCOUNT_SUSPENDED } from '#shared/subscriptions';
import { SyncEngine } from './engine';
import { newClientId } from './ids';
import { queueUpsert } from './local-writes';
import { appTransport, newBrowserProfile, openTestDatabase } from './test-support';

// A suspension must never lose what the merchant saved. While her account is suspended the server refuses
// her sync with 403; her offline queue stays on the device (across a reload) and reaches the server once reactivated.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('a suspended merchant’s offline queue', () => {
  it('is kept while she is suspended and sent after the administrator reactivates her', async () => {
    const admin = await createUser(ctx.db, ctx.config, { role: 'admin' });
    const m = await createMerchant(ctx.db, ctx.config, { subscription: 'active' });
    const sub = await ctx.db
      .selectFrom('subscriptions')
      .select('id')
      .where('user_id', '=', m.userId)
      .executeTakeFirstOrThrow();
    const setStatus = async (status: 'suspended' | 'active') => {
      const res = await requestJson(
        ctx.app,
        'PUT',
        `/api/admin/subscriptions/${sub.id}`,
        { status, message: status === 'suspended' ? 'Paiement non reçu.' : 'Merci.' },
        admin.token,
      );
      expect(res.status, JSON.stringify(res.data)).toBe(200);
    };

    // Offline at the market, she records two customers; meanwhile the administrator suspends her account.
    const profile = newBrowserProfile();
    const db = openTestDatabase(profile);
    const transport = appTransport(ctx.app, m.token);
    const engine = new SyncEngine(db, transport);
    const ids = [newClientId(), newClientId()];
    await queueUpsert(db, 'customers', ids[0]!, { firstName: 'Fatou', lastName: 'Traoré', phone: '70112233' });
    await queueUpsert(db, 'customers', ids[1]!, { firstName: 'Mariam', lastName: 'Sawadogo', phone: '70445566' });
    await setStatus('suspended');

    // The network is back: the server refuses the push with its French message; nothing is dropped.
    await engine.requestSync();
    engine.stop();
    expect(engine.getState()).toMatchObject({ phase: 'blocked', lastError: ACCOUNT_SUSPENDED });
    expect(await db.outbox.count()).toBe(2);
    expect((await db.mirror('customers').get(ids[0]!))?.data).toMatchObject({ firstName: 'Fatou' });
    expect(await ctx.db.selectFrom('customers').select('id').where('store_id', '=', m.storeId).execute()).toEqual([]);
    db.close();

    // She reloads the app while still suspended (same browser profile): the queue is still there.
    await setStatus('active');
    const again = openTestDatabase(profile);
    expect(await again.outbox.count()).toBe(2);
    const after = new SyncEngine(again, appTransport(ctx.app, m.token));
    await after.requestSync();
    after.stop();
    expect(after.getState().phase).toBe('idle');
    expect(await again.outbox.count()).toBe(0);
    const rows = await ctx.db
      .selectFrom('customers')
      .select(['id', 'first_name'])
      .where('store_id', '=', m.storeId)
      .orderBy('first_name')
      .execute();
    expect(rows.map((r) => r.first_name)).toEqual(['Fatou', 'Mariam']);
    again.close();
  });
});

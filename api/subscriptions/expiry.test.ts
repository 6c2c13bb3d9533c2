import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reminderDue } from '#shared/subscriptions';
import { createTestContext, type TestContext } from '../testing/harness';
import { createMerchant, createProduct, subscribe, type TestMerchant } from '../testing/factories';
import { assertWithinLimit, effectivePlanForStore } from '../plans/limits';
import { runSubscriptionExpiry } from './expiry';

const DAY = 24 * 60 * 60 * 1000;
const END = '2026-12-31T10:00:00.000Z';
const at = (ms: number) => new Date(Date.parse(END) + ms);

let t: TestContext;
let m: TestMerchant;
let subId: string;
beforeAll(async () => {
  t = await createTestContext();
  m = await createMerchant(t.db, t.config);
  subId = await subscribe(t.db, m.userId, 'active', 'premium');
  await t.db.updateTable('subscriptions').set({ end_date: END }).where('id', '=', subId).execute();
});
afterAll(async () => t.close());

const notes = () =>
  t.db
    .selectFrom('notifications')
    .select(['type', 'related_id', 'message'])
    .where('user_id', '=', m.userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
const status = async () =>
  (await t.db.selectFrom('subscriptions').select('status').where('id', '=', subId).executeTakeFirstOrThrow()).status;

describe('reminderDue (the boundaries, time injected)', () => {
  it('is none before 7 days, 7d from exactly 7 days, 1d from exactly 24 h, day from the end date on', () => {
    const iso = (ms: number) => at(ms).toISOString();
    expect(reminderDue(END, iso(-7 * DAY - 1))).toBeNull();
    expect(reminderDue(END, iso(-7 * DAY))).toBe('7d');
    expect(reminderDue(END, iso(-6 * DAY - 1))).toBe('7d');
    // 1 to 6 days left: not « expire dans 7 jours » (decision 017: only the nearest reminder, and only when true)
    expect(reminderDue(END, iso(-6 * DAY))).toBeNull();
    expect(reminderDue(END, iso(-2 * DAY))).toBeNull();
    expect(reminderDue(END, iso(-DAY - 1))).toBeNull();
    expect(reminderDue(END, iso(-DAY))).toBe('1d');
    expect(reminderDue(END, iso(-1))).toBe('1d');
    expect(reminderDue(END, iso(0))).toBe('day');
    expect(reminderDue(END, iso(30 * DAY))).toBe('day');
  });
});

describe('subscription expiry job', () => {
  it('notifies 7 days before, 1 day before and on the day, once each, and expires at the end date', async () => {
    await createProduct(t.db, m.storeId);
    expect(await runSubscriptionExpiry(t.db, at(-7 * DAY - 1))).toEqual({ expired: 0, reminded: 0 });
    expect(await notes()).toEqual([]);

    expect(await runSubscriptionExpiry(t.db, at(-7 * DAY))).toEqual({ expired: 0, reminded: 1 });
    expect(await runSubscriptionExpiry(t.db, at(-2 * DAY))).toEqual({ expired: 0, reminded: 0 });
    expect(await runSubscriptionExpiry(t.db, at(-DAY))).toEqual({ expired: 0, reminded: 1 });
    expect(await runSubscriptionExpiry(t.db, at(-1))).toEqual({ expired: 0, reminded: 0 });
    expect(await status()).toBe('active');

    expect(await runSubscriptionExpiry(t.db, at(0))).toEqual({ expired: 1, reminded: 1 });
    expect(await runSubscriptionExpiry(t.db, at(0))).toEqual({ expired: 0, reminded: 0 });
    expect(await runSubscriptionExpiry(t.db, at(DAY))).toEqual({ expired: 0, reminded: 0 });
    expect(await status()).toBe('expired');

    const sent = await notes();
    expect(sent.map((n) => [n.type, n.related_id])).toEqual([
      ['subscription', subId],
      ['subscription', subId],
      ['subscription', subId],
    ]);
    expect(sent[0]!.message).toBe(
      'Votre abonnement Premium expire dans 7 jours, le 31 décembre 2026. Renouvelez-le pour garder ses avantages.',
    );
    expect(sent[1]!.message).toBe(
      'Votre abonnement Premium expire demain, le 31 décembre 2026. Renouvelez-le pour garder ses avantages.',
    );
    expect(sent[2]!.message).toContain('a expiré aujourd’hui : les limites du plan Gratuit s’appliquent');

    const audit = await t.db.selectFrom('audit_log').selectAll().where('target_id', '=', subId).execute();
    expect(audit.map((a) => [a.action, a.actor_id, a.after])).toEqual([
      ['subscription.expire', null, '{"status":"expired"}'],
    ]);
  });

  it('falls back to the free plan limits and keeps the data', async () => {
    const effective = await effectivePlanForStore(t.db, m.storeId);
    expect(effective).toMatchObject({ planName: 'free', fallback: true });
    const kept = await t.db.selectFrom('products').select('id').where('store_id', '=', m.storeId).execute();
    expect(kept).toHaveLength(1);
    const max = effective.limits.maxProducts!;
    await expect(assertWithinLimit(t.db, m.storeId, 'maxProducts', max)).rejects.toMatchObject({
      status: 403,
      message: `Votre plan Gratuit permet ${max} produits au maximum. Passez au plan Starter pour en ajouter davantage.`,
    });
  });

  it('catches up after a restart: a subscription that ended while stopped expires at the first run, notified once', async () => {
    const other = await createMerchant(t.db, t.config);
    const id = await subscribe(t.db, other.userId, 'active', 'starter');
    await t.db.updateTable('subscriptions').set({ end_date: END }).where('id', '=', id).execute();
    // Nothing ran during the last week (server stopped): the first run after the end date only sends 'day'.
    expect(await runSubscriptionExpiry(t.db, at(3 * DAY))).toEqual({ expired: 1, reminded: 1 });
    const sent = await t.db.selectFrom('notifications').select('message').where('user_id', '=', other.userId).execute();
    expect(sent).toHaveLength(1);
  });

  it('leaves suspended subscriptions, subscriptions without end date and replaced ones alone', async () => {
    const a = await createMerchant(t.db, t.config);
    const s = await subscribe(t.db, a.userId, 'suspended', 'premium');
    await t.db.updateTable('subscriptions').set({ end_date: END }).where('id', '=', s).execute();
    const b = await createMerchant(t.db, t.config);
    await subscribe(t.db, b.userId, 'active', 'free');
    expect(await runSubscriptionExpiry(t.db, at(10 * DAY))).toEqual({ expired: 0, reminded: 0 });
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/harness';
import { newId, nowIso } from '../ids';
import { assertAtelier, assertWithinLimit, effectivePlanForStore, limitsForStore } from './limits';
import { ApiError } from '../http/errors';
import { createMerchant } from '../testing/factories';

let t: TestContext;
beforeEach(async () => {
  t = await createTestContext();
});
afterEach(async () => {
  await t.close();
});

async function subscribe(
  userId: string,
  plan: string,
  status: 'active' | 'expired' | 'suspended',
  endDate: string | null,
) {
  const p = await t.db
    .selectFrom('plans')
    .select('id')
    .where('name', '=', plan as 'free')
    .executeTakeFirstOrThrow();
  const now = nowIso();
  await t.db
    .insertInto('subscriptions')
    .values({
      id: newId(),
      user_id: userId,
      plan_id: p.id,
      status,
      start_date: now,
      end_date: endDate,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

const future = () => new Date(Date.now() + 30 * 86400_000).toISOString();
const past = () => new Date(Date.now() - 86400_000).toISOString();

describe('plan limits', () => {
  it('seeds sensible limits for the four plans, one per (name, cycle)', async () => {
    const rows = await t.db
      .selectFrom('plans')
      .select(['code', 'name', 'max_products', 'max_gallery_images', 'max_staff_accounts', 'atelier'])
      .orderBy('price')
      .execute();
    expect(rows).toEqual([
      { code: 'free-month', name: 'free', max_products: 10, max_gallery_images: 3, max_staff_accounts: 0, atelier: 0 },
      {
        code: 'starter-month',
        name: 'starter',
        max_products: 100,
        max_gallery_images: 10,
        max_staff_accounts: 1,
        atelier: 0,
      },
      {
        code: 'premium-month',
        name: 'premium',
        max_products: null,
        max_gallery_images: 30,
        max_staff_accounts: 3,
        atelier: 0,
      },
      {
        code: 'entreprise-month',
        name: 'entreprise',
        max_products: null,
        max_gallery_images: null,
        max_staff_accounts: null,
        atelier: 1,
      },
    ]);
  });

  it('a store without a subscription gets the free plan limits', async () => {
    const m = await createMerchant(t.db, t.config);
    expect(await limitsForStore(t.db, m.storeId)).toEqual({
      maxProducts: 10,
      maxGalleryImages: 3,
      maxStaffAccounts: 0,
      atelier: false,
      customDomain: false,
    });
  });

  it('an active premium subscription gives premium limits', async () => {
    const m = await createMerchant(t.db, t.config, { subscription: 'active' });
    await subscribe(m.userId, 'premium', 'active', future());
    expect(await limitsForStore(t.db, m.storeId)).toEqual({
      maxProducts: null,
      maxGalleryImages: 30,
      maxStaffAccounts: 3,
      atelier: false,
      customDomain: true,
    });
  });

  it('an expired paid plan falls back to the free limits', async () => {
    const m = await createMerchant(t.db, t.config);
    await subscribe(m.userId, 'entreprise', 'expired', past());
    const eff = await effectivePlanForStore(t.db, m.storeId);
    expect(eff).toMatchObject({ planName: 'free', fallback: true, limits: { maxProducts: 10, atelier: false } });
  });

  it('an active subscription whose end date has passed (job not yet run) falls back too, at the boundary', async () => {
    const m = await createMerchant(t.db, t.config);
    const end = '2030-01-31T00:00:00.000Z';
    await subscribe(m.userId, 'premium', 'active', end);
    expect((await effectivePlanForStore(t.db, m.storeId, '2030-01-30T23:59:59.999Z')).planName).toBe('premium');
    expect((await effectivePlanForStore(t.db, m.storeId, end)).planName).toBe('free');
  });

  it('a suspended subscription keeps its plan limits', async () => {
    const m = await createMerchant(t.db, t.config);
    await subscribe(m.userId, 'starter', 'suspended', future());
    expect((await limitsForStore(t.db, m.storeId)).maxProducts).toBe(100);
  });

  it('refuses past the limit with a 403 naming the limit and the plan that lifts it', async () => {
    const m = await createMerchant(t.db, t.config, { subscription: 'active' });
    await expect(assertWithinLimit(t.db, m.storeId, 'maxProducts', 9)).resolves.toBeUndefined();
    const err = await assertWithinLimit(t.db, m.storeId, 'maxProducts', 10).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(403);
    expect((err as ApiError).message).toBe(
      'Votre plan Gratuit permet 10 produits au maximum. Passez au plan Starter pour en ajouter davantage.',
    );
    const staff = await assertWithinLimit(t.db, m.storeId, 'maxStaffAccounts', 0).catch((e: ApiError) => e.message);
    expect(staff).toBe(
      'Votre plan Gratuit ne comprend pas de comptes du personnel. Passez au plan Starter pour en ajouter.',
    );
    const atelier = await assertAtelier(t.db, m.storeId).catch((e: ApiError) => e.message);
    expect(atelier).toBe(
      "Le module atelier n'est pas compris dans votre plan Gratuit. Passez au plan Entreprise pour l'utiliser.",
    );
  });

  it('a premium store (its plan says 30 gallery images) is held to the gallery limit of 10; unlimited never refuses', async () => {
    const m = await createMerchant(t.db, t.config);
    await subscribe(m.userId, 'premium', 'active', future());
    const msg = await assertWithinLimit(t.db, m.storeId, 'maxGalleryImages', 9, 2).catch((e: ApiError) => e.message);
    expect(msg).toBe('Votre plan Premium permet 10 images dans la galerie au maximum. Supprimez-en pour en ajouter.');
    await expect(assertWithinLimit(t.db, m.storeId, 'maxProducts', 100_000)).resolves.toBeUndefined();
  });
});

import { signAccessToken } from '../auth/access-token';
import type { AppConfig } from '../config';
import type { DB } from '../db/database';
import { newId, nowIso } from '../ids';
import type { PlanName } from '#shared/constants';

/**
 * Test fixture shared by the API, sync and bench code: a merchant with a store, inserted directly (the register and
 * store-creation paths have their own tests), with a real signed access token. `subscription` adds one with that
 * status (the default plans come from the migrations), on the free plan or on `plan`.
 */
export async function createMerchant(
  db: DB,
  config: AppConfig,
  options: { slug?: string; subscription?: 'active' | 'suspended'; plan?: PlanName } = {},
) {
  const userId = newId();
  const storeId = newId();
  const now = nowIso();
  await db
    .insertInto('users')
    .values({
      id: userId,
      first_name: 'Awa',
      last_name: 'Marchande',
      email: `${userId}@test.local`,
      phone: null,
      password_hash: 'not-a-real-hash',
      role: 'user',
      gender: null,
      referral_code: userId.slice(-10).toUpperCase(),
      referred_by: null,
      profile_image: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const slug = options.slug ?? `boutique-${userId.slice(-8)}`;
  await db
    .insertInto('stores')
    .values({
      id: storeId,
      user_id: userId,
      name: `Boutique ${slug}`,
      slug,
      phone: '+22670000000',
      email: `${slug}@test.local`,
      address: null,
      brand: null,
      currency: 'XOF',
      color: null,
      logo: null,
      website: '{}',
      facebook_pixel_id: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  if (options.subscription) {
    let plan = await db
      .selectFrom('plans')
      .select('id')
      .where('name', '=', options.plan ?? 'free')
      .orderBy('billing_cycle')
      .executeTakeFirst();
    if (!plan) {
      plan = { id: newId() };
      await db
        .insertInto('plans')
        .values({
          id: plan.id,
          code: 'free-month',
          name: 'free',
          price: 0,
          billing_cycle: 'month',
          discount_rate: 0,
          description: '[]',
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
    await db
      .insertInto('subscriptions')
      .values({
        id: newId(),
        user_id: userId,
        plan_id: plan.id,
        status: options.subscription,
        start_date: now,
        end_date: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  const token = await signAccessToken({ userId, role: 'user' }, config.jwtSecret, 3600);
  return { userId, storeId, slug, token };
}

import { signAccessToken } from '../auth/access-token';
import type { DB } from '../db/database';
import { newId, nowIso } from '../ids';

/**
 * Test fixture: a merchant with a store, inserted straight into the database (the sync tests must not depend on
 * the sign-up flow), with a real signed access token. `suspended` adds a suspended subscription.
 */
export async function createMerchant(db: DB, jwtSecret: string, opts: { suspended?: boolean } = {}) {
  const userId = newId();
  const storeId = newId();
  const now = nowIso();
  await db
    .insertInto('users')
    .values({
      id: userId,
      first_name: 'Awa',
      last_name: 'Ouédraogo',
      email: `m-${userId}@test.local`,
      phone: null,
      password_hash: 'x',
      role: 'user',
      gender: null,
      referral_code: userId,
      referred_by: null,
      profile_image: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto('stores')
    .values({
      id: storeId,
      user_id: userId,
      name: 'Boutique ' + userId.slice(-6),
      slug: 's-' + userId.slice(-12),
      phone: '+22670000000',
      email: 'shop@test.local',
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
  if (opts.suspended) {
    const planId = newId();
    await db
      .insertInto('plans')
      .values({ id: planId, name: `free-${planId}` as 'free', price: 0, billing_cycle: 'month', discount_rate: 0, description: '[]', created_at: now, updated_at: now })
      .execute();
    await db
      .insertInto('subscriptions')
      .values({ id: newId(), user_id: userId, plan_id: planId, status: 'suspended', start_date: now, end_date: null, created_at: now, updated_at: now })
      .execute();
  }
  const token = await signAccessToken({ userId, role: 'user' }, jwtSecret, 3600);
  return { userId, storeId, token };
}

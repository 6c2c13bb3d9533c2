import type { DB } from '../../db/database';
import { newId, nowIso } from '../../ids';
import { signAccessToken } from '../../auth/access-token';
import type { AppConfig } from '../../config';

// Test data for the publishing tests, written straight to the tables (the stores/catalogue APIs have their own tests).

export async function insertMerchantStore(
  db: DB,
  config: AppConfig,
  opts: { slug: string; name?: string; status?: 'active' | 'suspended'; pixel?: string | null; website?: object },
) {
  const now = nowIso();
  const userId = newId();
  await db
    .insertInto('users')
    .values({
      id: userId,
      first_name: 'Awa',
      last_name: 'Traoré',
      email: `${opts.slug}@test.local`,
      phone: null,
      password_hash: 'x',
      role: 'user',
      gender: null,
      referral_code: newId().slice(-8),
      referred_by: null,
      profile_image: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  let plan = await db.selectFrom('plans').select('id').where('name', '=', 'free').executeTakeFirst();
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
      status: opts.status ?? 'active',
      start_date: now,
      end_date: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const storeId = newId();
  await db
    .insertInto('stores')
    .values({
      id: storeId,
      user_id: userId,
      name: opts.name ?? 'Chez Awa',
      slug: opts.slug,
      phone: '+22670000009',
      email: `${opts.slug}@boutique.test`,
      address: 'Ouagadougou',
      brand: null,
      currency: 'XOF',
      color: '#e8a33d',
      logo: null,
      website: JSON.stringify(
        opts.website ?? {
          about: { title: 'Pagnes tissés main' },
          social_media: { whatsapp: 'https://wa.me/22670000009' },
        },
      ),
      facebook_pixel_id: opts.pixel ?? null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const token = await signAccessToken({ userId, role: 'user' }, config.jwtSecret, 600);
  return { userId, storeId, token };
}

export async function insertCategory(db: DB, storeId: string, name: string, deleted = false) {
  const id = newId();
  const now = nowIso();
  await db
    .insertInto('categories')
    .values({
      id,
      store_id: storeId,
      name,
      description: null,
      created_at: now,
      updated_at: now,
      deleted_at: deleted ? now : null,
    })
    .execute();
  return id;
}

export async function insertProduct(
  db: DB,
  storeId: string,
  p: Partial<{
    name: string;
    categoryId: string | null;
    price: number;
    discountPrice: number | null;
    discountStart: string | null;
    discountEnd: string | null;
    stock: number;
    published: number;
    deleted: boolean;
    sizes: string[];
    colors: string[];
  }> = {},
) {
  const id = newId();
  const now = nowIso();
  await db
    .insertInto('products')
    .values({
      id,
      store_id: storeId,
      category_id: p.categoryId ?? null,
      name: p.name ?? 'Pagne wax',
      description: 'Coton 100 %',
      price: p.price ?? 12500,
      discount_price: p.discountPrice ?? null,
      stock: p.stock ?? 5,
      discount_start: p.discountStart ?? null,
      discount_end: p.discountEnd ?? null,
      sizes: JSON.stringify(p.sizes ?? []),
      colors: JSON.stringify(p.colors ?? []),
      published: p.published ?? 1,
      created_at: now,
      updated_at: now,
      deleted_at: p.deleted ? now : null,
    })
    .execute();
  return id;
}

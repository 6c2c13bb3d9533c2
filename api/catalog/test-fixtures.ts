import sharp from 'sharp';
import { signAccessToken } from '../auth/access-token';
import type { AppConfig } from '../config';
import type { DB } from '../db/database';
import { newId, nowIso } from '../ids';

/**
 * Test fixtures for the catalogue and order tests: a merchant with a store, inserted directly (the register and
 * store-creation paths have their own tests), and a real signed access token.
 */
export async function createMerchant(db: DB, config: AppConfig, options: { slug?: string; subscription?: 'active' | 'suspended' } = {}) {
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
    let plan = await db.selectFrom('plans').select('id').where('name', '=', 'free').executeTakeFirst();
    if (!plan) {
      plan = { id: newId() };
      await db
        .insertInto('plans')
        .values({
          id: plan.id,
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
  const token = await signAccessToken({ userId, role: 'user' }, config.jwtSecret, 600);
  return { userId, storeId, slug, token };
}

/** A real image of the given format and size. */
export function imageBytes(
  format: 'png' | 'jpeg' | 'gif' | 'webp' = 'png',
  width = 1200,
  height = 900,
  color = '#c0392b',
): Promise<Buffer> {
  const base = sharp({ create: { width, height, channels: 3, background: color } });
  return (format === 'png' ? base.png() : format === 'jpeg' ? base.jpeg() : format === 'gif' ? base.gif() : base.webp()).toBuffer();
}

/** A multipart form: text fields (arrays repeat the field) and files under `images`. */
export function multipart(
  fields: Record<string, string | string[]>,
  files: { bytes: Buffer | string; name: string; type?: string }[] = [],
) {
  const form = new FormData();
  for (const [k, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) form.append(k, v);
  }
  for (const f of files) {
    const part = typeof f.bytes === 'string' ? f.bytes : new Uint8Array(f.bytes);
    form.append('images', new File([part], f.name, { type: f.type ?? 'image/png' }));
  }
  return form;
}

/** Sends a multipart form with a bearer token and decodes the JSON answer. */
export async function sendForm(
  app: { request: (url: string, init: RequestInit) => Response | Promise<Response> },
  method: string,
  url: string,
  form: FormData,
  token: string,
) {
  const res = await app.request(url, { method, body: form, headers: { authorization: `Bearer ${token}` } });
  const text = await res.text();
  let data: any = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = text;
  }
  return { status: res.status, data };
}

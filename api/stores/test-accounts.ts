import sharp from 'sharp';
import { signAccessToken } from '../auth/access-token';
import type { DB } from '../db/database';
import type { AppConfig } from '../config';
import { newId, nowIso } from '../ids';

/**
 * Test fixtures for the stores/platform tests: accounts inserted directly (hashing real passwords with scrypt
 * N=2^17 in every test would cost seconds) and a real signed access token for each.
 * The register → login path itself is covered by the auth tests and by one journey in routes.test.ts.
 */
export async function createAccount(
  db: DB,
  config: AppConfig,
  options: { role?: 'user' | 'admin'; email?: string; subscription?: 'active' | 'expired' | 'suspended' | null } = {},
) {
  const id = newId();
  const role = options.role ?? 'user';
  const now = nowIso();
  await db
    .insertInto('users')
    .values({
      id,
      first_name: 'Awa',
      last_name: role === 'admin' ? 'Admin' : 'Marchande',
      email: options.email ?? `${id}@test.local`,
      phone: null,
      password_hash: 'not-a-real-hash',
      role,
      gender: null,
      referral_code: id.slice(-8).toUpperCase(),
      referred_by: null,
      profile_image: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const status = options.subscription === undefined ? (role === 'user' ? 'active' : null) : options.subscription;
  if (status) {
    const plan = await db.selectFrom('plans').select('id').where('name', '=', 'free').executeTakeFirstOrThrow();
    await db
      .insertInto('subscriptions')
      .values({
        id: newId(),
        user_id: id,
        plan_id: plan.id,
        status,
        start_date: now,
        end_date: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  const token = await signAccessToken({ userId: id, role }, config.jwtSecret, 600);
  return { id, token };
}

/** A real PNG of the given size. */
export const pngBytes = (width = 64, height = 64, color = '#e67e22') =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();

/** Multipart body of the store form. */
export function storeForm(
  fields: Record<string, string>,
  logo?: { bytes: Uint8Array | Buffer | string; name: string; type?: string },
) {
  const form = new FormData();
  for (const [k, val] of Object.entries(fields)) form.append(k, val);
  if (logo) {
    const part = typeof logo.bytes === 'string' ? logo.bytes : new Uint8Array(logo.bytes);
    form.append('logo', new File([part], logo.name, { type: logo.type ?? 'image/png' }));
  }
  return form;
}

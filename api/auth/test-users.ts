import type { DB } from '../db/database';
import { newId, nowIso } from '../ids';
import { hashPassword } from './passwords';

/**
 * Test helper: inserts an account directly (admins cannot register through the API). Merchants made here get the
 * free plan like a registered one would.
 */
export async function insertTestUser(
  db: DB,
  opts: { role: 'user' | 'admin'; email?: string; phone?: string; password: string; firstName?: string },
): Promise<string> {
  const id = newId();
  const now = nowIso();
  await db
    .insertInto('users')
    .values({
      id,
      first_name: opts.firstName ?? (opts.role === 'admin' ? 'Admin' : 'Marchand'),
      last_name: 'Test',
      email: opts.email ?? null,
      phone: opts.phone ?? null,
      password_hash: await hashPassword(opts.password),
      role: opts.role,
      gender: null,
      referral_code: id.slice(-8).toUpperCase(),
      referred_by: null,
      profile_image: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  if (opts.role === 'user') {
    const plan = await db.selectFrom('plans').select('id').where('name', '=', 'free').executeTakeFirstOrThrow();
    await db
      .insertInto('subscriptions')
      .values({
        id: newId(),
        user_id: id,
        plan_id: plan.id,
        status: 'active',
        start_date: now,
        end_date: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  return id;
}

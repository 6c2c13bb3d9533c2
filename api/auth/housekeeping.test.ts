import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/harness';
import { newId } from '../ids';
import { cleanUpAuthTables } from './housekeeping';
import { issueRefreshToken } from './refresh-tokens';

let t: TestContext;
beforeAll(async () => (t = await createTestContext()));
afterAll(async () => t.close());

describe('auth housekeeping', () => {
  it('deletes expired refresh tokens, stale throttle rows and expired reset codes, and keeps live ones', async () => {
    const userId = newId();
    const now = new Date().toISOString();
    const past = new Date(Date.now() - 3600_000).toISOString();
    const longAgo = new Date(Date.now() - 24 * 3600_000).toISOString();
    await t.db
      .insertInto('users')
      .values({
        id: userId,
        first_name: 'A',
        last_name: 'B',
        email: 'hk@test.local',
        phone: null,
        password_hash: 'x',
        role: 'user',
        gender: null,
        referral_code: 'HKTEST01',
        referred_by: null,
        profile_image: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await issueRefreshToken(t.db, t.config, userId, false);
    await issueRefreshToken(t.db, t.config, userId, false);
    const [first] = await t.db.selectFrom('refresh_tokens').select('id').execute();
    await t.db.updateTable('refresh_tokens').set({ expires_at: past }).where('id', '=', first!.id).execute();
    await t.db
      .insertInto('login_throttle')
      .values([
        { key: 'account:old', failures: 2, locked_until: null, updated_at: longAgo },
        { key: 'account:recent', failures: 2, locked_until: null, updated_at: now },
      ])
      .execute();
    await t.db
      .insertInto('password_resets')
      .values([
        {
          id: newId(),
          identifier: 'house@test.local',
          user_id: userId,
          code_hash: 'h',
          attempts: 0,
          expires_at: past,
          used_at: null,
          created_at: past,
        },
        {
          id: newId(),
          identifier: 'house@test.local',
          user_id: userId,
          code_hash: 'h',
          attempts: 0,
          expires_at: new Date(Date.now() + 600_000).toISOString(),
          used_at: null,
          created_at: now,
        },
      ])
      .execute();

    await cleanUpAuthTables(t.db);

    expect(await t.db.selectFrom('refresh_tokens').select('id').execute()).toHaveLength(1);
    expect((await t.db.selectFrom('login_throttle').select('key').execute()).map((r) => r.key)).toEqual([
      'account:recent',
    ]);
    expect(await t.db.selectFrom('password_resets').select('id').execute()).toHaveLength(1);
  });
});

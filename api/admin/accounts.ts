import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { revokeAllOfUser } from '../auth/refresh-tokens';
import { writeAudit } from '../audit/audit-log';
import { notFound } from '../http/errors';
import { USER_NOT_FOUND } from '#shared/messages';
import { nowIso } from '../ids';

export async function isDisabled(db: Kysely<Database>, userId: string): Promise<boolean> {
  const r = await db.selectFrom('users').select('disabled_at').where('id', '=', userId).executeTakeFirst();
  return Boolean(r?.disabled_at);
}

/**
 * An administrator disables (or enables again) an account: a disabled account cannot sign in, its refresh tokens are
 * revoked and its access tokens refused at once (requireAuth reads `disabled_at`). Audited.
 */
export async function setAccountDisabled(
  db: Kysely<Database>,
  input: { userId: string; disabled: boolean; adminId: string; message?: string | null },
) {
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select(['id', 'disabled_at'])
      .where('id', '=', input.userId)
      .executeTakeFirst();
    if (!user) throw notFound(USER_NOT_FOUND);
    await trx
      .updateTable('users')
      .set({ disabled_at: input.disabled ? (user.disabled_at ?? now) : null, updated_at: now })
      .where('id', '=', user.id)
      .execute();
    if (input.disabled) await revokeAllOfUser(trx, user.id);
    await writeAudit(trx, {
      actorId: input.adminId,
      action: input.disabled ? 'user.disable' : 'user.enable',
      targetType: 'user',
      targetId: user.id,
      subjectUserId: user.id,
      before: { disabled: Boolean(user.disabled_at) },
      after: { disabled: input.disabled },
      message: input.message ?? null,
      at: now,
    });
  });
}

/** Forces every session of an account out: refresh tokens revoked, access tokens issued until now refused. Audited. */
export async function revokeSessions(db: Kysely<Database>, input: { userId: string; adminId: string }) {
  // Access tokens carry whole seconds: anything issued in this second or before is refused.
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('users').select('id').where('id', '=', input.userId).executeTakeFirst();
    if (!user) throw notFound(USER_NOT_FOUND);
    await trx.updateTable('users').set({ sessions_revoked_at: now }).where('id', '=', user.id).execute();
    await revokeAllOfUser(trx, user.id);
    await writeAudit(trx, {
      actorId: input.adminId,
      action: 'user.sessions_revoked',
      targetType: 'user',
      targetId: user.id,
      subjectUserId: user.id,
      at: now,
    });
  });
}

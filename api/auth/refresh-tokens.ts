import crypto from 'node:crypto';
import type { AppConfig } from '../config';
import type { DB } from '../db/database';
import { newId, nowIso } from '../ids';

/**
 * Refresh tokens (RFC 9700 §4.14.2): random, stored only as a SHA-256 hash, rotated on every use.
 * Every token descends from one sign-in through a `family_id`. Presenting a token that was already rotated means
 * someone else holds a copy: the whole family is revoked, so both the thief and the user must sign in again.
 */

const hashToken = (raw: string) => crypto.createHash('sha256').update(raw).digest('base64url');

type RefreshConfig = Pick<AppConfig, 'refreshTtlRememberSeconds' | 'refreshTtlSessionSeconds'>;

/** 'Se souvenir de moi' decides how long a refresh token lives. */
const lifetimeSeconds = (config: RefreshConfig, remember: boolean) =>
  remember ? config.refreshTtlRememberSeconds : config.refreshTtlSessionSeconds;

/** Stores a new token of a family (a new family at sign-in) and returns the raw value, shown once to the client. */
export async function issueRefreshToken(
  db: DB,
  config: RefreshConfig,
  userId: string,
  remember: boolean,
  familyId: string = newId(),
): Promise<string> {
  const raw = crypto.randomBytes(32).toString('base64url');
  const now = Date.now();
  await db
    .insertInto('refresh_tokens')
    .values({
      id: newId(),
      user_id: userId,
      family_id: familyId,
      token_hash: hashToken(raw),
      remember: remember ? 1 : 0,
      expires_at: new Date(now + lifetimeSeconds(config, remember) * 1000).toISOString(),
      rotated_at: null,
      revoked_at: null,
      created_at: new Date(now).toISOString(),
    })
    .execute();
  return raw;
}

export type RotationResult =
  | { ok: true; userId: string; refreshToken: string; familyId: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

/**
 * Exchanges a refresh token for a new one of the same family. Runs in one transaction; the "mark rotated" update is
 * conditional, so of two simultaneous uses of one token exactly one wins and the other counts as a reuse.
 */
export async function rotateRefreshToken(db: DB, config: RefreshConfig, raw: string): Promise<RotationResult> {
  return db.transaction().execute(async (trx): Promise<RotationResult> => {
    const row = await trx
      .selectFrom('refresh_tokens')
      .selectAll()
      .where('token_hash', '=', hashToken(raw))
      .executeTakeFirst();
    if (!row) return { ok: false, reason: 'unknown' };
    if (row.revoked_at) return { ok: false, reason: 'revoked' };
    const now = nowIso();
    if (row.rotated_at) {
      await revokeFamilyWith(trx, row.family_id, now);
      return { ok: false, reason: 'reused' };
    }
    if (row.expires_at <= now) return { ok: false, reason: 'expired' };
    const marked = await trx
      .updateTable('refresh_tokens')
      .set({ rotated_at: now })
      .where('id', '=', row.id)
      .where('rotated_at', 'is', null)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) !== 1) {
      await revokeFamilyWith(trx, row.family_id, now);
      return { ok: false, reason: 'reused' };
    }
    const refreshToken = await issueRefreshToken(trx, config, row.user_id, row.remember === 1, row.family_id);
    return { ok: true, userId: row.user_id, refreshToken, familyId: row.family_id };
  });
}

async function revokeFamilyWith(db: Pick<DB, 'updateTable'>, familyId: string, now: string) {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Sign-out: revokes the family of the given token. Only the caller's own tokens are touched when `userId` is known
 * (a token of someone else is ignored, never an error: sign-out always succeeds).
 */
export async function revokeFamilyOf(db: DB, raw: string, userId?: string): Promise<boolean> {
  const row = await db
    .selectFrom('refresh_tokens')
    .select(['family_id', 'user_id'])
    .where('token_hash', '=', hashToken(raw))
    .executeTakeFirst();
  if (!row || (userId !== undefined && row.user_id !== userId)) return false;
  await revokeFamilyWith(db, row.family_id, nowIso());
  return true;
}

/** Every session of a user ends (after a password reset). */
export async function revokeAllOfUser(db: Pick<DB, 'updateTable'>, userId: string): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: nowIso() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Housekeeping: tokens past their expiry are useless and can go. */
export async function deleteExpiredRefreshTokens(db: DB): Promise<number> {
  const res = await db.deleteFrom('refresh_tokens').where('expires_at', '<', nowIso()).executeTakeFirst();
  return Number(res.numDeletedRows);
}

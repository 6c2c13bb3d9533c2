import crypto from 'node:crypto';
import type { AppDeps } from '../context';
import type { DB } from '../db/database';
import { newId, nowIso } from '../ids';
import { OTP_SIZE } from '#shared/schemas/auth';
import { findUserByIdentifier, type Identifier } from './identifier';

/**
 * Password reset by a 6-digit code sent to the email or phone the user typed.
 * - The code is stored only as an HMAC (keyed with the server secret and bound to its reset row).
 * - It expires after CODE_TTL_MS and allows MAX_ATTEMPTS wrong tries; a new request replaces older codes.
 * - `forgot` always answers with an opaque token (the reset row's id, or a random id of the same shape when no account
 *   matches), so the answer never tells whether an account exists.
 */
export const resetPolicy = {
  codeTtlMs: 15 * 60_000,
  maxAttempts: 5,
  /** A second request within this delay reuses the code already sent instead of sending another one. */
  resendAfterMs: 60_000,
};

export const CODE_INVALID = 'Code OTP invalide ou expiré.';
export const CODE_TOO_MANY_ATTEMPTS = 'Trop de tentatives : demandez un nouveau code.';

const codeHash = (secret: string, resetId: string, code: string) =>
  crypto.createHmac('sha256', secret).update(`${resetId}:${code}`).digest();

const newCode = () => String(crypto.randomInt(0, 10 ** OTP_SIZE)).padStart(OTP_SIZE, '0');

/** Starts a reset: stores a code and sends it. Returns the opaque token for /auth/verify/{token}. */
export async function requestPasswordReset(deps: AppDeps, id: Identifier): Promise<string> {
  const { db, config, mailer, log } = deps;
  const user = await findUserByIdentifier(db, id);
  if (!user) return newId();
  const now = Date.now();
  const recent = await db
    .selectFrom('password_resets')
    .select(['id', 'created_at'])
    .where('user_id', '=', user.id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date(now).toISOString())
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (recent && now - Date.parse(recent.created_at) < resetPolicy.resendAfterMs) return recent.id;

  const resetId = newId();
  const code = newCode();
  await db.transaction().execute(async (trx) => {
    // Only the newest code works.
    await trx
      .updateTable('password_resets')
      .set({ used_at: nowIso() })
      .where('user_id', '=', user.id)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('password_resets')
      .values({
        id: resetId,
        user_id: user.id,
        code_hash: codeHash(config.jwtSecret, resetId, code).toString('base64url'),
        attempts: 0,
        expires_at: new Date(now + resetPolicy.codeTtlMs).toISOString(),
        used_at: null,
        created_at: new Date(now).toISOString(),
      })
      .execute();
  });
  const minutes = Math.round(resetPolicy.codeTtlMs / 60_000);
  const link = `${config.publicUrl}/auth/verify/${resetId}`;
  // Not awaited: the answer must not take longer when an account exists. A failed send is logged.
  mailer
    .send({
      to: id.value,
      subject: 'Boutique : votre code de réinitialisation',
      text:
        `Bonjour ${user.first_name},\n\nVotre code de réinitialisation du mot de passe est : ${code}\n` +
        `Il est valable ${minutes} minutes. Saisissez-le sur ${link}\n\n` +
        "Si vous n'avez rien demandé, ignorez ce message : votre mot de passe reste inchangé.\n",
    })
    .catch((err) => log.error(`envoi du code de réinitialisation à ${id.value} impossible`, err));
  return resetId;
}

export type CodeCheck = { ok: true; resetId: string; userId: string } | { ok: false; message: string };

/**
 * Checks a code against one reset row; a wrong code costs one attempt. Used by /password/verify (row from the
 * token) and /password/reset (the user's newest live row).
 */
async function checkCode(db: DB, secret: string, row: ResetRow | undefined, otp: string): Promise<CodeCheck> {
  if (!row || row.used_at || row.expires_at <= nowIso()) return { ok: false, message: CODE_INVALID };
  // Spend one attempt before comparing: simultaneous guesses cannot exceed the limit.
  const spent = await db
    .updateTable('password_resets')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', row.id)
    .where('attempts', '<', resetPolicy.maxAttempts)
    .executeTakeFirst();
  if (Number(spent.numUpdatedRows) !== 1) return { ok: false, message: CODE_TOO_MANY_ATTEMPTS };
  const expected = Buffer.from(row.code_hash, 'base64url');
  const given = codeHash(secret, row.id, otp.trim());
  if (expected.length === given.length && crypto.timingSafeEqual(expected, given)) {
    return { ok: true, resetId: row.id, userId: row.user_id };
  }
  return { ok: false, message: CODE_INVALID };
}

type ResetRow = {
  id: string;
  user_id: string;
  code_hash: string;
  attempts: number;
  expires_at: string;
  used_at: string | null;
};
const RESET_COLUMNS = ['id', 'user_id', 'code_hash', 'attempts', 'expires_at', 'used_at'] as const;

/** /auth/verify/{token}: is this the right code for this reset? (The code stays valid for the reset step.) */
export async function verifyResetCode(db: DB, secret: string, token: string, otp: string): Promise<CodeCheck> {
  const row = await db.selectFrom('password_resets').select(RESET_COLUMNS).where('id', '=', token).executeTakeFirst();
  return checkCode(db, secret, row, otp);
}

/** The newest unused code of the account named by emailOrPhone, checked; an unknown account reads as a wrong code. */
export async function checkCodeForAccount(db: DB, secret: string, id: Identifier, otp: string): Promise<CodeCheck> {
  const user = await findUserByIdentifier(db, id);
  if (!user) return { ok: false, message: CODE_INVALID };
  const row = await db
    .selectFrom('password_resets')
    .select(RESET_COLUMNS)
    .where('user_id', '=', user.id)
    .where('used_at', 'is', null)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return checkCode(db, secret, row, otp);
}

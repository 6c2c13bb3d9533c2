import {
  CODE_TOO_MANY_ATTEMPTS,
  RESET_CODE_INVALID as CODE_INVALID,
  RESET_MAIL_SUBJECT,
  TOO_MANY_CODES,
  TOO_MANY_TRIES,
  resetMailText,
} from '#shared/messages';
import crypto from 'node:crypto';
import type { AppDeps } from '../context';
import type { DB } from '../db/database';
import { newId, nowIso } from '../ids';
import { OTP_SIZE } from '#shared/schemas/auth';
import { authPaths } from '#shared/paths';
import { findUserByIdentifier, type Identifier } from './identifier';
import { takeDailySlots } from './daily-cap';

/**
 * Password reset by a 6-digit code sent to the email or phone the user typed.
 * - The code is stored only as an HMAC (keyed with the server secret and bound to its reset row).
 * - It expires after CODE_TTL_MS and allows MAX_ATTEMPTS wrong tries; a new request replaces older codes.
 * - Nothing in the answers tells whether an account exists (decision 002). A code row is kept per identifier typed,
 *   known account or not: for an unknown one its hash is random bytes that no code can match, and nothing is sent.
 *   Every `forgot` request answers a fresh opaque token (its own row in password_reset_tokens, pointing at the
 *   identifier's live code), so two requests never answer the same token, and a token's later answers (wrong code,
 *   too many tries, expired) follow the same rules either way.
 */
export const resetPolicy = {
  codeTtlMs: 15 * 60_000,
  maxAttempts: 5,
  /** A second request within this delay reuses the code already sent instead of sending another one. */
  resendAfterMs: 60_000,
};

/**
 * Daily caps (UTC day), per identifier typed (known account or not: the answers stay the same) and per client address.
 * With at most 10 tries a day on an account, guessing a 6-digit code takes about 270 years on average (10^6 / 2 / 10
 * days); the address caps are higher because a mobile carrier's NAT puts many people behind one address, and still
 * stop one address from spraying guesses over many accounts.
 */
export const resetCaps = {
  codesPerAccount: 5,
  codesPerAddress: 50,
  triesPerAccount: 10,
  triesPerAddress: 200,
};

/** Counts one code request for the identifier and the address; 429 past a daily cap (before anything is sent). */
export async function takeResetCodeSlot(db: DB, identifier: string, address: string): Promise<void> {
  await takeDailySlots(
    db,
    [
      { key: `reset-code:account:${identifier}`, max: resetCaps.codesPerAccount },
      { key: `reset-code:ip:${address}`, max: resetCaps.codesPerAddress },
    ],
    TOO_MANY_CODES,
  );
}

/** Counts one code tried for the identifier (when known) and the address; 429 past a daily cap. */
async function takeResetTrySlot(db: DB, identifier: string | null, address: string): Promise<void> {
  await takeDailySlots(
    db,
    [
      ...(identifier ? [{ key: `reset-try:account:${identifier}`, max: resetCaps.triesPerAccount }] : []),
      { key: `reset-try:ip:${address}`, max: resetCaps.triesPerAddress },
    ],
    TOO_MANY_TRIES,
  );
}

export { CODE_INVALID };

const codeHash = (secret: string, resetId: string, code: string) =>
  crypto.createHmac('sha256', secret).update(`${resetId}:${code}`).digest();

const newCode = () => String(crypto.randomInt(0, 10 ** OTP_SIZE)).padStart(OTP_SIZE, '0');

/**
 * Starts a reset: returns the opaque token for /auth/verify/{token}. The same database work is done whether or not an
 * account matches; only the (not awaited) message differs, and it goes to the account's own address.
 */
export async function requestPasswordReset(deps: AppDeps, id: Identifier): Promise<string> {
  const { db, config, mailer, log } = deps;
  const user = await findUserByIdentifier(db, id);
  const now = Date.now();
  const token = newId();
  const toSend = await db.transaction().execute(async (trx) => {
    const recent = await trx
      .selectFrom('password_resets')
      .select(['id', 'user_id', 'created_at', 'expires_at'])
      .where('identifier', '=', id.value)
      .where('used_at', 'is', null)
      .where('expires_at', '>', new Date(now).toISOString())
      .where('attempts', '<', resetPolicy.maxAttempts)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    const reuse =
      recent &&
      recent.user_id === (user?.id ?? null) &&
      now - Date.parse(recent.created_at) < resetPolicy.resendAfterMs;
    let resetId: string;
    let expiresAt: string;
    let code: string | null = null;
    if (reuse) {
      resetId = recent.id;
      expiresAt = recent.expires_at;
    } else {
      resetId = newId();
      expiresAt = new Date(now + resetPolicy.codeTtlMs).toISOString();
      // Only the newest code works (for this identifier, and for the account when it has another identifier).
      await trx
        .updateTable('password_resets')
        .set({ used_at: nowIso() })
        .where('used_at', 'is', null)
        .where((eb) =>
          user
            ? eb.or([eb('identifier', '=', id.value), eb('user_id', '=', user.id)])
            : eb('identifier', '=', id.value),
        )
        .execute();
      if (user) code = newCode();
      await trx
        .insertInto('password_resets')
        .values({
          id: resetId,
          identifier: id.value,
          user_id: user?.id ?? null,
          // No account: random bytes of the same length, which no code's HMAC can equal.
          code_hash: (code ? codeHash(config.jwtSecret, resetId, code) : crypto.randomBytes(32)).toString('base64url'),
          attempts: 0,
          expires_at: expiresAt,
          used_at: null,
          created_at: new Date(now).toISOString(),
        })
        .execute();
    }
    await trx
      .insertInto('password_reset_tokens')
      .values({ id: token, reset_id: resetId, expires_at: expiresAt, created_at: new Date(now).toISOString() })
      .execute();
    return user && code ? { firstName: user.first_name, code } : null;
  });
  if (toSend) {
    const minutes = Math.round(resetPolicy.codeTtlMs / 60_000);
    const link = config.publicUrl + authPaths.verify(token);
    // Not awaited: the answer must not take longer when an account exists. A failed send is logged.
    mailer
      .send({
        to: id.value,
        subject: RESET_MAIL_SUBJECT,
        text: resetMailText(toSend.firstName, toSend.code, minutes, link),
      })
      .catch((err) => log.error('envoi du code de réinitialisation impossible', err));
  }
  return token;
}

export type CodeCheck = { ok: true; resetId: string; userId: string } | { ok: false; message: string };

/**
 * Checks a code against one reset row; a wrong code costs one attempt. Used by /password/verify (row from the
 * token) and /password/reset (the user's newest live row).
 */
async function checkCode(
  db: DB,
  secret: string,
  row: ResetRow | undefined,
  otp: string,
  address: string,
): Promise<CodeCheck> {
  // Every code tried counts for the day, right or wrong, live row or not.
  await takeResetTrySlot(db, row?.identifier ?? null, address);
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
  if (expected.length === given.length && crypto.timingSafeEqual(expected, given) && row.user_id) {
    return { ok: true, resetId: row.id, userId: row.user_id };
  }
  return { ok: false, message: CODE_INVALID };
}

type ResetRow = {
  id: string;
  identifier: string;
  user_id: string | null;
  code_hash: string;
  attempts: number;
  expires_at: string;
  used_at: string | null;
};
const RESET_COLUMNS = ['id', 'identifier', 'user_id', 'code_hash', 'attempts', 'expires_at', 'used_at'] as const;

/** /auth/verify/{token}: is this the right code for this request's reset? (The code stays valid for the reset step.) */
export async function verifyResetCode(
  db: DB,
  secret: string,
  token: string,
  otp: string,
  address: string,
): Promise<CodeCheck> {
  const row = await db
    .selectFrom('password_reset_tokens')
    .innerJoin('password_resets', 'password_resets.id', 'password_reset_tokens.reset_id')
    .select(RESET_COLUMNS.map((c) => `password_resets.${c}` as const))
    .where('password_reset_tokens.id', '=', token)
    .executeTakeFirst();
  return checkCode(db, secret, row, otp, address);
}

/** The newest unused code of the identifier typed, checked; with no code (or no account) it reads as a wrong code. */
export async function checkCodeForAccount(
  db: DB,
  secret: string,
  id: Identifier,
  otp: string,
  address: string,
): Promise<CodeCheck> {
  const row = await db
    .selectFrom('password_resets')
    .select(RESET_COLUMNS)
    .where('identifier', '=', id.value)
    .where('used_at', 'is', null)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return checkCode(db, secret, row, otp, address);
}

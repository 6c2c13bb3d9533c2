import crypto from 'node:crypto';
import type { CurrentUserJson } from '#shared/schemas/auth';
import { RESET_CODE_INVALID, signupNotice } from '#shared/messages';
import type { DB } from '../db/database';
import { unprocessable } from '../http/errors';
import { newId, nowIso } from '../ids';
import { notifyAdmins } from '../notifications/notify';
import { freePlan } from '../plans/limits';
import type { Identifier } from './identifier';
import { revokeAllOfUser } from './refresh-tokens';
import { accountKey } from './throttle';

/** Accounts as sign-up, sign-in and passwords need them (the handlers of auth/routes.ts call these). */

/** Readable, unambiguous referral codes (no 0/O, 1/I). */
const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newReferralCode = () =>
  Array.from({ length: 8 }, () => REFERRAL_ALPHABET[crypto.randomInt(REFERRAL_ALPHABET.length)]).join('');

/** The account whose referral code this is (any case), or undefined. */
export const findReferrer = (db: DB, code: string) =>
  db.selectFrom('users').select('id').where('referral_code', '=', code.toUpperCase()).executeTakeFirst();

export interface NewMerchant {
  firstName: string;
  lastName: string;
  gender?: string | null;
  identifier: Identifier;
  passwordHash: string;
  referredBy: string | null;
}

/**
 * A merchant's account on the free plan (which does not expire: no end date), and the admins' notification, in one
 * transaction. A unique-index violation (the same address registered at the same moment) is left to the caller.
 */
export async function createMerchantAccount(db: DB, m: NewMerchant): Promise<string> {
  const userId = newId();
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    const free = await freePlan(trx);
    if (!free) throw new Error('le plan « free » manque');
    await trx
      .insertInto('users')
      .values({
        id: userId,
        first_name: m.firstName,
        last_name: m.lastName,
        email: m.identifier.kind === 'email' ? m.identifier.value : null,
        phone: m.identifier.kind === 'phone' ? m.identifier.value : null,
        password_hash: m.passwordHash,
        role: 'user',
        gender: m.gender ?? null,
        referral_code: newReferralCode(),
        referred_by: m.referredBy,
        profile_image: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await trx
      .insertInto('subscriptions')
      .values({
        id: newId(),
        user_id: userId,
        plan_id: free.id,
        status: 'active',
        start_date: now,
        end_date: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await notifyAdmins(trx, 'register', userId, signupNotice(m.firstName, m.lastName));
  });
  return userId;
}

/** A successful sign-in: its time, and the password's new hash when its parameters are outdated. */
export async function recordSignIn(db: DB, userId: string, newPasswordHash?: string): Promise<void> {
  const now = nowIso();
  await db
    .updateTable('users')
    .set({ last_login_at: now, ...(newPasswordHash ? { password_hash: newPasswordHash, updated_at: now } : {}) })
    .where('id', '=', userId)
    .execute();
}

/** Role and state of an account whose session is refreshed. */
export const findSessionUser = (db: DB, userId: string) =>
  db.selectFrom('users').select(['id', 'role', 'disabled_at']).where('id', '=', userId).executeTakeFirst();

/** GET /api/verifyToken's `user`: who is signed in and their latest subscription. */
export async function currentUserJson(db: DB, userId: string): Promise<CurrentUserJson> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'profile_image', 'role'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const subscription = await db
    .selectFrom('subscriptions')
    .innerJoin('plans', 'plans.id', 'subscriptions.plan_id')
    .select(['plans.name as plan', 'subscriptions.end_date', 'subscriptions.status'])
    .where('subscriptions.user_id', '=', user.id)
    .orderBy('subscriptions.created_at', 'desc')
    .orderBy('subscriptions.id', 'desc')
    .executeTakeFirst();
  return {
    id: user.id,
    firstName: user.first_name,
    lastName: user.last_name,
    profile_image: user.profile_image,
    role: user.role,
    subscription: {
      plan: subscription?.plan ?? null,
      endDate: subscription?.end_date ?? null,
      status: subscription?.status ?? null,
    },
  };
}

export const passwordHashOf = async (db: DB, userId: string) =>
  (await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirstOrThrow())
    .password_hash;

export async function setPassword(db: DB, userId: string, passwordHash: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: nowIso() })
    .where('id', '=', userId)
    .execute();
}

/**
 * A reset code used: the code spent (the same code used twice at the same moment changes the password once), the
 * new password, every session of the account ended and its sign-in failures forgotten, in one transaction.
 */
export async function resetPassword(
  db: DB,
  reset: { resetId: string; userId: string; identifier: Identifier; passwordHash: string },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const now = nowIso();
    const used = await trx
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('id', '=', reset.resetId)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) throw unprocessable({ otp: [RESET_CODE_INVALID] });
    await trx
      .updateTable('users')
      .set({ password_hash: reset.passwordHash, updated_at: now })
      .where('id', '=', reset.userId)
      .execute();
    await revokeAllOfUser(trx, reset.userId);
    await trx.deleteFrom('login_throttle').where('key', '=', accountKey(reset.identifier.value)).execute();
  });
}

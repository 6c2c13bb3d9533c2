import type { DB } from '../db/database';
import { nowIso } from '../ids';

/**
 * Sign-in throttling, per account and per client address, kept in the login_throttle table (so it holds across
 * restarts and, with a shared database, across processes).
 * - Each failed sign-in adds one failure to the account key and to the address key.
 * - A key that reaches its limit is locked for `lockMs`: sign-in answers 429 without even checking the password.
 * - After the delay the right password works again; a success clears the account's failures.
 * - Failures older than `windowMs` are forgotten.
 * The account key is the normalised identifier typed, whether or not such an account exists (no enumeration).
 */
export const loginThrottlePolicy = {
  maxAccountFailures: 5,
  /** An address may serve a whole office or a mobile carrier's NAT: a higher limit. */
  maxAddressFailures: 30,
  lockMs: 60_000,
  windowMs: 15 * 60_000,
};

export const accountKey = (identifier: string) => `account:${identifier}`;
export const addressKey = (address: string) => `ip:${address}`;

/** Milliseconds left before one of the keys unlocks, or 0 when sign-in may proceed. */
export async function lockRemainingMs(db: DB, keys: string[]): Promise<number> {
  const rows = await db.selectFrom('login_throttle').select(['locked_until']).where('key', 'in', keys).execute();
  const now = Date.now();
  let remaining = 0;
  for (const row of rows) {
    if (!row.locked_until) continue;
    remaining = Math.max(remaining, Date.parse(row.locked_until) - now);
  }
  return Math.max(0, remaining);
}

/** Counts one failure on each key; locks the keys that reach their limit. Returns true when a lock was set. */
export async function recordFailure(db: DB, keys: { key: string; max: number }[]): Promise<boolean> {
  const policy = loginThrottlePolicy;
  return db.transaction().execute(async (trx) => {
    let locked = false;
    const now = Date.now();
    for (const { key, max } of keys) {
      const row = await trx.selectFrom('login_throttle').selectAll().where('key', '=', key).executeTakeFirst();
      const stale = !row || now - Date.parse(row.updated_at) > policy.windowMs;
      const failures = (stale ? 0 : row.failures) + 1;
      const lock = failures >= max;
      const values = {
        // A lock starts a new count: after the delay the account gets its full number of tries again.
        failures: lock ? 0 : failures,
        locked_until: lock ? new Date(now + policy.lockMs).toISOString() : row && !stale ? row.locked_until : null,
        updated_at: new Date(now).toISOString(),
      };
      locked ||= lock;
      await trx
        .insertInto('login_throttle')
        .values({ key, ...values })
        .onConflict((oc) => oc.column('key').doUpdateSet(values))
        .execute();
    }
    return locked;
  });
}

/** A successful sign-in forgets the account's failures (the address keeps its count until it ages out). */
export async function clearFailures(db: DB, key: string): Promise<void> {
  await db.deleteFrom('login_throttle').where('key', '=', key).execute();
}

/** Housekeeping: rows with no lock and no recent failure carry no information. */
export async function deleteStaleThrottleRows(db: DB): Promise<void> {
  const cutoff = new Date(Date.now() - loginThrottlePolicy.windowMs).toISOString();
  await db
    .deleteFrom('login_throttle')
    .where('updated_at', '<', cutoff)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', nowIso())]))
    .execute();
}

/** French message of the 429 answer, with the wait rounded up to whole seconds or minutes. */
export function tooManyAttemptsMessage(remainingMs: number): string {
  const seconds = Math.max(1, Math.ceil(remainingMs / 1000));
  const wait = seconds < 120 ? `${seconds} seconde${seconds > 1 ? 's' : ''}` : `${Math.ceil(seconds / 60)} minutes`;
  return `Trop de tentatives de connexion. Réessayez dans ${wait}.`;
}

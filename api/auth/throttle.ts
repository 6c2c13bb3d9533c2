import type { DB } from '../db/database';
import { lockKeys } from '../db/dialect';
import { nowIso } from '../ids';

/**
 * Sign-in throttling, per account and per client address, kept in the login_throttle table (so it holds across
 * restarts and, with a shared database, across processes).
 * - Each sign-in attempt counts on the account key and on the address key before the password is checked;
 *   a success gives the count back.
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

export interface ThrottleKey {
  key: string;
  max: number;
}

export type AttemptStart = { allowed: true } | { allowed: false; remainingMs: number };

/**
 * Counts a sign-in attempt *before* the password is checked, in one transaction. Counting first means simultaneous
 * guesses cannot all slip past the limit while the (slow, on purpose) password check runs: at most `max` attempts
 * per key are ever in flight or failed. A locked key, or one whose count would pass its limit, refuses the attempt.
 */
export async function beginAttempt(db: DB, keys: ThrottleKey[]): Promise<AttemptStart> {
  const policy = loginThrottlePolicy;
  return db.transaction().execute(async (trx): Promise<AttemptStart> => {
    await lockKeys(
      trx,
      keys.map((k) => k.key),
    );
    const now = Date.now();
    const rows = await trx
      .selectFrom('login_throttle')
      .selectAll()
      .where(
        'key',
        'in',
        keys.map((k) => k.key),
      )
      .execute();
    const updates: { key: string; failures: number; locked_until: string | null }[] = [];
    let remainingMs = 0;
    for (const { key, max } of keys) {
      const row = rows.find((r) => r.key === key);
      const lockedFor = row?.locked_until ? Date.parse(row.locked_until) - now : 0;
      if (lockedFor > 0) {
        remainingMs = Math.max(remainingMs, lockedFor);
        continue;
      }
      const stale = !row || now - Date.parse(row.updated_at) > policy.windowMs;
      const failures = (stale ? 0 : row.failures) + 1;
      if (failures > max) {
        // Too many attempts at once: lock now (a new count starts after the delay).
        remainingMs = Math.max(remainingMs, policy.lockMs);
        updates.push({ key, failures: 0, locked_until: new Date(now + policy.lockMs).toISOString() });
      } else {
        updates.push({ key, failures, locked_until: null });
      }
    }
    const allowed = remainingMs === 0;
    // A refused attempt only writes new locks; an allowed one writes every count.
    for (const u of allowed ? updates : updates.filter((x) => x.locked_until !== null)) {
      const values = { failures: u.failures, locked_until: u.locked_until, updated_at: new Date(now).toISOString() };
      await trx
        .insertInto('login_throttle')
        .values({ key: u.key, ...values })
        .onConflict((oc) => oc.column('key').doUpdateSet(values))
        .execute();
    }
    return allowed ? { allowed: true } : { allowed: false, remainingMs };
  });
}

/**
 * Settles an attempt counted by beginAttempt. Failure: the count stays, and a key at its limit is locked for
 * `lockMs` (a lock starts a new count: after the delay the account gets its full number of tries again).
 * Success: the account's failures are forgotten and the address gets its counted attempt back.
 */
export async function endAttempt(
  db: DB,
  keys: { account: ThrottleKey; address: ThrottleKey },
  success: boolean,
): Promise<void> {
  const policy = loginThrottlePolicy;
  await db.transaction().execute(async (trx) => {
    await lockKeys(trx, [keys.account.key, keys.address.key]);
    const now = new Date();
    if (success) {
      await trx.deleteFrom('login_throttle').where('key', '=', keys.account.key).execute();
      await trx
        .updateTable('login_throttle')
        .set((eb) => ({ failures: eb('failures', '-', 1) }))
        .where('key', '=', keys.address.key)
        .where('failures', '>', 0)
        .execute();
      return;
    }
    for (const { key, max } of [keys.account, keys.address]) {
      await trx
        .updateTable('login_throttle')
        .set({
          failures: 0,
          locked_until: new Date(now.getTime() + policy.lockMs).toISOString(),
          updated_at: now.toISOString(),
        })
        .where('key', '=', key)
        .where('failures', '>=', max)
        .execute();
    }
  });
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

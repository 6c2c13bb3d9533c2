import type { Logger } from '../context';
import type { DB } from '../db/database';
import { nowIso } from '../ids';
import { deleteExpiredRefreshTokens } from './refresh-tokens';
import { deleteStaleThrottleRows } from './throttle';
import { deleteOldDailyCounters } from './daily-cap';

/** Removes auth rows that can no longer serve: expired refresh tokens, old throttle counts, dead reset codes. */
export async function cleanUpAuthTables(db: DB): Promise<void> {
  await deleteExpiredRefreshTokens(db);
  await deleteStaleThrottleRows(db);
  await deleteOldDailyCounters(db);
  const now = nowIso();
  await db.deleteFrom('password_reset_tokens').where('expires_at', '<', now).execute();
  await db.deleteFrom('password_resets').where('expires_at', '<', now).execute();
}

const EVERY_MS = 60 * 60_000;

/** Runs the clean-up at start and then hourly; the timer never keeps the process alive. */
export function startAuthHousekeeping(db: DB, log: Logger): { stop(): Promise<void> } {
  const run = () => cleanUpAuthTables(db).catch((err) => log.error('nettoyage des sessions expirées impossible', err));
  void run();
  const timer = setInterval(run, EVERY_MS);
  timer.unref();
  return { stop: async () => clearInterval(timer) };
}

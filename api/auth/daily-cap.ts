import type { DB } from '../db/database';
import { lockKeys } from '../db/dialect';
import { ApiError } from '../http/errors';

export interface DailyCap {
  key: string;
  max: number;
}

const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Counts one use of every key for today (UTC) and refuses with 429 `message` when any of them already reached its
 * daily maximum (nothing is counted then). In the database, under the keys' locks: the caps hold across restarts and
 * across API processes sharing one PostgreSQL.
 */
export async function takeDailySlots(db: DB, caps: DailyCap[], message: string, now = new Date()): Promise<void> {
  const day = utcDay(now);
  const refused = await db.transaction().execute(async (trx) => {
    await lockKeys(
      trx,
      caps.map((c) => c.key),
    );
    const rows = await trx
      .selectFrom('daily_counters')
      .selectAll()
      .where(
        'key',
        'in',
        caps.map((c) => c.key),
      )
      .execute();
    const today = (key: string) => {
      const row = rows.find((r) => r.key === key);
      return row && row.day === day ? Number(row.count) : 0;
    };
    if (caps.some((c) => today(c.key) >= c.max)) return true;
    for (const c of caps) {
      const values = { day, count: today(c.key) + 1 };
      await trx
        .insertInto('daily_counters')
        .values({ key: c.key, ...values })
        .onConflict((oc) => oc.column('key').doUpdateSet(values))
        .execute();
    }
    return false;
  });
  if (refused) throw new ApiError(429, message);
}

/** Housekeeping: counts of past days carry no information. */
export async function deleteOldDailyCounters(db: DB, now = new Date()): Promise<void> {
  await db.deleteFrom('daily_counters').where('day', '<', utcDay(now)).execute();
}

import type { QueryResult } from 'kysely';
import type { DB } from '../db/database';
import { compiledOnce, compiledPerCount } from '../db/compiled';
import { lockKeys } from '../db/dialect';
import { inGroupCommit } from '../db/group-commit';
import { ApiError } from '../http/errors';
import { newId } from '../ids';
import { TOO_MANY_MESSAGES, TOO_MANY_ORDERS, TOO_MANY_SEARCHES } from '#shared/messages';

export interface RateRule {
  max: number;
  windowMs: number;
  message: string;
}

/** Longer than every rule's window: rows older than this count for nobody. */
const STALE_AFTER_MS = 60 * 60_000;

/**
 * Shopper orders are limited per store AND address: behind a mobile carrier's NAT, hundreds of real shoppers share
 * one address, and a limit per address alone let the shoppers of one store block those of every other. 30 orders per
 * 10 minutes for one store from one address is more than a busy market stall takes; a flood spread over many stores
 * still stops at ORDER_FLOOD_RATE per address.
 */
export const ORDER_RATE: RateRule = {
  max: 30,
  windowMs: 10 * 60_000,
  message: TOO_MANY_ORDERS,
};
export const ORDER_FLOOD_RATE: RateRule = { ...ORDER_RATE, max: 200 };

/** The keys one shopper order counts against: its store from this address, and this address anywhere. */
export const orderRateKeys = (slug: string, address: string) => ({
  perStore: `order:${slug}:${address}`,
  perAddress: `order:${address}`,
});

/** 5 contact messages per 10 minutes per address. */
export const CONTACT_RATE: RateRule = {
  max: 5,
  windowMs: 10 * 60_000,
  message: TOO_MANY_MESSAGES,
};

/** Following an order by code and phone: 30 looks per 10 minutes per address (a code cannot be guessed by trying). */
export const FOLLOW_RATE: RateRule = {
  max: 30,
  windowMs: 10 * 60_000,
  message: TOO_MANY_SEARCHES,
};

/** One limit an attempt counts against: its key (e.g. 'order:1.2.3.4') and its rule. */
export interface RateSlot {
  key: string;
  rule: RateRule;
}

/**
 * Counts one attempt for `key` (e.g. 'order:1.2.3.4') and refuses with 429 once `max` attempts fall inside the
 * sliding window. Every attempt counts, valid or not, so guessing ids or spamming bad forms is limited too.
 * Kept in the database: the limit survives a restart and holds across API processes.
 */
export async function takeRateSlot(db: DB, key: string, rule: RateRule, now = new Date()): Promise<void> {
  await takeRateSlots(db, [{ key, rule }], now);
}

/**
 * Counts one attempt against each slot, all or none (a refusal counts nothing): in a group commit's savepoint on
 * SQLite (sharing the disk flush of the orders and attempts of the same moment), in a transaction of its own on
 * PostgreSQL.
 */
export async function takeRateSlots(db: DB, slots: RateSlot[], now = new Date()): Promise<void> {
  await sweepStaleRateHits(db, now);
  await inGroupCommit(db, (trx) => takeRateSlotsIn(trx, slots, now));
}

/**
 * Counts one attempt against each slot inside the caller's transaction (a shopper order counts in the order's own
 * transaction: one commit per order); throws the first refusal's 429, after which the caller rolls back. Locks the
 * keys first (sorted, decision 012): a caller that also writes synced rows takes them before the store's counter.
 * Reads only these keys' rows (index on key, created_at): its cost does not grow with the table.
 */
export async function takeRateSlotsIn(trx: DB, slots: RateSlot[], now = new Date()): Promise<void> {
  if (slots.length === 0) return;
  await lockKeys(
    trx,
    slots.map((s) => s.key),
  );
  // Only each key's hits inside its window are counted (index on key, created_at); older ones are left to the sweep
  // below. All the keys counted and their new hits written in one statement: an order takes two limits.
  const args: Record<string, string | number> = {};
  slots.forEach(({ key, rule }, i) => {
    args[`key${i}`] = key;
    args[`since${i}`] = new Date(now.getTime() - rule.windowMs).toISOString();
    args[`id${i}`] = newId();
    args[`max${i}`] = rule.max;
  });
  // One statement: every key's new hit is written only if each key is under its limit (all or none).
  const written = await insertHitsUnderLimits(slots.length)(trx, { ...args, createdAt: now.toISOString() });
  if (Number(written.numAffectedRows ?? 0) === slots.length) return;
  // Refused: which limit (the first one reached gives its message).
  const counts = (await countHits(slots.length)(trx, args)).rows[0] ?? {};
  const reached = slots.find(({ rule }, i) => Number(counts[`n${i}`] ?? 0) >= rule.max) ?? slots[0]!;
  throw new ApiError(429, reached.rule.message);
}

// Compiled once per number of keys (api/db/compiled.ts, decision 008): they run on every shopper order.
type Counts = Record<string, number | string | bigint>;

/** How many hits key i has inside its window (by the index on key, created_at). */
const hitsOfKey = (db: DB, p: (name: string) => never, i: number) =>
  db
    .selectFrom('shopper_rate_hits')
    .select((e) => e.fn.countAll<number>().as('n'))
    .where('key', '=', p(`key${i}`))
    .where('created_at', '>=', p(`since${i}`));

const countHits = compiledPerCount(
  (n) =>
    compiledOnce((db, p: (name: string) => never) =>
      db.selectNoFrom(() => Array.from({ length: n }, (_, i) => hitsOfKey(db, p, i).as(`n${i}`))),
    ) as (db: DB, args: Record<string, unknown>) => Promise<QueryResult<Counts>>,
);

/**
 * INSERT INTO shopper_rate_hits SELECT (the n new hits) WHERE (hits of key0 since0) < max0 AND …: the count and the
 * write in one statement.
 */
const insertHitsUnderLimits = compiledPerCount((n) =>
  compiledOnce((db, p: (name: string) => never) => {
    const hit = (i: number) =>
      db.selectNoFrom((eb) => [
        eb.val<string>(p(`id${i}`)).as('id'),
        eb.val<string>(p(`key${i}`)).as('key'),
        eb.val<string>(p('createdAt')).as('created_at'),
      ]);
    let hits = hit(0);
    for (let i = 1; i < n; i++) hits = hits.unionAll(hit(i));
    return db
      .insertInto('shopper_rate_hits')
      .columns(['id', 'key', 'created_at'])
      .expression(
        db
          .selectFrom(hits.as('hit'))
          .select(['hit.id', 'hit.key', 'hit.created_at'])
          .where((eb) => eb.and(Array.from({ length: n }, (_, i) => eb(hitsOfKey(db, p, i), '<', p(`max${i}`))))),
      );
  }),
);

/** When this process last removed the hits of addresses that never came back, per database. */
const lastSweep = new WeakMap<object, number>();
const SWEEP_EVERY_MS = 60_000;

/**
 * Removes the hits older than every rule's window (addresses that never came back), at most once a minute per
 * process, in its own statement: never inside an order's transaction, where it would lock other addresses' rows
 * (other tenants' shoppers) until that order commits. Uses the index on created_at.
 */
export async function sweepStaleRateHits(db: DB, now = new Date()): Promise<void> {
  const last = lastSweep.get(db);
  if (last !== undefined && Math.abs(now.getTime() - last) < SWEEP_EVERY_MS) return;
  lastSweep.set(db, now.getTime());
  await db
    .deleteFrom('shopper_rate_hits')
    .where('created_at', '<', new Date(now.getTime() - STALE_AFTER_MS).toISOString())
    .execute();
}

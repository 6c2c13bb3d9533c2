import type { Compilable, CompiledQuery, QueryResult } from 'kysely';
import type { DB } from './database';
import { isPostgres } from './dialect';

/**
 * A query of the hot path built and compiled ONCE per dialect, then run with new values (decision 008). Building a
 * Kysely query (immutable nodes, frozen at each step) and compiling it cost more CPU than SQLite takes to run a small
 * indexed statement: a shopper order made ~20 of them. The SQL text is the same for every run, so the statement
 * cache of api/db/database.ts reuses its prepared statement too.
 *
 * `build` receives `p(name)`, a stand-in for a value: each stand-in must be a whole parameter (a column's value, a
 * comparison's side), never part of a string. At each run the stand-ins are swapped for `args[name]`; every other
 * parameter (a constant such as `published = 1`) keeps its compiled value. Works in a transaction as outside it: the
 * compiled query runs on the connection of the `db` (or `trx`) it is given.
 */
export function compiledOnce<P extends string, O>(
  /** `p(name)` is typed `never`: a stand-in fits any column's type. */
  build: (db: DB, p: (name: P) => never) => Compilable<O>,
): (db: DB, args: Record<P, unknown>) => Promise<QueryResult<O>> {
  // One per dialect (the SQL differs: `?` or `$1`, quoting): [SQLite, PostgreSQL].
  const byDialect: ({ query: CompiledQuery<O>; slots: (P | null)[] } | undefined)[] = [];
  return (db, args) => {
    const dialect = isPostgres(db) ? 1 : 0;
    let compiled = byDialect[dialect];
    if (!compiled) {
      const query = build(db, (name) => (STAND_IN + name) as never).compile();
      const slots = query.parameters.map((v) =>
        typeof v === 'string' && v.startsWith(STAND_IN) ? (v.slice(STAND_IN.length) as P) : null,
      );
      compiled = { query, slots };
      byDialect[dialect] = compiled;
    }
    const { query, slots } = compiled;
    const parameters = slots.map((name, i) => (name === null ? query.parameters[i] : args[name]));
    return db.executeQuery<O>({ ...query, parameters });
  };
}

/**
 * For a statement whose shape depends on a count (n rate-limit keys, n rows of one INSERT): `compile(n)` (a
 * compiledOnce) is made on the first use of each n and kept, so every n is built and compiled once.
 */
export function compiledPerCount<R>(compile: (n: number) => R): (n: number) => R {
  const byCount = new Map<number, R>();
  return (n) => {
    let run = byCount.get(n);
    if (!run) {
      run = compile(n);
      byCount.set(n, run);
    }
    return run;
  };
}

/** Marks a stand-in: no real value begins with a NUL character. */
const STAND_IN = '\u0000';

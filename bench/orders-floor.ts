// The floor under a shopper order on SQLite (decision 008): what SQLite alone spends on the
// statements of one order, with no JavaScript of ours, no Kysely and no HTTP around them.
//
// How: WAVE orders at once go through the real app (app.request, as bench/orders-cpu.ts) while every statement
// better-sqlite3 runs is recorded (its SQL, its values, in order: the group commits' BEGIN/SAVEPOINT/COMMIT too).
// The same statements are then replayed, prepared once each, on a copy of the database taken just before the
// orders, in a bare loop: the CPU of the replay per order is SQLite's own cost for that work, disk flushes
// (`synchronous = FULL`) included. Printed beside it: the budget per order that 0.2× a raw node:http POST leaves.
// Run alone: `npx tsx bench/orders-floor.ts`, or from bench/orders.bench.ts.
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { inProcessShop } from './orders-in-process';

interface Recorded {
  sql: string;
  method: 'all' | 'run' | 'get' | 'iterate';
  args: unknown[];
}

/** Records, while `work` runs, every statement better-sqlite3 runs in this process (prototype methods, restored after). */
async function recording(work: () => Promise<void>): Promise<Recorded[]> {
  const probe = new SQLite(':memory:');
  const proto = Object.getPrototypeOf(probe.prepare('select 1')) as Record<string, unknown>;
  probe.close();
  const saved = new Map<string, unknown>();
  const log: Recorded[] = [];
  for (const method of ['all', 'run', 'get', 'iterate'] as const) {
    const original = proto[method] as (...args: unknown[]) => unknown;
    saved.set(method, original);
    proto[method] = function (this: SQLite.Statement, ...args: unknown[]) {
      log.push({ sql: this.source, method, args });
      return original.apply(this, args);
    };
  }
  try {
    await work();
  } finally {
    for (const [method, original] of saved) proto[method] = original;
  }
  return log;
}

export async function orderFloor(total = 2048, wave = 64) {
  const shop = await inProcessShop('bench-floor');
  const { file, dataDir } = shop;
  try {
    // Warm-up (the once-a-minute sweep of old rate-limit hits runs here, not in the recording).
    for (let i = 0; i < 2; i++) await shop.wave(wave);
    // The database as it was just before the recorded orders (WAL checkpointed into the file first).
    const sqlite = new SQLite(file);
    sqlite.pragma('wal_checkpoint(TRUNCATE)');
    sqlite.close();
    const copy = path.join(dataDir, 'replay.sqlite');
    fs.copyFileSync(file, copy);
    const cpu0 = process.cpuUsage();
    const log = await recording(async () => {
      for (let done = 0; done < total; done += wave) await shop.wave(wave);
    });
    const appCpu = process.cpuUsage(cpu0);
    const orders = Math.ceil(total / wave) * wave;

    // Replay on the copy: same pragmas as the app (api/db/database.ts), each SQL text prepared once.
    const replay = new SQLite(copy);
    replay.pragma('journal_mode = WAL');
    replay.pragma('foreign_keys = ON');
    replay.pragma('synchronous = FULL');
    const prepared = new Map<string, SQLite.Statement>();
    const stmt = (sql: string) => {
      let s = prepared.get(sql);
      if (!s) {
        s = replay.prepare(sql);
        prepared.set(sql, s);
      }
      return s;
    };
    for (const r of log) stmt(r.sql);
    const perStatement = new Map<string, { count: number; ns: bigint }>();
    const replayCpu0 = process.cpuUsage();
    const wall0 = process.hrtime.bigint();
    for (const r of log) {
      const s = stmt(r.sql);
      const t0 = process.hrtime.bigint();
      if (r.method === 'iterate') for (const _ of s.iterate(...r.args)) void _;
      else (s[r.method] as (...a: unknown[]) => unknown)(...r.args);
      const entry = perStatement.get(r.sql) ?? { count: 0, ns: 0n };
      entry.count++;
      entry.ns += process.hrtime.bigint() - t0;
      perStatement.set(r.sql, entry);
    }
    const replayCpu = process.cpuUsage(replayCpu0);
    const replayWallMs = Number(process.hrtime.bigint() - wall0) / 1e6;
    replay.close();
    const isControl = (sql: string) => /^(begin|commit|rollback|savepoint|release)\b/i.test(sql.trim());
    const statements = log.filter((r) => !isControl(r.sql)).length / orders;
    return {
      orders,
      statementsPerOrder: statements,
      appCpuMs: (appCpu.user + appCpu.system) / 1000 / orders,
      sqliteCpuMs: (replayCpu.user + replayCpu.system) / 1000 / orders,
      sqliteWallMs: replayWallMs / orders,
      perStatement: [...perStatement]
        .map(([sql, s]) => ({ sql, perOrder: s.count / orders, usPerOrder: Number(s.ns) / 1e3 / orders }))
        .sort((a, b) => b.usPerOrder - a.usPerOrder),
    };
  } finally {
    await shop.close();
  }
}

export function printFloor(f: Awaited<ReturnType<typeof orderFloor>>, verbose = false) {
  console.log(
    `floor, SQLite alone (replay of ${f.orders} orders' statements, no JS of ours): ${f.sqliteCpuMs.toFixed(3)} ms CPU ` +
      `per order (wall ${f.sqliteWallMs.toFixed(3)} ms), ${f.statementsPerOrder.toFixed(1)} statements per order; ` +
      `the app in process spent ${f.appCpuMs.toFixed(3)} ms CPU per order on the same orders`,
  );
  if (verbose) {
    for (const s of f.perStatement) {
      console.log(
        `  ${s.usPerOrder.toFixed(1).padStart(6)} µs/order  ×${s.perOrder.toFixed(2)}  ${s.sql.replace(/\s+/g, ' ').slice(0, 110)}`,
      );
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printFloor(await orderFloor(Number(process.env.ORDERS ?? 2048)), true);
}

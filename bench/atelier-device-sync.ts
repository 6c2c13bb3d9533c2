// One new tablet's first sync in a process of its own (bench/atelier.bench.ts): the PWA's sync engine and its database
// (Dexie on fake-indexeddb) against the API at BENCH_SYNC_BASE, as BENCH_SYNC_TOKEN's merchant. Prints one JSON line:
// this process's CPU time during the sync (the device's share alone: the API runs in the bench's process), its wall
// time and the rows held. The JIT starts cold here, as on a new tablet.
import { PULL_LIMIT_MAX } from '#shared/sync';
import { SyncEngine } from '../pwa/lib/sync/engine';
import { newBrowserProfile, openTestDatabase } from '../pwa/lib/sync/test-support';
import { httpTransport } from './sync-transport';

const base = process.env.BENCH_SYNC_BASE;
const token = process.env.BENCH_SYNC_TOKEN;
if (!base || !token) throw new Error('BENCH_SYNC_BASE and BENCH_SYNC_TOKEN are needed');
const local = openTestDatabase(newBrowserProfile());
const engine = new SyncEngine(local, httpTransport(base, token), { pullLimit: PULL_LIMIT_MAX });
const started = performance.now();
const cpu0 = process.cpuUsage();
await engine.syncOnce();
const cpu = process.cpuUsage(cpu0);
const ms = performance.now() - started;
const held = {
  customers: await local.mirror('customers').count(),
  sets: await local.mirror('measurement_sets').count(),
  orders: await local.mirror('orders').count(),
};
local.close();
console.log(JSON.stringify({ cpuS: (cpu.user + cpu.system) / 1e6, ms, held }));

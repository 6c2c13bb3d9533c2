// Auth bench: what a sign-in costs (scrypt N=2^17 dominates on purpose) and what the cheap session calls cost.
// In-process app.request() on a fresh temporary database; figures move with the machine's load.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../api/config';
import { openDatabase, migrateToLatest } from '../api/db/database';
import { createApp } from '../api/app';
import { hashPassword } from '../api/auth/passwords';
import { createUser } from '../api/testing/factories';

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function timed(n: number, concurrency: number, fn: () => Promise<void>) {
  const latencies: number[] = [];
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < n) {
        next++;
        const t0 = performance.now();
        await fn();
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  return { perSecond: n / seconds, p50: pct(latencies, 50), p99: pct(latencies, 99) };
}

const fmt = (label: string, r: { perSecond: number; p50: number; p99: number }) =>
  console.log(
    `${label.padEnd(44)} ${r.perSecond.toFixed(1).padStart(8)}/s   p50 ${r.p50.toFixed(1)} ms   p99 ${r.p99.toFixed(1)} ms`,
  );

export default async function authBench() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'boutique-bench-auth-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PUBLISH_STOREFRONTS: 'false' });
  const db = openDatabase(path.join(dataDir, 'boutique.sqlite'));
  try {
    await migrateToLatest(db);
    const app = createApp({ db, config, log: { info: () => {}, error: () => {} }, mailer: { send: async () => {} } });
    await createUser(db, config, { role: 'user', email: 'bench@test.local', password: 'Bench1234' });
    const post = (url: string, body: unknown, token?: string) =>
      app.request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });

    fmt(
      'scrypt hash (N=2^17, r=8, p=1), 1 at a time',
      await timed(6, 1, async () => void (await hashPassword('Bench1234'))),
    );
    fmt(
      'POST /api/login, 4 concurrent',
      await timed(12, 4, async () => {
        const res = await post('/api/login', { emailOrPhone: 'bench@test.local', password: 'Bench1234' });
        if (res.status !== 200) throw new Error(`login ${res.status}`);
      }),
    );
    const session = (await (
      await post('/api/login', { emailOrPhone: 'bench@test.local', password: 'Bench1234' })
    ).json()) as { token: string; refresh_token: string };
    let refreshToken = session.refresh_token;
    fmt(
      'POST /api/refresh (rotation), sequential',
      await timed(500, 1, async () => {
        const res = await post('/api/refresh', { refresh_token: refreshToken });
        if (res.status !== 200) throw new Error(`refresh ${res.status}`);
        refreshToken = ((await res.json()) as { refresh_token: string }).refresh_token;
      }),
    );
    fmt(
      'GET /api/verifyToken, 8 concurrent',
      await timed(2000, 8, async () => {
        const res = await app.request('/api/verifyToken', { headers: { authorization: `Bearer ${session.token}` } });
        if (res.status !== 200) throw new Error(`verifyToken ${res.status}`);
      }),
    );
  } finally {
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

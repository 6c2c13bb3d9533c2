// `npm run start:cluster -- N`: N API processes on one PostgreSQL database, sharing one port (Node's cluster module
// hands connections round-robin to the processes — any other load balancer in front works the same, see README).
// The primary checks the configuration, applies the migrations and seeds once, then starts and supervises the workers;
// each worker is exactly `api/server.ts` (HTTP + its own publishing worker on the shared queue).
import cluster from 'node:cluster';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig, ConfigError } from './config';
import { openDatabase, migrateToLatest } from './db/database';
import { createLogger } from './logger';
import { seedDemoData } from './seed/demo';
import { applyTestHashCost } from './auth/test-hash-cost';

const SERVER = fileURLToPath(new URL('./server.ts', import.meta.url));

async function main() {
  const raw = process.argv[2] ?? process.env.API_PROCESSES ?? String(os.availableParallelism());
  const count = /^\d+$/.test(raw) ? Number(raw) : NaN;
  let config;
  try {
    config = loadConfig();
    if (!(count >= 1 && count <= 64))
      throw new ConfigError(`Nombre de processus invalide : « ${raw} » (un entier de 1 à 64).`);
    if (count > 1 && !config.databaseUrl)
      throw new ConfigError(
        'Plusieurs processus partagent une base PostgreSQL : définissez DATABASE_URL (la base SQLite intégrée ' +
          'sert un seul processus, lancez alors npm start).',
      );
  } catch (err) {
    if (err instanceof ConfigError) {
      createLogger('error').error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const log = createLogger(config.logLevel);
  applyTestHashCost(config, log);
  // Once, before any worker starts: the workers then find the schema and the demo data in place.
  const db = openDatabase(config.databaseUrl ?? path.join(config.dataDir, 'boutique.sqlite'));
  await migrateToLatest(db);
  await seedDemoData(db, config, log);
  await db.destroy();

  cluster.setupPrimary({ exec: SERVER });
  let stopping = false;
  /** Workers being replaced by a rolling restart: their exit is expected, not a crash to make up for. */
  const retiring = new Set<number>();
  const start = () => cluster.fork({ BOUTIQUE_PROCESS: 'cluster-worker' });
  for (let i = 0; i < count; i++) start();
  log.info(`[cluster] ${count} processus API sur le port ${config.port}`);
  cluster.on('exit', (worker, code, signal) => {
    if (retiring.delete(worker.id) || stopping) return;
    log.error(`[cluster] le processus ${worker.process.pid} s'est arrêté (${signal ?? `code ${code}`}) : relancé`);
    // A crash loop must not spin the CPU: wait a moment before the replacement.
    setTimeout(start, 1000).unref();
  });

  // SIGHUP: a rolling restart (new code, new configuration files): each worker in turn is replaced by a new one,
  // the old one stopped only once the new one listens. The primary keeps the port meanwhile and hands every new
  // connection to a listening worker; the old one answers what it has begun (SIGTERM: api/ops/graceful-shutdown.ts).
  let rolling: Promise<void> | null = null;
  const rollingRestart = async () => {
    const before = Object.values(cluster.workers ?? {}).filter((w) => w && !w.isDead());
    log.info(`[cluster] redémarrage progressif de ${before.length} processus`);
    for (const old of before) {
      if (stopping || !old || old.isDead()) continue;
      const fresh = start();
      const listening = await new Promise<boolean>((resolve) => {
        fresh.once('listening', () => resolve(true));
        fresh.once('exit', () => resolve(false));
      });
      if (!listening) {
        log.error(
          '[cluster] le nouveau processus ne démarre pas : redémarrage progressif interrompu, les autres restent',
        );
        return;
      }
      retiring.add(old.id);
      const exited = new Promise((resolve) => old.once('exit', resolve));
      old.process.kill('SIGTERM');
      await exited;
    }
    log.info('[cluster] redémarrage progressif terminé');
  };
  process.on('SIGHUP', () => {
    if (stopping || rolling) return;
    rolling = rollingRestart().finally(() => (rolling = null));
  });

  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
    const wait = setInterval(() => {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        clearInterval(wait);
        process.exit(0);
      }
    }, 100);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((err) => {
  createLogger('error').error('[cluster] démarrage impossible', err);
  process.exit(1);
});

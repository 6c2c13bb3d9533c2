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
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const log = createLogger(config.logLevel);
  // Once, before any worker starts: the workers then find the schema and the demo data in place.
  const db = openDatabase(config.databaseUrl ?? path.join(config.dataDir, 'boutique.sqlite'));
  await migrateToLatest(db);
  await seedDemoData(db, config, log);
  await db.destroy();

  cluster.setupPrimary({ exec: SERVER });
  let stopping = false;
  const start = () => cluster.fork({ BOUTIQUE_PROCESS: 'cluster-worker' });
  for (let i = 0; i < count; i++) start();
  log.info(`[cluster] ${count} processus API sur le port ${config.port}`);
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    log.error(`[cluster] le processus ${worker.process.pid} s'est arrêté (${signal ?? `code ${code}`}) : relancé`);
    // A crash loop must not spin the CPU: wait a moment before the replacement.
    setTimeout(start, 1000).unref();
  });
  const shutdown = () => {
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
  console.error('[cluster] démarrage impossible :', err);
  process.exit(1);
});

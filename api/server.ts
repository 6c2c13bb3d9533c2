// Must stay the first import: it sizes libuv's worker pool before anything uses it.
import './threadpool';
import path from 'node:path';
import { loadConfig, ConfigError, severalMachinesNotes } from './config';
import { openDatabase, migrateToLatest } from './db/database';
import { createLogger } from './logger';
import { createMailer } from './mail/create-mailer';
import { createApp } from './app';
import { createHttpServer } from './http/node-server';
import { seedDemoData } from './seed/demo';
import { startBackgroundWork } from './background';
import { stopOnSignals } from './ops/graceful-shutdown';
import { applyTestHashCost } from './auth/test-hash-cost';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      createLogger('error').error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const log = createLogger(config.logLevel);
  applyTestHashCost(config, log);
  const db = openDatabase(config.databaseUrl ?? path.join(config.dataDir, 'boutique.sqlite'), {
    onConnectionError: (err) => log.error('connexion à la base de données perdue (le pool la remplace)', err.message),
  });
  await migrateToLatest(db);
  await seedDemoData(db, config, log);
  const deps = { db, config, log, mailer: createMailer(config, log) };
  const app = createApp(deps);
  const stopBackground = await startBackgroundWork(deps);
  const server = createHttpServer(app.fetch);
  server.listen(config.port, () => {
    const database = config.databaseUrl ? `base PostgreSQL ${describeDatabaseUrl(config.databaseUrl)}` : 'base SQLite';
    const files = config.s3 ? `, fichiers : bucket ${config.s3.bucket}` : '';
    log.info(`Boutique prête sur http://localhost:${config.port} (données : ${config.dataDir}, ${database}${files})`);
    for (const note of severalMachinesNotes(config)) log.info(note);
  });
  stopOnSignals({ server, db, log, stopBackground, graceSeconds: config.shutdownGraceSeconds });
}

/** host:port/name of a connection URL, without the credentials (for the start-up log line). */
function describeDatabaseUrl(value: string): string {
  const url = new URL(value);
  return `${url.hostname}${url.port ? ':' + url.port : ''}${url.pathname}`;
}

main().catch((err) => {
  createLogger('error').error('démarrage impossible', err);
  process.exit(1);
});

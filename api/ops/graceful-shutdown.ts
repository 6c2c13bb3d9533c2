import type http from 'node:http';
import type { Logger } from '../context';
import type { DB } from '../db/database';
import { stopHttpServer } from '../http/node-server';
import { beginShutdown, isShuttingDown } from './lifecycle';

export interface Running {
  server: http.Server;
  db: DB;
  log: Logger;
  /** Stops the publishing worker (its running job goes back to the queue) and the housekeeping timers. */
  stopBackground: () => Promise<void>;
  graceSeconds: number;
}

/**
 * SIGTERM (a deployment, a load balancer, `start:cluster`'s rolling restart) and SIGINT: the process stops taking
 * connections, answers every request it has begun (up to SHUTDOWN_GRACE_S), hands its running publication back to the
 * queue, closes the database and exits 0. A second signal while stopping changes nothing: the grace time decides.
 */
export function stopOnSignals(running: Running): void {
  const onSignal = (signal: NodeJS.Signals) => {
    if (isShuttingDown()) return;
    void shutDown(running, signal).then(
      () => process.exit(0),
      (err: unknown) => {
        running.log.error('arrêt du processus incomplet', err);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

export async function shutDown(running: Running, signal: string): Promise<void> {
  beginShutdown();
  const started = Date.now();
  running.log.info(`arrêt demandé (${signal}) : plus de nouvelle connexion, requêtes en cours terminées`);
  const [cut] = await Promise.all([
    stopHttpServer(running.server, running.graceSeconds * 1000),
    running.stopBackground(),
  ]);
  if (cut > 0) running.log.error(`${cut} connexion(s) coupée(s) après ${running.graceSeconds} s d'attente`);
  await running.db.destroy();
  running.log.info(`arrêté en ${Date.now() - started} ms`);
}

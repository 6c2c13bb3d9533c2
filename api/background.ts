import type { AppDeps } from './context';
import { startPublishingWorker } from './publishing/worker';
import { filesOf } from './storage/files-of';
import { startAuthHousekeeping } from './auth/housekeeping';
import { startSubscriptionExpiry } from './subscriptions/expiry';

/**
 * Starts the long-running work of the process (storefront publishing worker, ...).
 * Returns a function that stops it cleanly.
 */
export async function startBackgroundWork(deps: AppDeps): Promise<() => Promise<void>> {
  const stops: (() => Promise<void>)[] = [];
  const housekeeping = startAuthHousekeeping(deps.db, deps.log);
  stops.push(() => housekeeping.stop());
  // Subscriptions past their end date expire, with reminders before (decision 017); state in the database.
  const expiry = startSubscriptionExpiry(deps.db, deps.log);
  stops.push(() => expiry.stop());
  if (deps.config.publishStorefronts) {
    const worker = await startPublishingWorker(deps.db, deps.config.dataDir, deps.log, {
      leaseMs: deps.config.publishJobTimeoutSeconds * 1000,
      settleMs: deps.config.publishSettleMs,
      files: filesOf(deps.config),
      publicUrl: deps.config.publicUrl,
      ...(deps.config.storefrontBuilder ? { builderScript: deps.config.storefrontBuilder } : {}),
    });
    stops.push(() => worker.stop());
  }
  return async () => {
    for (const stop of stops) await stop();
  };
}

import type { DB } from '../db/database';

/**
 * Records that something shown on a store's storefront changed, so the store gets republished.
 * Contract for every domain (stores, products, categories, personalization, testimonies, subscriptions):
 * call this after the write. The durable job queue behind it is the storefront publishing work's.
 */
export async function enqueuePublish(db: DB, storeId: string): Promise<void> {
  void db;
  void storeId;
}

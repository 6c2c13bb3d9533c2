import type { AppConfig } from '../config';
import type { Logger } from '../context';
import type { DB } from '../db/database';

/** Seeds the demo admin, a demo merchant and the merchant's store when the database is empty. */
export async function seedDemoData(db: DB, config: AppConfig, log: Logger): Promise<void> {
  void db;
  void config;
  void log;
}

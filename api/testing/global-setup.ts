import { prepareTemplateDatabase, testDatabaseUrl } from './postgres';

/** vitest global setup: on PostgreSQL, migrate the template database once for the whole run. */
export default async function setup(): Promise<void> {
  const url = testDatabaseUrl();
  if (url) await prepareTemplateDatabase(url);
}

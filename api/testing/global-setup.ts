import { prepareTemplateDatabase, testDatabaseUrl } from './postgres';
import { startTestS3 } from './s3';
import { prepareSqliteTemplate } from './sqlite-template';

/**
 * vitest global setup: migrate the template database once for the whole run (PostgreSQL: a template database; SQLite:
 * a template file, api/testing/sqlite-template.ts), which every test app's own database is copied from; on both
 * databases, start the S3-compatible test server (api/testing/s3.ts) the storage, publication and serving tests use.
 * Both are removed at the end.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const url = testDatabaseUrl();
  const removeSqliteTemplate = url ? () => {} : await prepareSqliteTemplate();
  if (url) await prepareTemplateDatabase(url);
  const stopS3 = await startTestS3();
  return async () => {
    await stopS3();
    removeSqliteTemplate();
  };
}

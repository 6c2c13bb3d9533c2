import { prepareTemplateDatabase, testDatabaseUrl } from './postgres';
import { startTestS3 } from './s3';

/**
 * vitest global setup: on PostgreSQL, migrate the template database once for the whole run; on both databases, start
 * the S3-compatible test server (api/testing/s3.ts) the storage, publication and serving tests use, stopped at the end.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const url = testDatabaseUrl();
  if (url) await prepareTemplateDatabase(url);
  return startTestS3();
}

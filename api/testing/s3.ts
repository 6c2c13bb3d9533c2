import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { s3Client } from '../storage/bucket-files';

/**
 * A real S3-compatible server for the tests (decision 021): s3rver, started by the vitest global setup on a free
 * port of 127.0.0.1 with its objects in a temporary folder, stopped and removed at the end of the run. Tests ask
 * `testS3Env()` for a bucket of their own and the S3_* variables that point at it.
 */
export async function startTestS3(): Promise<() => Promise<void>> {
  const { default: S3rver } = await import('s3rver');
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'boutique-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
  const { port } = (await server.run()) as unknown as { port: number };
  process.env.TEST_S3_ENDPOINT = `http://127.0.0.1:${port}`;
  // The SDK's notice that its 2027 releases need Node 22 (the version is pinned: decision 021) once per test file.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  return async () => {
    await server.close();
    fs.rmSync(directory, { recursive: true, force: true });
  };
}

/** The test S3 server's address (TEST_S3_ENDPOINT, set by the global setup), or null outside a vitest run. */
export const testS3Endpoint = (): string | null => process.env.TEST_S3_ENDPOINT || null;

/** s3rver's fixed credentials. */
export const CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };

/** Creates `bucket` on the S3 test server at `endpoint` (s3rver's fixed credentials). */
export async function createTestBucket(endpoint: string, bucket: string): Promise<void> {
  const client = s3Client({
    bucket,
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: CREDENTIALS.AWS_ACCESS_KEY_ID, secretAccessKey: CREDENTIALS.AWS_SECRET_ACCESS_KEY },
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  client.destroy();
}

/** Creates a fresh bucket on the test server and answers the environment a config needs to use it (and JWT_SECRET). */
export async function testS3Env(): Promise<Record<string, string>> {
  const endpoint = testS3Endpoint();
  if (!endpoint) throw new Error('TEST_S3_ENDPOINT manque : le serveur S3 de test démarre avec vitest (global setup).');
  const bucket = `test-${crypto.randomBytes(6).toString('hex')}`;
  await createTestBucket(endpoint, bucket);
  return {
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_FORCE_PATH_STYLE: 'true',
    ...CREDENTIALS,
    // With DATABASE_URL too (test:pg), a generated secret is refused: several machines must share one.
    JWT_SECRET: 'secret-de-test-partage-par-les-machines-0123456789',
  };
}

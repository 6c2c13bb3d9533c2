import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { SERVICE_UNAVAILABLE } from '#shared/messages';
import { createTestContext, requestJson, type TestContext } from '../testing/harness';
import { testS3Env } from '../testing/s3';
import { setNotReady } from './readiness';

// GET /api/ready: 200 when the process can serve (database, migrations, bucket), 503 with Retry-After otherwise;
// /api/health stays 200 whatever happens (the process lives).
let t: TestContext | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

/** A port where nothing listens: a bucket that refuses every connection. */
async function closedPort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const { port } = s.address() as net.AddressInfo;
  await new Promise((resolve) => s.close(resolve));
  return port;
}

describe('GET /api/ready', () => {
  it('answers 200 with every check ok, with a bucket too', async () => {
    t = await createTestContext(await testS3Env());
    const res = await requestJson(t.app, 'GET', '/api/ready');
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', storage: 'ok' } });
  });

  it('answers 503 while the process said it is stopping, and 200 again when it takes it back', async () => {
    t = await createTestContext();
    setNotReady(t.deps, 'arrêt en cours');
    const res = await requestJson(t.app, 'GET', '/api/ready');
    expect(res.status).toBe(503);
    expect(res.data.message).toBe('arrêt en cours');
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    setNotReady(t.deps, null);
    expect((await requestJson(t.app, 'GET', '/api/ready')).status).toBe(200);
  });

  it('answers 503 when the bucket does not answer, while /api/health stays 200', async () => {
    t = await createTestContext({ ...(await testS3Env()), S3_ENDPOINT: `http://127.0.0.1:${await closedPort()}` });
    const res = await requestJson(t.app, 'GET', '/api/ready');
    expect(res.status).toBe(503);
    expect(res.data).toMatchObject({
      message: SERVICE_UNAVAILABLE,
      checks: { database: 'ok', storage: 'injoignable' },
    });
    expect((await requestJson(t.app, 'GET', '/api/health')).status).toBe(200);
  });

  it('answers 503 when the database lacks a migration of this code', async () => {
    t = await createTestContext();
    const last = await t.db
      .selectFrom('kysely_migration' as never)
      .select('name' as never)
      .orderBy('name' as never, 'desc')
      .executeTakeFirstOrThrow();
    await t.db
      .deleteFrom('kysely_migration' as never)
      .where('name' as never, '=', (last as { name: string }).name as never)
      .execute();
    const res = await requestJson(t.app, 'GET', '/api/ready');
    expect(res.status).toBe(503);
    expect(res.data.checks).toEqual({ database: 'ok', migrations: 'migrations manquantes', storage: 'ok' });
  });

  it('answers 503 when the database cannot be reached', async () => {
    t = await createTestContext();
    await t.db.destroy();
    const res = await requestJson(t.app, 'GET', '/api/ready');
    expect(res.status).toBe(503);
    expect(res.data.checks.database).toBe('injoignable');
    expect((await requestJson(t.app, 'GET', '/api/health')).status).toBe(200);
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, requestJson, type TestContext } from './testing/harness';

describe('the app core', () => {
  let t: TestContext;
  beforeEach(async () => (t = await createTestContext()));
  afterEach(async () => t.close());

  it('answers /api/health', async () => {
    const res = await requestJson(t.app, 'GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ status: 'ok' });
  });

  it('answers an unknown /api path with 404 JSON in French', async () => {
    const res = await requestJson(t.app, 'GET', '/api/nope/nothing');
    expect(res.status).toBe(404);
    expect(res.data.message).toBe('Route introuvable.');
  });

  it('refuses a body larger than the limit with 413, not 500', async () => {
    const res = await t.app.request('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'x'.repeat(13 * 1024 * 1024),
    });
    expect(res.status).toBe(413);
    expect((await res.json()).message).toBe('Requête trop volumineuse.');
  });
});

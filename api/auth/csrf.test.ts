import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/harness';
import { isValidCsrfToken } from './csrf';

let t: TestContext;
beforeAll(async () => (t = await createTestContext()));
afterAll(async () => t.close());

describe('GET /sanctum/csrf-cookie', () => {
  it('answers {csrfToken} and sets the same value in the XSRF-TOKEN cookie', async () => {
    const res = await t.app.request('/sanctum/csrf-cookie');
    expect(res.status).toBe(200);
    const { csrfToken } = (await res.json()) as { csrfToken: string };
    expect(csrfToken).toMatch(/^[\w-]+\.[\w-]+$/);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`XSRF-TOKEN=${encodeURIComponent(csrfToken)}`);
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('HttpOnly'); // the page must be able to read it
    expect(isValidCsrfToken(t.config.jwtSecret, csrfToken)).toBe(true);
  });

  it('gives a new token each time, and a tampered token does not verify', async () => {
    const a = ((await (await t.app.request('/sanctum/csrf-cookie')).json()) as { csrfToken: string }).csrfToken;
    const b = ((await (await t.app.request('/sanctum/csrf-cookie')).json()) as { csrfToken: string }).csrfToken;
    expect(a).not.toBe(b);
    expect(isValidCsrfToken(t.config.jwtSecret, a.split('.')[0] + '.' + b.split('.')[1])).toBe(false);
    expect(isValidCsrfToken('another-secret', a)).toBe(false);
    expect(isValidCsrfToken(t.config.jwtSecret, '')).toBe(false);
  });
});

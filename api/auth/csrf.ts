import crypto from 'node:crypto';
import { Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import type { AppEnv } from '../context';

/**
 * GET /sanctum/csrf-cookie (mounted at /sanctum): the seed's call, kept. Answers {csrfToken} and sets the
 * XSRF-TOKEN cookie (readable by the page, which echoes it in the x-csrf-token header).
 *
 * Why nothing refuses a call without it: our API authenticates with a Bearer header that a foreign site cannot make
 * a browser send, and sets no session cookie, so cross-site request forgery has nothing to ride on. The token is
 * still signed with the server secret, so a cookie-based flow added later can check it with `isValidCsrfToken`.
 */
export const CSRF_COOKIE = 'XSRF-TOKEN';

const sign = (secret: string, nonce: string) =>
  crypto.createHmac('sha256', secret).update(`csrf:${nonce}`).digest('base64url');

export function newCsrfToken(secret: string): string {
  const nonce = crypto.randomBytes(18).toString('base64url');
  return `${nonce}.${sign(secret, nonce)}`;
}

export function isValidCsrfToken(secret: string, token: string | undefined | null): boolean {
  if (!token) return false;
  const [nonce, mac, extra] = token.split('.');
  if (!nonce || !mac || extra !== undefined) return false;
  const expected = Buffer.from(sign(secret, nonce));
  const given = Buffer.from(mac);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

export function csrfRoutes() {
  const routes = new Hono<AppEnv>();
  routes.get('/csrf-cookie', (c) => {
    const { config } = c.var.deps;
    const csrfToken = newCsrfToken(config.jwtSecret);
    setCookie(c, CSRF_COOKIE, csrfToken, {
      path: '/',
      sameSite: 'Lax',
      secure: config.publicUrl.startsWith('https://'),
      maxAge: 2 * 3600,
    });
    c.header('Cache-Control', 'no-store');
    return c.json({ csrfToken });
  });
  return routes;
}

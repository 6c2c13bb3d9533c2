import crypto from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { AppEnv } from '../context';
import { httpDuration, httpRequests, statusClass } from './metrics';

export const REQUEST_ID_HEADER = 'X-Request-Id';
/** A request id a proxy may hand us: short, printable, no spaces (anything else is replaced, never logged). */
const WELL_FORMED_ID = /^[A-Za-z0-9._:@+=-]{8,128}$/;

/**
 * The outermost middleware of every request: gives it an id (the proxy's `X-Request-Id` when well-formed, a new one
 * otherwise, echoed in the answer), then, once answered, writes its one log line and its metrics.
 * The line and the labels name the route **pattern** (`/api/shop/:slug/orders`), never the path: a path carries
 * slugs, order codes and ids, and one series per store would grow without end. Storefront pages and the PWA are
 * served outside the router and report their own pattern (`routePattern`).
 */
export const observe: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = performance.now();
  const given = c.req.header(REQUEST_ID_HEADER);
  const requestId = given && WELL_FORMED_ID.test(given) ? given : crypto.randomUUID();
  c.set('requestId', requestId);
  try {
    await next();
  } finally {
    const status = c.res?.status ?? 500;
    c.res?.headers.set(REQUEST_ID_HEADER, requestId);
    const route = routeOf(c, status);
    const seconds = (performance.now() - started) / 1000;
    const labels = { route, method: c.req.method, status: statusClass(status) };
    httpRequests.inc(labels);
    httpDuration.observe(labels, seconds);
    c.var.deps.log.info('requête', {
      requestId,
      method: c.req.method,
      route,
      status,
      ms: Math.round(seconds * 10_000) / 10,
      storeId: c.get('storeId') ?? null,
    });
  }
};

/** The pattern of the route that answered; `unmatched` for a 404 nothing claimed. */
export function routeOf(c: Context<AppEnv>, status: number): string {
  const own = c.get('routePattern');
  if (own) return own;
  // After the chain, the router's index points at the handler (or guard) that answered.
  const path = routePath(c);
  if (path && path !== '*' && path !== '/*') return path;
  return status === 404 ? 'unmatched' : '*';
}

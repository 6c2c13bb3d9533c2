import { createMiddleware } from 'hono/factory';
import { ATELIER_NOT_ENABLED } from '#shared/schemas/atelier';
import type { AppEnv } from '../context';
import { forbidden } from '../http/errors';
import { assertAtelier } from '../plans/limits';
import { atelierEnabled } from './atelier-repository';

/**
 * After merchantGuards: the store's plan includes the atelier (403 with the plan's French message otherwise, decision
 * 017) and the merchant switched it on (403 'L'atelier n'est pas activé…').
 */
export const requireAtelier = createMiddleware<AppEnv>(async (c, next) => {
  const { db } = c.var.deps;
  await assertAtelier(db, c.var.storeId);
  if (!(await atelierEnabled(db, c.var.storeId))) throw forbidden(ATELIER_NOT_ENABLED);
  await next();
});

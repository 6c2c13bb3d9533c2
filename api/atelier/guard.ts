import { createMiddleware } from 'hono/factory';
import { ATELIER_NOT_ENABLED } from '#shared/schemas/atelier';
import type { StorePermission } from '#shared/schemas/staff';
import type { AppEnv } from '../context';
import { storeGuards } from '../auth/guards';
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

/**
 * The one chain of every atelier sub-app: `routes.use('*', ...atelierGuards('fabrics'))`. Signed in, the
 * caller's store (owner, or a staff account of it), the permission (the owner holds every one; reads may also be
 * allowed by `alsoReadBy`), writes refused while the subscription is suspended, the atelier in the plan and switched on.
 */
export const atelierGuards = (permission: StorePermission, ...alsoReadBy: StorePermission[]) =>
  [...storeGuards(permission, ...alsoReadBy), requireAtelier] as const;

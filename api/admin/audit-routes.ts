import { Hono } from 'hono';
import type { AuditAction, AuditPage } from '#shared/admin';
import { AUDIT_ACTIONS } from '#shared/audit-changes';
import { adminGuards } from '../auth/guards';
import type { AppEnv } from '../context';
import { readPaging } from '../http/paging';
import { pageAudit } from '../audit/audit-log';
import { isDay } from '#shared/days';

const idLike = (s: string | undefined) => (s && s.length <= 64 ? s : undefined);

/**
 * /api/admin/audit — the whole platform's audit log: every admin and system action, newest first, paged,
 * filtered by ?actor= (an admin's id, or `system`), ?kind= (an action), ?store= (a shop's id), ?from= and ?to= (days,
 * inclusive). Unknown filter values are ignored rather than refused: the screen only offers known ones.
 */
export function adminAuditRoutes() {
  const routes = new Hono<AppEnv>();
  routes.use('*', ...adminGuards);
  routes.get('/', async (c) => {
    const q = (name: string) => c.req.query(name);
    const kind = q('kind');
    const page = await pageAudit(
      c.var.deps.db,
      {
        actorId: idLike(q('actor')),
        action: AUDIT_ACTIONS.includes(kind as AuditAction) ? (kind as AuditAction) : undefined,
        storeId: idLike(q('store')),
        from: isDay(q('from') ?? '') ? q('from') : undefined,
        to: isDay(q('to') ?? '') ? q('to') : undefined,
      },
      readPaging(q, 25, 100),
    );
    return c.json<AuditPage>(page);
  });
  return routes;
}

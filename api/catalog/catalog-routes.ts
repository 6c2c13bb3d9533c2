import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { merchantGuards } from '../auth/guards';
import { readCatalogMirror } from './catalog-repository';

/** An ISO timestamp the client got from us, or null (anything else reads everything). */
function readSince(value: string | undefined): string | null {
  if (!value || Number.isNaN(Date.parse(value))) return null;
  return new Date(Date.parse(value)).toISOString();
}

/**
 * /api/catalog — the catalogue as a whole (store from the token): the device's copy (`/mirror`, decision 016) and the
 * CSV import (`/import`).
 */
export function catalogRoutes() {
  const routes = new Hono<AppEnv>();
  routes.use('*', ...merchantGuards);

  routes.get('/mirror', async (c) => {
    return c.json(await readCatalogMirror(c.var.deps.db, c.var.storeId, readSince(c.req.query('since'))));
  });

  return routes;
}

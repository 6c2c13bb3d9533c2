import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { merchantGuards } from '../auth/guards';
import { CATALOG_IMPORTED, catalogImportSchema, nothingImportedMessage } from '#shared/catalog-csv';
import { readValidBody } from '../http/validate';
import { readCatalogMirror } from './catalog-repository';
import { applyImport, ImportRefused, previewImport } from './catalog-import';
import { writeAndPublish } from './write-and-publish';

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

  /**
   * A CSV file's lines (parsed on the device): without `confirm`, the preview (what each line would do, its French
   * errors; nothing written). With `confirm`, everything in one transaction with the storefront's publish, or nothing
   * (422 with the preview) when a line is in error or the plan's product limit would be passed.
   */
  routes.post('/import', async (c) => {
    const { db } = c.var.deps;
    const storeId = c.var.storeId;
    const { data: input } = await readValidBody(c, catalogImportSchema);
    if (!input.confirm) return c.json({ data: await previewImport(db, storeId, input.rows) });
    try {
      const result = await writeAndPublish(db, storeId, (trx) => applyImport(trx, storeId, input.rows));
      return c.json({ message: CATALOG_IMPORTED, data: result });
    } catch (err) {
      if (!(err instanceof ImportRefused)) throw err;
      const message = err.result.message ?? nothingImportedMessage(err.result.summary.errors);
      return c.json({ message, data: err.result }, err.result.message ? 403 : 422);
    }
  });

  return routes;
}

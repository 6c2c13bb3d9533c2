import { Hono } from 'hono';
import {
  FABRIC_NOT_FOUND,
  FABRIC_PHOTO_FORMATS,
  FABRIC_PHOTO_MAX_BYTES,
  FABRIC_PHOTO_MAX_PX,
  FABRIC_TYPE_NOT_FOUND,
  PURCHASE_NOT_FOUND,
  SERVICE_NOT_FOUND,
  SUPPLIER_NOT_FOUND,
  SUPPLIER_TYPE_NOT_FOUND,
  fabricSchema,
  namedItemSchema,
  purchaseSchema,
  serviceSchema,
  supplierSchema,
  FABRIC_TYPE_ADDED,
  FABRIC_TYPE_UPDATED,
  FABRIC_TYPE_DELETED,
  SUPPLIER_TYPE_ADDED,
  SUPPLIER_TYPE_UPDATED,
  SUPPLIER_TYPE_DELETED,
  FABRIC_ADDED,
  FABRIC_UPDATED,
  FABRIC_DELETED,
  SUPPLIER_ADDED,
  SUPPLIER_UPDATED,
  SUPPLIER_DELETED,
  PURCHASE_SAVED,
  PURCHASE_DELETED,
  SERVICE_ADDED,
  SERVICE_UPDATED,
  SERVICE_DELETED,
} from '#shared/schemas/atelier-resources';
import type { AppEnv } from '../context';
import type { DB } from '../db/database';
import { notFound, unprocessable } from '../http/errors';
import { readValidBody, type RawBody } from '../http/validate';
import { readImageUpload, removeUpload, saveReencoded, type CheckedImage } from '../uploads/images';
import type { StorePermission } from '#shared/schemas/staff';
import { atelierGuards } from './guard';
import * as repo from './resources-repository';
import { filesOf } from '../storage/files-of';

const PHOTO_RULES = { maxBytes: FABRIC_PHOTO_MAX_BYTES, formats: [...FABRIC_PHOTO_FORMATS], field: 'photo' };
const checkPhoto = (body: RawBody): Promise<CheckedImage | undefined> | undefined => {
  const file = body.filesByField.photo?.[0];
  return file ? readImageUpload(file, PHOTO_RULES) : undefined;
};

/**
 * A sub-app of the atelier: the store's owner, or a staff account whose role has `permission` (reads: or one of
 * `alsoReadBy`), and the atelier switched on.
 */
function atelierApp(permission: StorePermission, ...alsoReadBy: StorePermission[]) {
  const routes = new Hono<AppEnv>();
  routes.use('*', ...atelierGuards(permission, ...alsoReadBy));
  return routes;
}

/**
 * A named list of the store (fabric types, supplier types): list with how many use each, add, rename, delete (what
 * had the type keeps none).
 */
function namedListRoutes(
  table: repo.NamedTable,
  words: { added: string; changed: string; deleted: string; missing: string },
  permission: StorePermission,
  ...alsoReadBy: StorePermission[]
) {
  const routes = atelierApp(permission, ...alsoReadBy);
  routes.get('/', async (c) => c.json({ data: await repo.listNamed(c.var.deps.db, table, c.var.storeId) }));
  routes.post('/', async (c) => {
    const { data } = await readValidBody(c, namedItemSchema);
    const id = await repo.saveNamed(c.var.deps.db, table, c.var.storeId, null, data.name);
    return c.json({ message: words.added, data: { id, name: data.name, count: 0 } }, 201);
  });
  routes.put('/:id', async (c) => {
    const { data } = await readValidBody(c, namedItemSchema);
    const { db } = c.var.deps;
    if (!(await repo.namedExists(db, table, c.var.storeId, c.req.param('id')))) throw notFound(words.missing);
    await repo.saveNamed(db, table, c.var.storeId, c.req.param('id'), data.name);
    return c.json({ message: words.changed });
  });
  routes.delete('/:id', async (c) => {
    const { db } = c.var.deps;
    if (!(await repo.namedExists(db, table, c.var.storeId, c.req.param('id')))) throw notFound(words.missing);
    await db.transaction().execute((trx) => repo.deleteNamed(trx, table, c.var.storeId, c.req.param('id')));
    return c.json({ message: words.deleted });
  });
  return routes;
}

/** /api/atelier/fabric-types */
export const atelierFabricTypeRoutes = () =>
  namedListRoutes(
    'atelier_fabric_types',
    {
      added: FABRIC_TYPE_ADDED,
      changed: FABRIC_TYPE_UPDATED,
      deleted: FABRIC_TYPE_DELETED,
      missing: FABRIC_TYPE_NOT_FOUND,
    },
    'fabrics',
    'orders',
  );

/** /api/atelier/supplier-types */
export const atelierSupplierTypeRoutes = () =>
  namedListRoutes(
    'atelier_supplier_types',
    {
      added: SUPPLIER_TYPE_ADDED,
      changed: SUPPLIER_TYPE_UPDATED,
      deleted: SUPPLIER_TYPE_DELETED,
      missing: SUPPLIER_TYPE_NOT_FOUND,
    },
    'suppliers',
  );

/** The type and supplier a fabric names must be the store's own (422 on the field otherwise). */
async function checkFabricLinks(db: DB, storeId: string, data: { typeId: string | null; supplierId: string | null }) {
  const errors: Record<string, string[]> = {};
  if (data.typeId && !(await repo.namedExists(db, 'atelier_fabric_types', storeId, data.typeId)))
    errors.typeId = [FABRIC_TYPE_NOT_FOUND];
  if (data.supplierId && (await repo.foreignIds(db, 'atelier_suppliers', storeId, [data.supplierId])).length)
    errors.supplierId = [SUPPLIER_NOT_FOUND];
  if (Object.keys(errors).length) throw unprocessable(errors);
}

/** /api/atelier/fabrics — the fabrics in stock (multipart with an optional `photo`, JPG or PNG, 5 Mo at most). */
export function atelierFabricRoutes() {
  const routes = atelierApp('fabrics', 'orders');

  routes.get('/', async (c) => c.json({ data: await repo.listFabrics(c.var.deps.db, c.var.storeId) }));

  routes.get('/:id', async (c) => {
    const [fabric] = await repo.listFabrics(c.var.deps.db, c.var.storeId, c.req.param('id'));
    if (!fabric) throw notFound(FABRIC_NOT_FOUND);
    return c.json({ data: fabric });
  });

  routes.post('/', async (c) => {
    const { db, config } = c.var.deps;
    const storeId = c.var.storeId;
    const { data, checked: photo } = await readValidBody(c, fabricSchema, { files: ['photo'], check: checkPhoto });
    await checkFabricLinks(db, storeId, data);
    const saved = photo
      ? await saveReencoded(photo, { files: filesOf(config), folder: 'fabrics', maxPx: FABRIC_PHOTO_MAX_PX })
      : undefined;
    try {
      const id = await repo.insertFabric(db, storeId, data, saved?.url ?? null);
      const [fabric] = await repo.listFabrics(db, storeId, id);
      return c.json({ message: FABRIC_ADDED, data: fabric }, 201);
    } catch (err) {
      await removeUpload(filesOf(config), saved?.url);
      throw err;
    }
  });

  routes.put('/:id', async (c) => {
    const { db, config } = c.var.deps;
    const storeId = c.var.storeId;
    const current = await repo.findFabric(db, storeId, c.req.param('id'));
    if (!current) throw notFound(FABRIC_NOT_FOUND);
    const { data, checked: photo } = await readValidBody(c, fabricSchema, { files: ['photo'], check: checkPhoto });
    await checkFabricLinks(db, storeId, data);
    const saved = photo
      ? await saveReencoded(photo, { files: filesOf(config), folder: 'fabrics', maxPx: FABRIC_PHOTO_MAX_PX })
      : undefined;
    const removing = data.removePhoto === true || data.removePhoto === '1' || data.removePhoto === 'true';
    const photoUrl = saved ? saved.url : removing ? null : undefined;
    await repo.updateFabric(db, storeId, current.id, data, photoUrl);
    if (photoUrl !== undefined && current.photo_url) await removeUpload(filesOf(config), current.photo_url);
    const [fabric] = await repo.listFabrics(db, storeId, current.id);
    return c.json({ message: FABRIC_UPDATED, data: fabric });
  });

  routes.delete('/:id', async (c) => {
    const { db, config } = c.var.deps;
    const current = await repo.findFabric(db, c.var.storeId, c.req.param('id'));
    if (!current) throw notFound(FABRIC_NOT_FOUND);
    await repo.deleteFabric(db, c.var.storeId, current.id);
    await removeUpload(filesOf(config), current.photo_url);
    return c.json({ message: FABRIC_DELETED });
  });
  return routes;
}

/** /api/atelier/suppliers — suppliers, and /{id}/purchases: what was bought from each. */
export function atelierSupplierRoutes() {
  const routes = atelierApp('suppliers');

  const supplierOr404 = async (db: DB, storeId: string, id: string) => {
    const [supplier] = await repo.listSuppliers(db, storeId, id);
    if (!supplier) throw notFound(SUPPLIER_NOT_FOUND);
    return supplier;
  };
  const checkType = async (db: DB, storeId: string, typeId: string | null) => {
    if (typeId && !(await repo.namedExists(db, 'atelier_supplier_types', storeId, typeId)))
      throw unprocessable({ typeId: [SUPPLIER_TYPE_NOT_FOUND] });
  };

  routes.get('/', async (c) => c.json({ data: await repo.listSuppliers(c.var.deps.db, c.var.storeId) }));

  routes.get('/:id', async (c) => {
    const { db } = c.var.deps;
    const supplier = await supplierOr404(db, c.var.storeId, c.req.param('id'));
    return c.json({ data: { ...supplier, purchases: await repo.listPurchases(db, c.var.storeId, supplier.id) } });
  });

  routes.post('/', async (c) => {
    const { data } = await readValidBody(c, supplierSchema);
    const { db } = c.var.deps;
    await checkType(db, c.var.storeId, data.typeId);
    const id = await repo.saveSupplier(db, c.var.storeId, null, data);
    return c.json({ message: SUPPLIER_ADDED, data: await supplierOr404(db, c.var.storeId, id) }, 201);
  });

  routes.put('/:id', async (c) => {
    const { db } = c.var.deps;
    const supplier = await supplierOr404(db, c.var.storeId, c.req.param('id'));
    const { data } = await readValidBody(c, supplierSchema);
    await checkType(db, c.var.storeId, data.typeId);
    await repo.saveSupplier(db, c.var.storeId, supplier.id, data);
    return c.json({ message: SUPPLIER_UPDATED, data: await supplierOr404(db, c.var.storeId, supplier.id) });
  });

  routes.delete('/:id', async (c) => {
    const { db } = c.var.deps;
    const supplier = await supplierOr404(db, c.var.storeId, c.req.param('id'));
    await db.transaction().execute((trx) => repo.deleteSupplier(trx, c.var.storeId, supplier.id));
    return c.json({ message: SUPPLIER_DELETED });
  });

  /** A purchase: fabric stock and the ledger's expense in the same transaction. */
  routes.post('/:id/purchases', async (c) => {
    const { db } = c.var.deps;
    const storeId = c.var.storeId;
    const supplier = await supplierOr404(db, storeId, c.req.param('id'));
    const { data } = await readValidBody(c, purchaseSchema);
    if (data.fabricId && (await repo.foreignIds(db, 'atelier_fabrics', storeId, [data.fabricId])).length)
      throw unprocessable({ fabricId: [FABRIC_NOT_FOUND] });
    const purchase = await db.transaction().execute((trx) => repo.insertPurchase(trx, storeId, supplier, data));
    return c.json({ message: PURCHASE_SAVED, data: purchase }, 201);
  });

  routes.delete('/:id/purchases/:purchaseId', async (c) => {
    const { db } = c.var.deps;
    const storeId = c.var.storeId;
    const supplier = await supplierOr404(db, storeId, c.req.param('id'));
    const purchase = await repo.findPurchase(db, storeId, supplier.id, c.req.param('purchaseId'));
    if (!purchase) throw notFound(PURCHASE_NOT_FOUND);
    await db.transaction().execute((trx) => repo.deletePurchase(trx, storeId, purchase));
    return c.json({ message: PURCHASE_DELETED });
  });
  return routes;
}

/** /api/atelier/services — priced services an atelier order can carry. */
export function atelierServiceRoutes() {
  const routes = atelierApp('services', 'orders');
  routes.get('/', async (c) => c.json({ data: await repo.listServices(c.var.deps.db, c.var.storeId) }));
  routes.post('/', async (c) => {
    const { data } = await readValidBody(c, serviceSchema);
    const id = await repo.saveService(c.var.deps.db, c.var.storeId, null, data);
    return c.json({ message: SERVICE_ADDED, data: { id, ...data } }, 201);
  });
  routes.put('/:id', async (c) => {
    const { db } = c.var.deps;
    if (!(await repo.serviceExists(db, c.var.storeId, c.req.param('id')))) throw notFound(SERVICE_NOT_FOUND);
    const { data } = await readValidBody(c, serviceSchema);
    await repo.saveService(db, c.var.storeId, c.req.param('id'), data);
    return c.json({ message: SERVICE_UPDATED, data: { id: c.req.param('id'), ...data } });
  });
  routes.delete('/:id', async (c) => {
    const { db } = c.var.deps;
    if (!(await repo.serviceExists(db, c.var.storeId, c.req.param('id')))) throw notFound(SERVICE_NOT_FOUND);
    await repo.deleteService(db, c.var.storeId, c.req.param('id'));
    return c.json({ message: SERVICE_DELETED });
  });
  return routes;
}

import type { DB } from '../db/database';
import { newId, nowIso } from '../ids';
import {
  isLowStock,
  toCm,
  toMetres,
  type FabricJson,
  type NamedItemJson,
  type PurchaseJson,
  type ServiceJson,
  type SupplierJson,
} from '#shared/schemas/atelier-resources';
import { recordTransaction, removeTransactionOf } from './transaction-repository';

// The workshop's resources: fabric and supplier types, fabrics, suppliers, purchases, services.
// Every query is scoped by the token's store; `db` may be a transaction.

export type NamedTable = 'atelier_fabric_types' | 'atelier_supplier_types';
/** The table whose rows point at a named list's items (to count them). */
const USERS: Record<NamedTable, 'atelier_fabrics' | 'atelier_suppliers'> = {
  atelier_fabric_types: 'atelier_fabrics',
  atelier_supplier_types: 'atelier_suppliers',
};

export async function listNamed(db: DB, table: NamedTable, storeId: string): Promise<NamedItemJson[]> {
  const rows = await db
    .selectFrom(table)
    .select(['id', 'name'])
    .where('store_id', '=', storeId)
    .orderBy('name')
    .execute();
  const counts = await db
    .selectFrom(USERS[table])
    .select(['type_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('store_id', '=', storeId)
    .where('type_id', 'is not', null)
    .groupBy('type_id')
    .execute();
  const byType = new Map(counts.map((c) => [c.type_id, Number(c.n)]));
  return rows.map((r) => ({ id: r.id, name: r.name, count: byType.get(r.id) ?? 0 }));
}

export async function namedExists(db: DB, table: NamedTable, storeId: string, id: string): Promise<boolean> {
  const row = await db
    .selectFrom(table)
    .select('id')
    .where('id', '=', id)
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  return Boolean(row);
}

export async function saveNamed(db: DB, table: NamedTable, storeId: string, id: string | null, name: string) {
  const now = nowIso();
  if (id) {
    await db
      .updateTable(table)
      .set({ name, updated_at: now })
      .where('id', '=', id)
      .where('store_id', '=', storeId)
      .execute();
    return id;
  }
  const newOne = newId();
  await db
    .insertInto(table)
    .values({ id: newOne, store_id: storeId, name, created_at: now, updated_at: now })
    .execute();
  return newOne;
}

/** Deletes a type; what had it keeps no type. */
export async function deleteNamed(db: DB, table: NamedTable, storeId: string, id: string) {
  await db
    .updateTable(USERS[table])
    .set({ type_id: null })
    .where('store_id', '=', storeId)
    .where('type_id', '=', id)
    .execute();
  await db.deleteFrom(table).where('id', '=', id).where('store_id', '=', storeId).execute();
}

// ---- fabrics ----

export interface FabricValues {
  name: string;
  typeId: string | null;
  stock: number;
  lowStock: number | null;
  pricePerMeter: number | null;
  supplierId: string | null;
  note: string | null;
}

export async function listFabrics(db: DB, storeId: string, onlyId?: string): Promise<FabricJson[]> {
  let query = db
    .selectFrom('atelier_fabrics as f')
    .leftJoin('atelier_fabric_types as t', 't.id', 'f.type_id')
    .leftJoin('atelier_suppliers as s', 's.id', 'f.supplier_id')
    .select([
      'f.id',
      'f.name',
      'f.type_id',
      't.name as type_name',
      'f.stock_cm',
      'f.low_stock_cm',
      'f.price_per_meter',
      'f.supplier_id',
      's.name as supplier_name',
      'f.photo_url',
      'f.note',
      'f.updated_at',
    ])
    .where('f.store_id', '=', storeId);
  if (onlyId) query = query.where('f.id', '=', onlyId);
  const rows = await query.orderBy('f.name').orderBy('f.created_at').execute();
  return rows.map((r) => {
    const stock = toMetres(r.stock_cm);
    const lowStock = r.low_stock_cm === null ? null : toMetres(r.low_stock_cm);
    return {
      id: r.id,
      name: r.name,
      typeId: r.type_id,
      typeName: r.type_name ?? null,
      stock,
      lowStock,
      low: isLowStock(stock, lowStock),
      pricePerMeter: r.price_per_meter,
      supplierId: r.supplier_id,
      supplierName: r.supplier_name ?? null,
      photoUrl: r.photo_url,
      note: r.note,
      updatedAt: r.updated_at,
    };
  });
}

export async function findFabric(db: DB, storeId: string, id: string) {
  return db
    .selectFrom('atelier_fabrics')
    .select(['id', 'name', 'photo_url', 'stock_cm'])
    .where('id', '=', id)
    .where('store_id', '=', storeId)
    .executeTakeFirst();
}

const fabricColumns = (v: FabricValues) => ({
  name: v.name,
  type_id: v.typeId,
  stock_cm: toCm(v.stock),
  low_stock_cm: v.lowStock === null ? null : toCm(v.lowStock),
  price_per_meter: v.pricePerMeter,
  supplier_id: v.supplierId,
  note: v.note,
});

export async function insertFabric(db: DB, storeId: string, values: FabricValues, photoUrl: string | null) {
  const now = nowIso();
  const id = newId();
  await db
    .insertInto('atelier_fabrics')
    .values({
      id,
      store_id: storeId,
      ...fabricColumns(values),
      photo_url: photoUrl,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/** `photoUrl` undefined keeps the current photo. */
export async function updateFabric(
  db: DB,
  storeId: string,
  id: string,
  values: FabricValues,
  photoUrl: string | null | undefined,
) {
  await db
    .updateTable('atelier_fabrics')
    .set({
      ...fabricColumns(values),
      ...(photoUrl === undefined ? {} : { photo_url: photoUrl }),
      updated_at: nowIso(),
    })
    .where('id', '=', id)
    .where('store_id', '=', storeId)
    .execute();
}

export async function deleteFabric(db: DB, storeId: string, id: string) {
  await db.deleteFrom('atelier_fabrics').where('id', '=', id).where('store_id', '=', storeId).execute();
}

/**
 * Moves a fabric's stock by `deltaCm` (negative takes, positive gives back or adds a purchase): one relative UPDATE,
 * so concurrent moves never lose each other. A fabric of another store (or deleted) is left alone.
 */
export async function moveFabricStock(db: DB, storeId: string, fabricId: string, deltaCm: number) {
  if (deltaCm === 0) return;
  await db
    .updateTable('atelier_fabrics')
    .set((eb) => ({ stock_cm: eb('stock_cm', '+', deltaCm), updated_at: nowIso() }))
    .where('id', '=', fabricId)
    .where('store_id', '=', storeId)
    .execute();
}

/** Ids among `ids` that are not fabrics (or services) of the store. */
export async function foreignIds(
  db: DB,
  table: 'atelier_fabrics' | 'atelier_services' | 'atelier_suppliers',
  storeId: string,
  ids: string[],
): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const own = await db
    .selectFrom(table)
    .select('id')
    .where('store_id', '=', storeId)
    .where('id', 'in', unique)
    .execute();
  const found = new Set(own.map((r) => r.id));
  return unique.filter((id) => !found.has(id));
}

// ---- suppliers and purchases ----

export interface SupplierValues {
  name: string;
  email: string | null;
  phone: string;
  address: string | null;
  typeId: string | null;
}

export async function listSuppliers(db: DB, storeId: string, onlyId?: string): Promise<SupplierJson[]> {
  let query = db
    .selectFrom('atelier_suppliers as s')
    .leftJoin('atelier_supplier_types as t', 't.id', 's.type_id')
    .select(['s.id', 's.name', 's.email', 's.phone', 's.address', 's.type_id', 't.name as type_name'])
    .where('s.store_id', '=', storeId);
  if (onlyId) query = query.where('s.id', '=', onlyId);
  const rows = await query.orderBy('s.name').execute();
  if (rows.length === 0) return [];
  const totals = await db
    .selectFrom('atelier_purchases')
    .select(['supplier_id', (eb) => eb.fn.sum<number>('amount').as('total'), (eb) => eb.fn.countAll<number>().as('n')])
    .where('store_id', '=', storeId)
    .groupBy('supplier_id')
    .execute();
  const bySupplier = new Map(totals.map((t) => [t.supplier_id, t]));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    address: r.address,
    typeId: r.type_id,
    typeName: r.type_name ?? null,
    purchasesTotal: Number(bySupplier.get(r.id)?.total ?? 0),
    purchasesCount: Number(bySupplier.get(r.id)?.n ?? 0),
  }));
}

export async function supplierName(db: DB, storeId: string, id: string): Promise<string | null> {
  const row = await db
    .selectFrom('atelier_suppliers')
    .select('name')
    .where('id', '=', id)
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  return row?.name ?? null;
}

export async function saveSupplier(db: DB, storeId: string, id: string | null, v: SupplierValues) {
  const now = nowIso();
  const values = { name: v.name, email: v.email, phone: v.phone, address: v.address, type_id: v.typeId };
  if (id) {
    await db
      .updateTable('atelier_suppliers')
      .set({ ...values, updated_at: now })
      .where('id', '=', id)
      .where('store_id', '=', storeId)
      .execute();
    return id;
  }
  const newOne = newId();
  await db
    .insertInto('atelier_suppliers')
    .values({ id: newOne, store_id: storeId, ...values, created_at: now, updated_at: now })
    .execute();
  return newOne;
}

/** Deletes a supplier with its purchases (each purchase's ledger entry and fabric metres go with it). */
export async function deleteSupplier(db: DB, storeId: string, id: string) {
  const purchases = await listPurchases(db, storeId, id);
  for (const p of purchases) await deletePurchase(db, storeId, p);
  await db
    .updateTable('atelier_fabrics')
    .set({ supplier_id: null })
    .where('store_id', '=', storeId)
    .where('supplier_id', '=', id)
    .execute();
  await db.deleteFrom('atelier_suppliers').where('id', '=', id).where('store_id', '=', storeId).execute();
}

export async function listPurchases(db: DB, storeId: string, supplierId: string): Promise<PurchaseJson[]> {
  const rows = await db
    .selectFrom('atelier_purchases')
    .select(['id', 'supplier_id', 'day', 'fabric_id', 'item', 'quantity', 'amount', 'note'])
    .where('store_id', '=', storeId)
    .where('supplier_id', '=', supplierId)
    .orderBy('day', 'desc')
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    supplierId: r.supplier_id,
    day: r.day,
    fabricId: r.fabric_id,
    item: r.item,
    quantity: r.quantity,
    amount: r.amount,
    note: r.note,
  }));
}

export interface PurchaseValues {
  day: string;
  fabricId: string | null;
  item: string | null;
  quantity: number;
  amount: number;
  note: string | null;
}

/**
 * Records a purchase (call inside a transaction): a fabric's stock goes up by its metres, and the ledger gets the
 * expense — the three are written together or not at all.
 */
export async function insertPurchase(
  db: DB,
  storeId: string,
  supplier: { id: string; name: string },
  values: PurchaseValues,
): Promise<PurchaseJson> {
  const fabric = values.fabricId ? await findFabric(db, storeId, values.fabricId) : null;
  const item = fabric?.name ?? values.item ?? '';
  const id = newId();
  await db
    .insertInto('atelier_purchases')
    .values({
      id,
      store_id: storeId,
      supplier_id: supplier.id,
      day: values.day,
      fabric_id: fabric?.id ?? null,
      item,
      quantity: values.quantity,
      amount: values.amount,
      note: values.note,
      created_at: nowIso(),
    })
    .execute();
  if (fabric) await moveFabricStock(db, storeId, fabric.id, toCm(values.quantity));
  await recordTransaction(db, storeId, {
    kind: 'expense',
    amount: values.amount,
    day: values.day,
    label: `Achat ${item} — ${supplier.name}`.slice(0, 200),
    source: 'purchase',
    sourceId: id,
    note: values.note,
  });
  return {
    id,
    supplierId: supplier.id,
    day: values.day,
    fabricId: fabric?.id ?? null,
    item,
    quantity: values.quantity,
    amount: values.amount,
    note: values.note,
  };
}

export async function findPurchase(db: DB, storeId: string, supplierId: string, id: string) {
  const [found] = (await listPurchases(db, storeId, supplierId)).filter((p) => p.id === id);
  return found ?? null;
}

/** Undoes a purchase: its metres leave the fabric's stock, its ledger entry goes. */
export async function deletePurchase(db: DB, storeId: string, purchase: PurchaseJson) {
  if (purchase.fabricId) await moveFabricStock(db, storeId, purchase.fabricId, -toCm(purchase.quantity));
  await removeTransactionOf(db, storeId, 'purchase', purchase.id);
  await db.deleteFrom('atelier_purchases').where('id', '=', purchase.id).where('store_id', '=', storeId).execute();
}

// ---- services ----

export async function listServices(db: DB, storeId: string): Promise<ServiceJson[]> {
  return db
    .selectFrom('atelier_services')
    .select(['id', 'name', 'price'])
    .where('store_id', '=', storeId)
    .orderBy('name')
    .execute();
}

export async function serviceExists(db: DB, storeId: string, id: string) {
  return (await foreignIds(db, 'atelier_services', storeId, [id])).length === 0;
}

export async function saveService(
  db: DB,
  storeId: string,
  id: string | null,
  v: { name: string; price: number },
): Promise<string> {
  const now = nowIso();
  if (id) {
    await db
      .updateTable('atelier_services')
      .set({ name: v.name, price: v.price, updated_at: now })
      .where('id', '=', id)
      .where('store_id', '=', storeId)
      .execute();
    return id;
  }
  const newOne = newId();
  await db
    .insertInto('atelier_services')
    .values({ id: newOne, store_id: storeId, name: v.name, price: v.price, created_at: now, updated_at: now })
    .execute();
  return newOne;
}

export async function deleteService(db: DB, storeId: string, id: string) {
  await db.deleteFrom('atelier_services').where('id', '=', id).where('store_id', '=', storeId).execute();
}

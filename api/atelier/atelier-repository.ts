import type { DB } from '../db/database';
import { newId, nowIso } from '../ids';
import { STARTER_PARTS, type AtelierPartJson, type ClothingTypeJson } from '#shared/schemas/atelier';

/** The store's atelier switch (0/1). */
export async function atelierEnabled(db: DB, storeId: string): Promise<boolean> {
  const row = await db.selectFrom('stores').select('atelier_enabled').where('id', '=', storeId).executeTakeFirst();
  return row?.atelier_enabled === 1;
}

export async function setAtelierEnabled(db: DB, storeId: string, enabled: boolean): Promise<void> {
  await db
    .updateTable('stores')
    .set({ atelier_enabled: enabled ? 1 : 0, updated_at: nowIso() })
    .where('id', '=', storeId)
    .execute();
}

/** Garments the workshop can finish per day (null when not set). */
export async function atelierCapacity(db: DB, storeId: string): Promise<number | null> {
  const row = await db.selectFrom('stores').select('atelier_capacity').where('id', '=', storeId).executeTakeFirst();
  return row?.atelier_capacity ?? null;
}

export async function setAtelierCapacity(db: DB, storeId: string, capacity: number | null): Promise<void> {
  await db
    .updateTable('stores')
    .set({ atelier_capacity: capacity, updated_at: nowIso() })
    .where('id', '=', storeId)
    .execute();
}

/** Creates the starter parts when the store has none (first use). Returns how many were created. */
export async function seedStarterParts(db: DB, storeId: string): Promise<number> {
  const existing = await db
    .selectFrom('atelier_parts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  if (Number(existing?.n ?? 0) > 0) return 0;
  const now = nowIso();
  await db
    .insertInto('atelier_parts')
    .values(
      STARTER_PARTS.map((p, i) => ({
        id: newId(),
        store_id: storeId,
        name: p.name,
        unit: 'cm',
        position: i + 1,
        note: p.note,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
  return STARTER_PARTS.length;
}

export async function listParts(db: DB, storeId: string): Promise<AtelierPartJson[]> {
  return db
    .selectFrom('atelier_parts')
    .select(['id', 'name', 'unit', 'position', 'note'])
    .where('store_id', '=', storeId)
    .orderBy('position')
    .orderBy('created_at')
    .execute();
}

export async function findPart(db: DB, storeId: string, id: string) {
  return db
    .selectFrom('atelier_parts')
    .select(['id', 'name', 'unit', 'position', 'note'])
    .where('id', '=', id)
    .where('store_id', '=', storeId)
    .executeTakeFirst();
}

export async function insertPart(
  db: DB,
  storeId: string,
  input: { name: string; unit: string; note: string | null },
): Promise<AtelierPartJson> {
  const last = await db
    .selectFrom('atelier_parts')
    .select((eb) => eb.fn.max('position').as('p'))
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  const now = nowIso();
  const row = { id: newId(), store_id: storeId, ...input, position: Number(last?.p ?? 0) + 1 };
  await db
    .insertInto('atelier_parts')
    .values({ ...row, created_at: now, updated_at: now })
    .execute();
  return { id: row.id, name: row.name, unit: row.unit, position: row.position, note: row.note };
}

export async function updatePart(
  db: DB,
  storeId: string,
  id: string,
  input: { name: string; unit: string; note: string | null },
): Promise<void> {
  await db
    .updateTable('atelier_parts')
    .set({ ...input, updated_at: nowIso() })
    .where('id', '=', id)
    .where('store_id', '=', storeId)
    .execute();
}

export async function deletePart(db: DB, storeId: string, id: string): Promise<void> {
  await db
    .deleteFrom('atelier_clothing_type_parts')
    .where('part_id', '=', id)
    .where('store_id', '=', storeId)
    .execute();
  await db.deleteFrom('atelier_parts').where('id', '=', id).where('store_id', '=', storeId).execute();
}

/** Ids among `ids` that are not parts of the store. */
export async function foreignPartIds(db: DB, storeId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const own = await db
    .selectFrom('atelier_parts')
    .select('id')
    .where('store_id', '=', storeId)
    .where('id', 'in', ids)
    .execute();
  const found = new Set(own.map((r) => r.id));
  return ids.filter((id) => !found.has(id));
}

/** Positions 1..n in the order given (ids already checked to be exactly the store's parts). */
export async function reorderParts(db: DB, storeId: string, ids: string[]): Promise<void> {
  const now = nowIso();
  for (const [i, id] of ids.entries()) {
    await db
      .updateTable('atelier_parts')
      .set({ position: i + 1, updated_at: now })
      .where('id', '=', id)
      .where('store_id', '=', storeId)
      .execute();
  }
}

export async function listClothingTypes(db: DB, storeId: string, onlyId?: string): Promise<ClothingTypeJson[]> {
  let query = db
    .selectFrom('atelier_clothing_types')
    .select(['id', 'name', 'default_price', 'fabric_length'])
    .where('store_id', '=', storeId);
  if (onlyId) query = query.where('id', '=', onlyId);
  const types = await query.orderBy('name').execute();
  if (types.length === 0) return [];
  const links = await db
    .selectFrom('atelier_clothing_type_parts')
    .innerJoin('atelier_parts', 'atelier_parts.id', 'atelier_clothing_type_parts.part_id')
    .select([
      'atelier_clothing_type_parts.clothing_type_id as typeId',
      'atelier_parts.id',
      'atelier_parts.name',
      'atelier_parts.unit',
    ])
    .where('atelier_clothing_type_parts.store_id', '=', storeId)
    .where(
      'atelier_clothing_type_parts.clothing_type_id',
      'in',
      types.map((t) => t.id),
    )
    .orderBy('atelier_parts.position')
    .orderBy('atelier_parts.created_at')
    .execute();
  return types.map((t) => ({
    id: t.id,
    name: t.name,
    defaultPrice: t.default_price,
    fabricLength: t.fabric_length,
    parts: links.filter((l) => l.typeId === t.id).map((l) => ({ id: l.id, name: l.name, unit: l.unit })),
  }));
}

export interface ClothingTypeValues {
  name: string;
  partIds: string[];
  defaultPrice: number | null;
  fabricLength: number | null;
}

/** Writes a clothing type and replaces its parts (call inside a transaction). */
export async function saveClothingType(db: DB, storeId: string, id: string | null, input: ClothingTypeValues) {
  const now = nowIso();
  const values = { name: input.name, default_price: input.defaultPrice, fabric_length: input.fabricLength };
  const typeId = id ?? newId();
  if (id) {
    await db
      .updateTable('atelier_clothing_types')
      .set({ ...values, updated_at: now })
      .where('id', '=', id)
      .where('store_id', '=', storeId)
      .execute();
    await db
      .deleteFrom('atelier_clothing_type_parts')
      .where('clothing_type_id', '=', id)
      .where('store_id', '=', storeId)
      .execute();
  } else {
    await db
      .insertInto('atelier_clothing_types')
      .values({ id: typeId, store_id: storeId, ...values, created_at: now, updated_at: now })
      .execute();
  }
  if (input.partIds.length > 0) {
    await db
      .insertInto('atelier_clothing_type_parts')
      .values(input.partIds.map((partId) => ({ clothing_type_id: typeId, part_id: partId, store_id: storeId })))
      .execute();
  }
  return typeId;
}

export async function clothingTypeExists(db: DB, storeId: string, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('atelier_clothing_types')
    .select('id')
    .where('id', '=', id)
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  return Boolean(row);
}

export async function deleteClothingType(db: DB, storeId: string, id: string): Promise<void> {
  await db
    .deleteFrom('atelier_clothing_type_parts')
    .where('clothing_type_id', '=', id)
    .where('store_id', '=', storeId)
    .execute();
  await db.deleteFrom('atelier_clothing_types').where('id', '=', id).where('store_id', '=', storeId).execute();
}

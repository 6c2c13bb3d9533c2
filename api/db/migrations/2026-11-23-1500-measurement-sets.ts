import type { Kysely } from 'kysely';
import { v7 as uuidv7 } from 'uuid';

// Measurement sets: one row per taking of a customer's measurements, a synced table (decision 014).
// The customers' measurements typed before (customers.measurements, free names → cm) become each customer's first
// set, matched to the store's parts by name when one has that name, kept under their own name otherwise: nothing is
// lost, and the customer column stays as it was for older devices. Every new set takes a version from the sync
// counter, so devices pull them. Portable SQL only. Never edit once landed.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('measurement_sets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('store_id', 'text', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('taken_at', 'text', (c) => c.notNull())
    .addColumn('taken_by', 'text')
    .addColumn('clothing_type_id', 'text')
    .addColumn('clothing_type_name', 'text')
    .addColumn('measure_values', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('notes', 'text')
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .execute();
  await db.schema
    .createIndex('measurement_sets_store_version_idx')
    .on('measurement_sets')
    .columns(['store_id', 'version'])
    .execute();
  await db.schema
    .createIndex('measurement_sets_customer_idx')
    .on('measurement_sets')
    .columns(['store_id', 'customer_id', 'taken_at'])
    .execute();

  const customers = await db
    .selectFrom('customers')
    .select(['id', 'store_id', 'measurements', 'created_at', 'updated_at'])
    .where('measurements', '!=', '{}')
    .orderBy('id')
    .execute();
  const partsByStore = new Map<string, Map<string, { id: string; name: string; unit: string }>>();
  for (const c of customers) {
    const entries = Object.entries(parseObject(c.measurements)).filter(
      ([name, value]) => name.trim() !== '' && typeof value === 'number' && Number.isFinite(value) && value > 0,
    );
    if (entries.length === 0) continue;
    let parts = partsByStore.get(c.store_id);
    if (!parts) {
      const rows = await db
        .selectFrom('atelier_parts')
        .select(['id', 'name', 'unit'])
        .where('store_id', '=', c.store_id)
        .execute();
      parts = new Map(rows.map((p: { id: string; name: string; unit: string }) => [normalize(p.name), p]));
      partsByStore.set(c.store_id, parts);
    }
    const values = entries.map(([name, value]) => {
      const part = parts.get(normalize(name));
      return part
        ? { partId: part.id, name: part.name, unit: part.unit, value }
        : { partId: null, name: name.trim().slice(0, 60), unit: 'cm', value };
    });
    const counter = await db
      .updateTable('sync_counter')
      .set((eb: any) => ({ value: eb('value', '+', 1) }))
      .where('id', '=', 1)
      .returning('value')
      .executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    await db
      .insertInto('measurement_sets')
      .values({
        id: uuidv7(),
        store_id: c.store_id,
        customer_id: c.id,
        taken_at: c.updated_at ?? c.created_at,
        taken_by: null,
        clothing_type_id: null,
        clothing_type_name: null,
        measure_values: JSON.stringify(values),
        notes: 'Mesures reprises de la fiche client.',
        version: Number(counter.value),
        created_at: now,
        updated_at: now,
        deleted_at: null,
      })
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('measurement_sets').execute();
}

function parseObject(text: unknown): Record<string, unknown> {
  try {
    const value = JSON.parse(String(text ?? '{}'));
    return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
  } catch {
    return {};
  }
}

/** Same rule as shared normalizePartName (a landed migration does not follow later changes of shared code). */
function normalize(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[_\s-]+/g, ' ')
    .trim();
}

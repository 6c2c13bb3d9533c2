import type { DB } from '../db/database';
import { nextVersion } from '../db/sync-version';
import { lockSyncCounter } from '../db/dialect';
import { newId, nowIso } from '../ids';
import { listParts, saveClothingType } from '../atelier/atelier-repository';
import type { MeasurementValue } from '#shared/schemas/measurement-set';

/** The demo workshop's clothing models: the parts they need (starter part names), price (FCFA) and fabric (m). */
const DEMO_TYPES = [
  {
    name: 'Boubou',
    parts: ['Tour de poitrine', 'Épaule', 'Manche', 'Encolure', 'Longueur boubou'],
    price: 25000,
    fabric: 4.5,
  },
  {
    name: 'Complet pagne',
    parts: ['Tour de poitrine', 'Taille', 'Hanches', 'Épaule', 'Longueur camisole'],
    price: 18000,
    fabric: 6,
  },
  { name: 'Chemise', parts: ['Tour de poitrine', 'Épaule', 'Manche', 'Tour de cou'], price: 8000, fabric: 2 },
  { name: 'Pantalon', parts: ['Taille', 'Hanches', 'Cuisse', 'Longueur pantalon'], price: 7000, fabric: 1.5 },
] as const;

/** Takings of the demo customers (by first name): an older and a newer one, so the history is not empty. */
const DEMO_TAKINGS = [
  {
    customer: 'Fatimata',
    type: 'Complet pagne',
    daysAgo: 120,
    by: 'Awa',
    values: { 'Tour de poitrine': 90, Taille: 72, Hanches: 98, Épaule: 38, 'Longueur camisole': 60 },
  },
  {
    customer: 'Fatimata',
    type: 'Complet pagne',
    daysAgo: 6,
    by: 'Awa',
    values: { 'Tour de poitrine': 92, Taille: 74, Hanches: 100, Épaule: 38, 'Longueur camisole': 62 },
  },
  {
    customer: 'Issouf',
    type: 'Boubou',
    daysAgo: 3,
    by: 'Moussa',
    values: { 'Tour de poitrine': 102, Épaule: 46, Manche: 62, Encolure: 41, 'Longueur boubou': 145 },
  },
] as const;

/** The demo atelier: clothing models and measurement takings of the demo customers (run after the parts exist). */
export async function seedDemoAtelier(db: DB, storeId: string): Promise<void> {
  const parts = await listParts(db, storeId);
  const byName = new Map(parts.map((p) => [p.name, p]));
  await db.transaction().execute(async (trx) => {
    await lockSyncCounter(trx);
    const typeIds = new Map<string, string>();
    for (const t of DEMO_TYPES) {
      const partIds = t.parts.map((n) => byName.get(n)?.id).filter((id): id is string => Boolean(id));
      typeIds.set(
        t.name,
        await saveClothingType(trx, storeId, null, {
          name: t.name,
          partIds,
          defaultPrice: t.price,
          fabricLength: t.fabric,
        }),
      );
    }
    const customers = await trx
      .selectFrom('customers')
      .select(['id', 'first_name'])
      .where('store_id', '=', storeId)
      .execute();
    for (const taking of DEMO_TAKINGS) {
      const customer = customers.find((c) => c.first_name === taking.customer);
      if (!customer) continue;
      const values: MeasurementValue[] = Object.entries(taking.values).flatMap(([name, value]) => {
        const part = byName.get(name);
        return part ? [{ partId: part.id, name: part.name, unit: part.unit, value }] : [];
      });
      const now = nowIso();
      await trx
        .insertInto('measurement_sets')
        .values({
          id: newId(),
          store_id: storeId,
          customer_id: customer.id,
          taken_at: new Date(Date.now() - taking.daysAgo * 86_400_000).toISOString(),
          taken_by: taking.by,
          clothing_type_id: typeIds.get(taking.type) ?? null,
          clothing_type_name: taking.type,
          measure_values: JSON.stringify(values),
          notes: null,
          version: await nextVersion(trx),
          created_at: now,
          updated_at: now,
          deleted_at: null,
        })
        .execute();
    }
  });
}

import type { DB } from '../db/database';
import { nextVersion } from '../db/sync-version';
import { lockSyncCounter } from '../db/dialect';
import { newId, nowIso } from '../ids';
import { listParts, saveClothingType } from '../atelier/atelier-repository';
import type { MeasurementValue } from '#shared/schemas/measurement-set';
import * as v from 'valibot';
import { fabricSchema, purchaseSchema, supplierSchema } from '#shared/schemas/atelier-resources';
import { staffSchema } from '#shared/schemas/staff';
import { transactionSchema } from '#shared/schemas/atelier-transaction';
import { insertFabric, insertPurchase, saveNamed, saveService, saveSupplier } from '../atelier/resources-repository';
import { insertStaff, listRoles, seedStarterRoles } from '../atelier/staff-repository';
import { insertManualTransaction } from '../atelier/transaction-repository';

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
    await lockSyncCounter(trx, storeId);
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
          version: await nextVersion(trx, storeId),
          created_at: now,
          updated_at: now,
          deleted_at: null,
        })
        .execute();
    }
  });
}

/**
 * The demo workshop's resources, so that every atelier screen opens on something real: fabric types and fabrics (one
 * running low), a supplier with a purchase (stock up, an expense in the ledger), priced services, the starter roles
 * with two staff members (monthly and piece rate), and a manual income. Values go through the shared schemas, as a
 * tailor's form would send them.
 */
export async function seedDemoWorkshop(db: DB, storeId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const wax = await saveNamed(trx, 'atelier_fabric_types', storeId, null, 'Wax');
    const bazin = await saveNamed(trx, 'atelier_fabric_types', storeId, null, 'Bazin');
    const fabricsType = await saveNamed(trx, 'atelier_supplier_types', storeId, null, 'Tissus');
    const supplierId = await saveSupplier(
      trx,
      storeId,
      null,
      v.parse(supplierSchema, {
        name: 'Tissus du Marché Sandaga',
        phone: '+221 77 654 32 10',
        address: 'Marché Sandaga, Dakar',
        typeId: fabricsType,
      }),
    );
    const fabric = (input: v.InferInput<typeof fabricSchema>) =>
      insertFabric(trx, storeId, v.parse(fabricSchema, { supplierId, ...input }), null);
    const bazinRiche = await fabric({ name: 'Bazin riche bleu', typeId: bazin, stock: 24, pricePerMeter: 3500 });
    await fabric({ name: 'Wax hollandais rouge', typeId: wax, stock: 3, lowStock: 5, pricePerMeter: 2500 });
    await fabric({ name: 'Wax imprimé jaune', typeId: wax, stock: 18, pricePerMeter: 2000 });
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    await insertPurchase(
      trx,
      storeId,
      { id: supplierId, name: 'Tissus du Marché Sandaga' },
      v.parse(purchaseSchema, { day: day(6), fabricId: bazinRiche, quantity: 12, amount: 42000 }),
    );
    for (const [name, price] of [
      ['Retouche', 2000],
      ['Ourlet', 1000],
      ['Broderie', 5000],
    ] as const) {
      await saveService(trx, storeId, null, { name, price });
    }
    await seedStarterRoles(trx, storeId);
    const roles = await listRoles(trx, storeId);
    const roleId = (name: string) => roles.find((r) => r.name === name)?.id ?? null;
    await insertStaff(
      trx,
      storeId,
      v.parse(staffSchema, {
        name: 'Moussa Ndiaye',
        phone: '+221 77 111 22 33',
        roleId: roleId('Couturier'),
        salaryKind: 'piece',
        salaryAmount: 1500,
      }),
    );
    await insertStaff(
      trx,
      storeId,
      v.parse(staffSchema, {
        name: 'Awa Diop',
        phone: '+221 76 444 55 66',
        roleId: roleId('Coupeur'),
        salaryKind: 'monthly',
        salaryAmount: 90000,
      }),
    );
    await insertManualTransaction(
      trx,
      storeId,
      v.parse(transactionSchema, { kind: 'income', amount: 15000, day: day(2), label: 'Retouches au comptoir' }),
    );
  });
}

import { GARMENT_STAGES, garmentLine, type GarmentStage } from '#shared/schemas/atelier-order';
import { newOrderCode } from '#shared/schemas/order-record';
import type { SyncMutation } from '#shared/sync';
import type { DB } from '../db/database';
import { newId } from '../ids';
import { listClothingTypes, setAtelierCapacity } from '../atelier/atelier-repository';
import { applyBatch } from '../sync/apply-mutation';

/** Garments the demo workshop can make in a day: the calendar's capacity (one day of the demo fills it). */
const DEMO_CAPACITY = 3;

/**
 * The demo atelier's made-to-measure orders: garments at every stage, due over the next three weeks, one
 * day of the calendar full, deposits and balances — written through the sync push as the owner's tablet would, so
 * every rule of the atelier's orders holds. Run after the demo customers, clothing models and takings exist.
 */
export async function seedDemoMadeToMeasure(db: DB, storeId: string): Promise<void> {
  const types = await listClothingTypes(db, storeId);
  const customers = await db
    .selectFrom('customers')
    .select(['id', 'first_name', 'last_name', 'phone'])
    .where('store_id', '=', storeId)
    .where('deleted_at', 'is', null)
    .orderBy('first_name')
    .execute();
  if (!types.length || !customers.length) return;
  await setAtelierCapacity(db, storeId, DEMO_CAPACITY);

  const day = (inDays: number) => new Date(Date.now() + inDays * 86_400_000).toISOString().slice(0, 10);
  const fullDay = 9;
  // [due in days, [model index, stage] per garment, share paid]: every stage, three weeks, one full day
  const plan: [number, [number, GarmentStage][], number][] = [
    [2, [[0, 'ready']], 1],
    [
      3,
      [
        [1, 'finishing'],
        [3, 'sewing'],
      ],
      0.5,
    ],
    [5, [[2, 'sewing']], 0.5],
    [
      fullDay,
      [
        [0, 'cutting'],
        [2, 'cutting'],
      ],
      0.3,
    ],
    [fullDay, [[1, 'measures']], 0.5],
    [12, [[3, 'measures']], 0],
    [14, [[0, 'cutting']], 0.4],
    [
      17,
      [
        [2, 'sewing'],
        [3, 'sewing'],
      ],
      0.5,
    ],
    [20, [[1, 'measures']], 0.25],
    [-4, [[2, 'delivered']], 1],
  ];
  const mutations: SyncMutation[] = plan.map(([due, pieces, paidShare], i) => {
    const customer = customers[i % customers.length]!;
    const garments = pieces.map(([model, stage]) => {
      const type = types[model % types.length]!;
      return {
        clothingTypeId: type.id,
        name: type.name,
        fabric: 'customer' as const,
        fabricNote: null,
        measurementSetId: null,
        measurements: [],
        price: type.defaultPrice ?? 10000,
        stage,
        notes: null,
      };
    });
    const total = garments.reduce((s, g) => s + g.price, 0);
    const paid = Math.round((total * paidShare) / 500) * 500;
    return {
      mutationId: newId(),
      table: 'orders',
      op: 'upsert',
      id: newId(),
      baseVersion: 0,
      changes: {
        code: newOrderCode(),
        status: 'pending',
        customerId: customer.id,
        firstname: customer.first_name,
        lastname: customer.last_name,
        phone: customer.phone ?? '',
        lines: garments.map(garmentLine),
        garments,
        payments: paid > 0 ? [{ id: newId(), at: new Date().toISOString(), amount: paid, note: 'Avance' }] : [],
        dueDate: day(due),
      },
    };
  });
  const results = await applyBatch(db, storeId, 'demo-seed', mutations);
  const refused = results.filter((r) => r.status !== 'applied');
  if (refused.length) throw new Error(`demo made-to-measure orders refused: ${JSON.stringify(refused[0])}`);
  // every stage has an example
  const stages = new Set(plan.flatMap(([, pieces]) => pieces.map(([, s]) => s)));
  if (GARMENT_STAGES.some((s) => !stages.has(s))) throw new Error('demo made-to-measure orders miss a stage');
}

import { Hono, type Context } from 'hono';
import { referenceWithoutAmounts, seesAmounts } from '#shared/amount-fields';
import {
  atelierPartOrderSchema,
  atelierCapacitySchema,
  atelierPartSchema,
  atelierSettingsSchema,
  clothingTypeSchema,
  CLOTHING_TYPE_NOT_FOUND,
  PART_NOT_FOUND,
  PARTS_INVALID,
  type AtelierSettingsJson,
  ATELIER_TURNED_ON,
  ATELIER_TURNED_OFF,
  CAPACITY_SAVED,
  PART_ADDED,
  PART_ORDER_SAVED,
  PART_UPDATED,
  PART_DELETED,
  CLOTHING_TYPE_ADDED,
  CLOTHING_TYPE_UPDATED,
  CLOTHING_TYPE_DELETED,
} from '#shared/schemas/atelier';
import type { AppEnv } from '../context';
import { STORE_PERMISSIONS } from '#shared/schemas/staff';
import { storeGuards } from '../auth/guards';
import { notFound, unprocessable } from '../http/errors';
import { readValidBody } from '../http/validate';
import { assertAtelier, effectivePlanForStore, limitReachedMessage } from '../plans/limits';
import { atelierGuards, requireAtelier } from './guard';
import * as repo from './atelier-repository';

/** /api/atelier/settings — whether the plan allows the atelier, and the merchant's on/off switch. */
export function atelierSettingsRoutes() {
  const routes = new Hono<AppEnv>();
  // Every member of the store reads whether the atelier is on (their menu depends on it); switching needs 'settings'.
  routes.use('*', ...storeGuards('settings', ...STORE_PERMISSIONS));

  routes.get('/', async (c) => c.json({ data: await settingsOf(c.var.deps.db, c.var.storeId) }));

  /** Switching on needs a plan with the atelier (403 otherwise) and creates the starter parts on first use. */
  routes.put('/', async (c) => {
    const { data } = await readValidBody(c, atelierSettingsSchema);
    const { db } = c.var.deps;
    const storeId = c.var.storeId;
    if (data.enabled) await assertAtelier(db, storeId);
    await db.transaction().execute(async (trx) => {
      await repo.setAtelierEnabled(trx, storeId, data.enabled);
      if (data.enabled) await repo.seedStarterParts(trx, storeId);
    });
    return c.json({
      message: data.enabled ? ATELIER_TURNED_ON : ATELIER_TURNED_OFF,
      data: await settingsOf(db, storeId),
    });
  });

  /** The workshop's capacity (garments per day), read by the calendar. */
  routes.put('/capacity', requireAtelier, async (c) => {
    const { data } = await readValidBody(c, atelierCapacitySchema);
    const { db } = c.var.deps;
    await repo.setAtelierCapacity(db, c.var.storeId, data.capacity ?? null);
    return c.json({ message: CAPACITY_SAVED, data: await settingsOf(db, c.var.storeId) });
  });
  return routes;
}

async function settingsOf(db: AppEnv['Variables']['deps']['db'], storeId: string): Promise<AtelierSettingsJson> {
  const effective = await effectivePlanForStore(db, storeId);
  const available = effective.limits.atelier;
  return {
    available,
    enabled: available && (await repo.atelierEnabled(db, storeId)),
    reason: available ? null : await limitReachedMessage(db, effective, 'atelier'),
    capacity: await repo.atelierCapacity(db, storeId),
  };
}

/** Parts and clothing types are read by whoever takes measurements or handles orders; changed with 'settings'. */
const PART_READERS = ['measurements', 'customers', 'orders', 'order_stages'] as const;

/** /api/atelier/parts — the store's measurement parts, in the tailor's order. */
export function atelierPartRoutes() {
  const routes = new Hono<AppEnv>();
  routes.use('*', ...atelierGuards('settings', ...PART_READERS));

  routes.get('/', async (c) => c.json({ data: await repo.listParts(c.var.deps.db, c.var.storeId) }));

  routes.post('/', async (c) => {
    const { data } = await readValidBody(c, atelierPartSchema);
    const part = await repo.insertPart(c.var.deps.db, c.var.storeId, data);
    return c.json({ message: PART_ADDED, data: part }, 201);
  });

  /** The whole new order: exactly the store's parts, each once (registered before /:id). */
  routes.put('/order', async (c) => {
    const { data } = await readValidBody(c, atelierPartOrderSchema);
    const { db } = c.var.deps;
    const storeId = c.var.storeId;
    const ids = [...new Set(data.ids)];
    if ((await repo.foreignPartIds(db, storeId, ids)).length > 0) throw notFound(PART_NOT_FOUND);
    const current = await repo.listParts(db, storeId);
    if (ids.length !== data.ids.length || ids.length !== current.length) throw unprocessable({ ids: [PARTS_INVALID] });
    await db.transaction().execute((trx) => repo.reorderParts(trx, storeId, ids));
    return c.json({ message: PART_ORDER_SAVED, data: await repo.listParts(db, storeId) });
  });

  routes.put('/:id', async (c) => {
    const { data } = await readValidBody(c, atelierPartSchema);
    const { db } = c.var.deps;
    const part = await repo.findPart(db, c.var.storeId, c.req.param('id'));
    if (!part) throw notFound(PART_NOT_FOUND);
    await repo.updatePart(db, c.var.storeId, part.id, data);
    return c.json({ message: PART_UPDATED, data: { ...part, ...data } });
  });

  routes.delete('/:id', async (c) => {
    const { db } = c.var.deps;
    const part = await repo.findPart(db, c.var.storeId, c.req.param('id'));
    if (!part) throw notFound(PART_NOT_FOUND);
    await db.transaction().execute((trx) => repo.deletePart(trx, c.var.storeId, part.id));
    return c.json({ message: PART_DELETED });
  });
  return routes;
}

/**
 * /api/atelier/clothing-types — the models the workshop makes, with the parts they need. A member that sees no amount
 * (a Couturier) reads them without their default price, and saving one keeps the stored price.
 */
export function atelierClothingTypeRoutes() {
  const routes = new Hono<AppEnv>();
  routes.use('*', ...atelierGuards('settings', ...PART_READERS));
  const hidesAmounts = (c: Context<AppEnv>) => c.var.member !== null && !seesAmounts(c.var.member);
  const shown = <T extends object>(c: Context<AppEnv>, type: T): T =>
    hidesAmounts(c) ? referenceWithoutAmounts('clothingTypes', type) : type;

  routes.get('/', async (c) =>
    c.json({ data: (await repo.listClothingTypes(c.var.deps.db, c.var.storeId)).map((t) => shown(c, t)) }),
  );

  routes.get('/:id', async (c) => {
    const [type] = await repo.listClothingTypes(c.var.deps.db, c.var.storeId, c.req.param('id'));
    if (!type) throw notFound(CLOTHING_TYPE_NOT_FOUND);
    return c.json({ data: shown(c, type) });
  });

  routes.post('/', async (c) => {
    const { data: sent } = await readValidBody(c, clothingTypeSchema);
    const data = hidesAmounts(c) ? { ...sent, defaultPrice: null } : sent;
    const { db } = c.var.deps;
    const storeId = c.var.storeId;
    if ((await repo.foreignPartIds(db, storeId, data.partIds)).length > 0)
      throw unprocessable({ partIds: [PARTS_INVALID] });
    const id = await db.transaction().execute((trx) => repo.saveClothingType(trx, storeId, null, data));
    const [type] = await repo.listClothingTypes(db, storeId, id);
    return c.json({ message: CLOTHING_TYPE_ADDED, data: type && shown(c, type) }, 201);
  });

  routes.put('/:id', async (c) => {
    const { data: sent } = await readValidBody(c, clothingTypeSchema);
    const { db } = c.var.deps;
    const storeId = c.var.storeId;
    const id = c.req.param('id');
    const [stored] = await repo.listClothingTypes(db, storeId, id);
    if (!stored) throw notFound(CLOTHING_TYPE_NOT_FOUND);
    const data = hidesAmounts(c) ? { ...sent, defaultPrice: stored.defaultPrice } : sent;
    if ((await repo.foreignPartIds(db, storeId, data.partIds)).length > 0)
      throw unprocessable({ partIds: [PARTS_INVALID] });
    await db.transaction().execute((trx) => repo.saveClothingType(trx, storeId, id, data));
    const [type] = await repo.listClothingTypes(db, storeId, id);
    return c.json({ message: CLOTHING_TYPE_UPDATED, data: type && shown(c, type) });
  });

  routes.delete('/:id', async (c) => {
    const { db } = c.var.deps;
    const id = c.req.param('id');
    if (!(await repo.clothingTypeExists(db, c.var.storeId, id))) throw notFound(CLOTHING_TYPE_NOT_FOUND);
    await db.transaction().execute((trx) => repo.deleteClothingType(trx, c.var.storeId, id));
    return c.json({ message: CLOTHING_TYPE_DELETED });
  });
  return routes;
}

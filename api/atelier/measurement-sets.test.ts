import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PullResponse, SyncMutation } from '#shared/sync';
import {
  MEASURE_CUSTOMER_UNKNOWN,
  MEASURE_PART_UNKNOWN,
  MEASURE_SET_LOCKED,
  MEASURE_TYPE_UNKNOWN,
  MEASURE_VALUE_INVALID,
  MEASURE_VALUES_EMPTY,
  MEASURE_VALUES_TOO_MANY,
} from '#shared/schemas/measurement-set';
import { recordCustomerMeasurements } from './measurement-set-repository';
import { createTestContext, requestJson, type TestContext } from '../testing/harness';
import { syncPush, syncUpsert } from '../testing/requests';
import { createMerchant, type TestMerchant } from '../testing/factories';
import { newId } from '../ids';
import * as measurementSetsMigration from '../db/migrations/2026-11-23-1500-measurement-sets';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

async function tailor(): Promise<TestMerchant & { parts: { id: string; name: string }[]; typeId: string }> {
  const m = await createMerchant(t.db, t.config, { subscription: 'active', plan: 'entreprise' });
  expect((await requestJson(t.app, 'PUT', '/api/atelier/settings', { enabled: true }, m.token)).status).toBe(200);
  const parts = (await requestJson(t.app, 'GET', '/api/atelier/parts', undefined, m.token)).data.data;
  const type = await requestJson(
    t.app,
    'POST',
    '/api/atelier/clothing-types',
    { name: 'Boubou', partIds: parts.slice(0, 3).map((p: { id: string }) => p.id), defaultPrice: '15000' },
    m.token,
  );
  expect(type.status, JSON.stringify(type.data)).toBe(201);
  return { ...m, parts, typeId: type.data.data.id };
}

const push = (m: TestMerchant, mutations: SyncMutation[], clientId?: string) =>
  syncPush(t, m.token, mutations, clientId);

const upsert = syncUpsert;

async function customerOf(m: TestMerchant, extra: Record<string, unknown> = {}): Promise<string> {
  const id = newId();
  const [r] = await push(m, [upsert('customers', id, { firstName: 'Awa', lastName: 'Sanou', ...extra })]);
  expect(r!.status).toBe('applied');
  return id;
}

const taking = (customerId: string, parts: { id: string; name: string }[], value: number, extra = {}) => ({
  customerId,
  takenAt: '2026-11-20T10:00:00.000Z',
  takenBy: 'Fatou',
  clothingTypeId: null,
  clothingTypeName: 'Boubou',
  values: parts.map((p, i) => ({ partId: p.id, name: p.name, unit: 'cm', value: value + i })),
  notes: null,
  ...extra,
});

describe('measurement sets, a synced table', () => {
  it('keeps every taking: a second taking is a new set, a set never changes its values, only its notes', async () => {
    const m = await tailor();
    const customerId = await customerOf(m);
    const first = newId();
    const second = newId();
    const [a] = await push(m, [
      upsert('measurement_sets', first, taking(customerId, m.parts.slice(0, 3), 90, { clothingTypeId: m.typeId })),
    ]);
    expect(a!.status).toBe('applied');
    expect(a!.record!.data).toMatchObject({ customerId, takenBy: 'Fatou', clothingTypeId: m.typeId });

    const overwrite = upsert('measurement_sets', first, { values: [{ partId: null, name: 'Taille', value: 70 }] }, 1);
    overwrite.baseVersion = a!.record!.version;
    const [refused] = await push(m, [overwrite]);
    expect(refused).toMatchObject({ status: 'rejected', message: MEASURE_SET_LOCKED });
    const [noted] = await push(m, [upsert('measurement_sets', first, { notes: 'Aime large' }, a!.record!.version)]);
    expect(noted!.status).toBe('applied');

    const [b] = await push(m, [
      upsert('measurement_sets', second, taking(customerId, m.parts.slice(0, 3), 95, { takenAt: '2026-11-22' })),
    ]);
    expect(b!.status).toBe('applied');

    const rows = await t.db
      .selectFrom('measurement_sets')
      .selectAll()
      .where('customer_id', '=', customerId)
      .orderBy('taken_at')
      .execute();
    expect(rows.map((r) => r.id)).toEqual([first, second]);
    expect(JSON.parse(rows[0]!.measure_values).map((x: { value: number }) => x.value)).toEqual([90, 91, 92]);
    expect(rows[0]!.notes).toBe('Aime large');
    expect(JSON.parse(rows[1]!.measure_values).map((x: { value: number }) => x.value)).toEqual([95, 96, 97]);

    // Both reach a new tablet through the pull.
    const pull = await requestJson(t.app, 'GET', '/api/sync/pull?since=0&limit=500', undefined, m.token);
    const sets = (pull.data as PullResponse).changes.filter((c) => c.table === 'measurement_sets');
    expect(sets.map((s) => s.id).sort()).toEqual([first, second].sort());
  });

  it('refuses a customer, a clothing type or a part of another store, and an empty taking', async () => {
    const m = await tailor();
    const other = await tailor();
    const mine = await customerOf(m);
    const theirs = await customerOf(other);
    const results = await push(m, [
      upsert('measurement_sets', newId(), taking(theirs, m.parts.slice(0, 1), 80)),
      upsert('measurement_sets', newId(), taking(mine, m.parts.slice(0, 1), 80, { clothingTypeId: other.typeId })),
      upsert('measurement_sets', newId(), taking(mine, other.parts.slice(0, 1), 80)),
      upsert('measurement_sets', newId(), taking(mine, [], 80)),
      upsert('measurement_sets', newId(), taking(newId(), m.parts.slice(0, 1), 80)),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected', 'rejected', 'rejected']);
    expect(results.map((r) => (r.status === 'rejected' ? r.message : ''))).toEqual([
      MEASURE_CUSTOMER_UNKNOWN,
      MEASURE_TYPE_UNKNOWN,
      MEASURE_PART_UNKNOWN,
      expect.any(String),
      MEASURE_CUSTOMER_UNKNOWN,
    ]);
    expect(results[3]!.status === 'rejected' && results[3]!.errors?.values).toEqual([MEASURE_VALUES_EMPTY]);
    const stored = await t.db.selectFrom('measurement_sets').select('id').where('store_id', '=', m.storeId).execute();
    expect(stored).toEqual([]);

    // Another store's set is as unknown as a missing one.
    const theirSet = newId();
    expect(
      (await push(other, [upsert('measurement_sets', theirSet, taking(theirs, other.parts, 80))]))[0]!.status,
    ).toBe('applied');
    const [cross] = await push(m, [upsert('measurement_sets', theirSet, { notes: 'x' }, 1)]);
    expect(cross!.status).toBe('rejected');
  });

  it('turns measurements typed on the customer form into a new taking, matched to the parts by name', async () => {
    const m = await tailor();
    const id = await customerOf(m, { measurements: { 'tour de poitrine': 92, 'Longueur robe': 120 } });
    const [edit] = await push(m, [upsert('customers', id, { city: 'Bobo-Dioulasso' }, 1)]);
    expect(edit!.status).toBe('applied');
    const sets = await t.db.selectFrom('measurement_sets').selectAll().where('customer_id', '=', id).execute();
    expect(sets).toHaveLength(1);
    const poitrine = m.parts.find((p) => p.name === 'Tour de poitrine')!;
    expect(JSON.parse(sets[0]!.measure_values)).toEqual([
      { partId: poitrine.id, name: 'Tour de poitrine', unit: 'cm', value: 92 },
      { partId: null, name: 'Longueur robe', unit: 'cm', value: 120 },
    ]);
  });
});

describe('the limits of a taking, on every path into a measurement set', () => {
  const many = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`Mesure ${i + 1}`, 10 + i]));

  it('refuses 101 values pushed as a set, naming its own reason (not the empty-list message)', async () => {
    const m = await tailor();
    const customerId = await customerOf(m);
    const values = Array.from({ length: 101 }, (_, i) => ({
      partId: null,
      name: `Mesure ${i}`,
      unit: 'cm',
      value: 50,
    }));
    const [r] = await push(m, [upsert('measurement_sets', newId(), { ...taking(customerId, [], 80), values })]);
    expect(r).toMatchObject({ status: 'rejected', errors: { values: [MEASURE_VALUES_TOO_MANY] } });
    const [ok] = await push(m, [
      upsert('measurement_sets', newId(), { ...taking(customerId, [], 80), values: values.slice(0, 100) }),
    ]);
    expect(ok!.status).toBe('applied');
  });

  it('refuses a customer record with 150 measurements: no set of 150 values, nothing written', async () => {
    const m = await tailor();
    const id = newId();
    const [r] = await push(m, [
      upsert('customers', id, { firstName: 'Awa', lastName: 'Sanou', measurements: many(150) }),
    ]);
    expect(r).toMatchObject({ status: 'rejected', errors: { measurements: [MEASURE_VALUES_TOO_MANY] } });
    expect(await t.db.selectFrom('customers').select('id').where('id', '=', id).execute()).toEqual([]);
    expect(await t.db.selectFrom('measurement_sets').select('id').where('customer_id', '=', id).execute()).toEqual([]);
    // 100 is the limit, not a refusal
    const [ok] = await push(m, [
      upsert('customers', id, { firstName: 'Awa', lastName: 'Sanou', measurements: many(100) }),
    ]);
    expect(ok!.status).toBe('applied');
  });

  it('holds the limits in the repository itself, whoever calls it (count and bounds, each its own reason)', async () => {
    const m = await tailor();
    const id = await customerOf(m);
    await t.db.transaction().execute(async (trx) => {
      expect(await recordCustomerMeasurements(trx, m.storeId, id, many(150))).toEqual({
        message: MEASURE_VALUES_TOO_MANY,
        errors: { measurements: [MEASURE_VALUES_TOO_MANY] },
      });
      expect(await recordCustomerMeasurements(trx, m.storeId, id, { Taille: 5000 })).toEqual({
        message: MEASURE_VALUE_INVALID,
        errors: { measurements: [MEASURE_VALUE_INVALID] },
      });
    });
    expect(await t.db.selectFrom('measurement_sets').select('id').where('customer_id', '=', id).execute()).toEqual([]);
  });
});

describe('the measurement sets migration', () => {
  it('moves every customer measurement into a first set, nothing lost, with a version devices pull', async () => {
    const m = await tailor();
    await measurementSetsMigration.down(t.db);
    const now = new Date().toISOString();
    const customer = (id: string, measurements: string) => ({
      id,
      store_id: m.storeId,
      first_name: 'Issa',
      last_name: 'Ouédraogo',
      phone: null,
      email: null,
      city: null,
      address: null,
      gender: null,
      notes: null,
      measurements,
      version: 1,
      created_at: now,
      updated_at: '2026-10-01T09:00:00.000Z',
      deleted_at: null,
    });
    const [withM, without, broken] = [newId(), newId(), newId()];
    await t.db
      .insertInto('customers')
      .values([
        customer(withM, JSON.stringify({ tour_de_poitrine: 102, TAILLE: 80, longueur_chemise: 78 })),
        customer(without, '{}'),
        customer(broken, 'not json'),
      ])
      .execute();
    const before = Number((await t.db.selectFrom('sync_counter').select('value').executeTakeFirstOrThrow()).value);
    await measurementSetsMigration.up(t.db);

    const sets = await t.db.selectFrom('measurement_sets').selectAll().where('store_id', '=', m.storeId).execute();
    expect(sets.map((s) => s.customer_id)).toEqual([withM]);
    const set = sets[0]!;
    expect(set.taken_at).toBe('2026-10-01T09:00:00.000Z');
    expect(set.version).toBeGreaterThan(before);
    const byName = (n: string) => m.parts.find((p) => p.name === n)!.id;
    expect(JSON.parse(set.measure_values)).toEqual([
      { partId: byName('Tour de poitrine'), name: 'Tour de poitrine', unit: 'cm', value: 102 },
      { partId: byName('Taille'), name: 'Taille', unit: 'cm', value: 80 },
      { partId: null, name: 'longueur_chemise', unit: 'cm', value: 78 },
    ]);
    // The customer keeps its column (older devices read it).
    const kept = await t.db.selectFrom('customers').select('measurements').where('id', '=', withM).executeTakeFirst();
    expect(JSON.parse(kept!.measurements)).toEqual({ tour_de_poitrine: 102, TAILLE: 80, longueur_chemise: 78 });
    const pull = await requestJson(t.app, 'GET', `/api/sync/pull?since=${before}&limit=500`, undefined, m.token);
    expect((pull.data as PullResponse).changes.map((c) => c.table)).toContain('measurement_sets');
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PushResponse, SyncMutation, SyncRecord } from '#shared/sync';
import { createTestContext, requestJson, type TestContext } from '../testing/harness';
import { newId } from '../ids';
import { syncTables, type SyncChange, type SyncTableRules } from './registry';
import { createMerchant } from '../testing/factories';

/**
 * The per-table rules hook (decision 014), proven on the customers table with test-only rules: a refusal becomes a
 * `rejected` answer with its French reason, and a rule's side effects commit or roll back with the mutation.
 */

/** A side-effect table of the test only (what stock reservations will be for orders). */
type Effects = {
  rule_effects: { id: string; store_id: string; customer_id: string; seen_first_name: string | null };
};

const PHONE_LOCKED = "Le téléphone d'un client ne change plus une fois enregistré.";
const DELETE_LOCKED = 'Ce client a des retouches en cours : il ne peut pas être supprimé.';
const LIMIT_REACHED = 'Plus de place pour un nouveau client dans ce test.';

let ctx: TestContext;
const originalRules = syncTables.customers.rules;

beforeEach(async () => {
  ctx = await createTestContext();
  await ctx.db.schema
    .createTable('rule_effects')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('store_id', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('seen_first_name', 'text')
    .execute();
});
afterEach(async () => {
  syncTables.customers.rules = originalRules;
  await ctx.close();
});

const effects = () => ctx.db.withTables<Effects>().selectFrom('rule_effects').selectAll().execute();

function upsert(id: string, changes: Record<string, unknown>, baseVersion = 0): SyncMutation {
  return { mutationId: newId(), table: 'customers', op: 'upsert', id, baseVersion, changes };
}

async function push(token: string, mutations: SyncMutation[]) {
  return requestJson(ctx.app, 'POST', '/api/sync/push', { clientId: 'tablet', mutations }, token);
}

async function pushed(token: string, mutations: SyncMutation[]) {
  const res = await push(token, mutations);
  expect(res.status).toBe(200);
  return (res.data as PushResponse).results;
}

describe('a synced table rules hook', () => {
  it('turns a validate refusal against the current row into a rejected answer with its French reason', async () => {
    const seen: [SyncChange, SyncRecord | null, string][] = [];
    syncTables.customers.rules = {
      validate(change, current, rule) {
        seen.push([change, current, rule.storeId]);
        if (change.op === 'delete' && current?.data.notes === 'retouches') return DELETE_LOCKED;
        if (current?.data.phone && change.next && change.next.phone !== current.data.phone) {
          return { message: PHONE_LOCKED, errors: { phone: [PHONE_LOCKED] } };
        }
      },
    } satisfies SyncTableRules;
    const m = await createMerchant(ctx.db, ctx.config);
    const id = newId();
    const [created] = await pushed(m.token, [
      upsert(id, { firstName: 'Awa', lastName: 'Ouédraogo', phone: '70112233' }),
    ]);
    expect(created).toMatchObject({ status: 'applied' });
    expect(seen[0]).toEqual([
      { op: 'upsert', id, changes: expect.objectContaining({ firstName: 'Awa' }), next: expect.any(Object) },
      null,
      m.storeId,
    ]);

    const change = upsert(id, { phone: '76000000', city: 'Koudougou' }, created!.record!.version);
    const [refused] = await pushed(m.token, [change]);
    expect(refused).toEqual({
      mutationId: change.mutationId,
      status: 'rejected',
      message: PHONE_LOCKED,
      errors: { phone: [PHONE_LOCKED] },
      record: created!.record,
    });
    // The rule saw the row as the server holds it, and the change as it would be written.
    expect(seen[1]![1]).toEqual(created!.record);
    expect(seen[1]![0]).toMatchObject({ changes: { phone: '76000000', city: 'Koudougou' } });
    const row = await ctx.db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect([row.phone, row.city, row.version]).toEqual(['70112233', null, created!.record!.version]);
    // The refusal is stored like any answer: a replay gets it again and the rule is not asked twice.
    expect(await pushed(m.token, [change])).toEqual([refused]);
    expect(seen).toHaveLength(2);

    // A delete is judged too.
    const [noted] = await pushed(m.token, [upsert(id, { notes: 'retouches' }, created!.record!.version)]);
    const [notDeleted] = await pushed(m.token, [
      { mutationId: newId(), table: 'customers', op: 'delete', id, baseVersion: noted!.record!.version },
    ]);
    expect(notDeleted).toMatchObject({ status: 'rejected', message: DELETE_LOCKED, record: { deletedAt: null } });
    expect(
      (await ctx.db.selectFrom('customers').select('deleted_at').where('id', '=', id).executeTakeFirstOrThrow())
        .deleted_at,
    ).toBeNull();
  });

  it('applies side effects in the same transaction, and a refusal after them rolls back the row and its effects', async () => {
    syncTables.customers.rules = {
      async apply(change, _current, rule) {
        if (change.op !== 'upsert') return;
        const taken = await rule.trx.withTables<Effects>().selectFrom('rule_effects').select('id').execute();
        // The side effect sees the row the mutation just wrote (same transaction) and is written beside it.
        const written = await rule.trx
          .selectFrom('customers')
          .select('first_name')
          .where('id', '=', change.id)
          .executeTakeFirst();
        await rule.trx
          .withTables<Effects>()
          .insertInto('rule_effects')
          .values({
            id: newId(),
            store_id: rule.storeId,
            customer_id: change.id,
            seen_first_name: written?.first_name ?? null,
          })
          .execute();
        // Refused after writing (like stock that ran out while reserving): everything above must be undone.
        if (taken.length >= 1) return LIMIT_REACHED;
      },
    } satisfies SyncTableRules;
    const m = await createMerchant(ctx.db, ctx.config);
    const [first, second, third] = [newId(), newId(), newId()];

    const results = await pushed(m.token, [
      upsert(first, { firstName: 'Awa', lastName: 'Ouédraogo' }),
      upsert(second, { firstName: 'Binta', lastName: 'Sawadogo' }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['applied', 'rejected']);
    expect(results[1]).toMatchObject({ message: LIMIT_REACHED, record: null });
    expect(await effects()).toEqual([
      { id: expect.any(String), store_id: m.storeId, customer_id: first, seen_first_name: 'Awa' },
    ]);
    const ids = (await ctx.db.selectFrom('customers').select('id').execute()).map((r) => r.id);
    expect(ids).toEqual([first]);
    const answers = await ctx.db.selectFrom('sync_mutations').select(['row_id', 'status']).execute();
    expect(Object.fromEntries(answers.map((a) => [a.row_id, a.status]))).toEqual({
      [first]: 'applied',
      [second]: 'rejected',
    });

    // An unexpected failure in a side effect fails the push: the row and the effect go, the client will retry.
    syncTables.customers.rules = {
      async apply(change, _current, rule) {
        await rule.trx
          .withTables<Effects>()
          .insertInto('rule_effects')
          .values({ id: newId(), store_id: rule.storeId, customer_id: change.id, seen_first_name: null })
          .execute();
        throw new Error('panne du test');
      },
    };
    const failed = await push(m.token, [upsert(third, { firstName: 'Céline', lastName: 'Kaboré' })]);
    expect(failed.status).toBe(500);
    expect(await effects()).toHaveLength(1);
    expect(await ctx.db.selectFrom('customers').select('id').where('id', '=', third).execute()).toEqual([]);
    expect(await ctx.db.selectFrom('sync_mutations').select('row_id').where('row_id', '=', third).execute()).toEqual(
      [],
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GARMENT_STAGES, garmentLine, paidOf, type Garment, type Payment } from '#shared/schemas/atelier-order';
import { newOrderCode, type OrderLine } from '#shared/schemas/order-record';
import { toCm } from '#shared/schemas/atelier-resources';
import type { SyncResult } from '#shared/sync';
import { createMerchant } from '../../../api/testing/factories';
import { requestJson } from '../../../api/testing/harness';
import type { OutboxEntry } from './db';
import { queueUpsert } from './local-writes';
import { newClientId } from './ids';
import {
  apiPerFile,
  closeTablets,
  expectTabletsEqualServer,
  openTablets,
  settle,
  syncCommandArb,
  syncWith,
  tabletArb,
  visibleIds,
  type SyncCommand,
} from './property-harness';

/**
 * Two tablets of one workshop take made-to-measure orders offline (garments cut from the workshop's fabric or brought
 * by the customer, a deposit or none), add later payments, move garments' stages and cancel orders — the same order on
 * both tablets —, while the network drops requests, duplicates them or loses their answers. After everyone syncs on a
 * good network: every tablet equals the server; no payment is ever recorded twice (nor lost once acknowledged), no
 * order is paid beyond its price; and the fabric's stock went down exactly once per metre the active orders use
 * (initial − the metres of the orders not canceled), however often a push was replayed.
 */

const api = apiPerFile();
const FABRIC_STOCK_M = 30;
const PRICE = 20000;
const client = tabletArb;

type Command =
  | { kind: 'order'; client: number; garments: { stock: boolean; meters: number }[]; deposit: number }
  | { kind: 'pay'; client: number; pick: number; amount: number }
  | { kind: 'stage'; client: number; pick: number; stage: number }
  | { kind: 'cancel'; client: number; pick: number }
  | SyncCommand;

const command: fc.Arbitrary<Command> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('order' as const),
      client,
      garments: fc.array(fc.record({ stock: fc.boolean(), meters: fc.constantFrom(1.5, 2, 3) }), {
        minLength: 1,
        maxLength: 2,
      }),
      deposit: fc.constantFrom(0, 5000, 10000),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      client,
      pick: fc.nat(),
      // Large enough that two tablets paying the same balance overpay it: the server must refuse one.
      amount: fc.constantFrom(2500, 10000, 20000),
    }),
    weight: 4,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('stage' as const),
      client,
      pick: fc.nat(),
      stage: fc.integer({ min: 0, max: GARMENT_STAGES.length - 1 }),
    }),
    weight: 2,
  },
  { arbitrary: fc.record({ kind: fc.constant('cancel' as const), client, pick: fc.nat() }), weight: 1 },
  { arbitrary: syncCommandArb, weight: 5 },
);

describe('offline sync of atelier orders (garments, payments, fabric), property', () => {
  it('converges, never records a payment twice, and takes fabric from stock exactly once', async () => {
    let paymentsSeen = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 5, maxLength: 30 }), async (commands) => {
        const ctx = api();
        const m = await createMerchant(ctx.db, ctx.config, { subscription: 'active', plan: 'entreprise' });
        expect((await requestJson(ctx.app, 'PUT', '/api/atelier/settings', { enabled: true }, m.token)).status).toBe(
          200,
        );
        const fabric = await requestJson(
          ctx.app,
          'POST',
          '/api/atelier/fabrics',
          { name: 'Bazin riche', stock: String(FABRIC_STOCK_M) },
          m.token,
        );
        expect(fabric.status, JSON.stringify(fabric.data)).toBe(201);
        const fabricId = fabric.data.data.id as string;

        // Every payment id the server acknowledged (in an applied order), with its amount.
        const acknowledged = new Map<string, number>();
        const tablets = openTablets(ctx, m.token, () => (entry: OutboxEntry, result: SyncResult) => {
          if (entry.table !== 'orders' || result.status !== 'applied' || !result.record) return;
          for (const p of (result.record.data.payments as Payment[] | undefined) ?? [])
            acknowledged.set(p.id, p.amount);
        });

        for (const c of commands) {
          const tablet = tablets[c.client]!;
          const { db } = tablet;
          if (c.kind === 'sync') {
            await syncWith(tablet, c.fault);
          } else if (c.kind === 'order') {
            const garments: Garment[] = c.garments.map((g) => ({
              clothingTypeId: null,
              name: 'Boubou',
              fabric: g.stock ? 'stock' : 'customer',
              fabricNote: g.stock ? null : 'Wax apporté',
              fabricId: g.stock ? fabricId : null,
              fabricMeters: g.stock ? g.meters : null,
              measurementSetId: null,
              measurements: [],
              price: PRICE,
              stage: 'measures',
              notes: null,
            }));
            await queueUpsert(db, 'orders', newClientId(), {
              code: newOrderCode(),
              status: 'pending',
              customerId: null,
              firstname: 'Mariam',
              lastname: 'Traoré',
              phone: '+22670112233',
              lines: garments.map(garmentLine),
              garments,
              payments: c.deposit
                ? [{ id: newClientId(), at: new Date().toISOString(), amount: c.deposit, note: 'Avance' }]
                : [],
              dueDate: '2026-12-20',
            });
          } else {
            const ids = await visibleIds(db, 'orders');
            if (ids.length === 0) continue;
            const id = ids[c.pick % ids.length]!;
            const row = (await db.mirror('orders').get(id))!;
            const payments = (row.data.payments as Payment[] | undefined) ?? [];
            const garments = (row.data.garments as Garment[] | undefined) ?? [];
            if (c.kind === 'pay') {
              const payment = { id: newClientId(), at: new Date().toISOString(), amount: c.amount, note: null };
              await queueUpsert(db, 'orders', id, { payments: [...payments, payment] });
            } else if (c.kind === 'stage') {
              const stage = GARMENT_STAGES[c.stage]!;
              await queueUpsert(db, 'orders', id, { garments: garments.map((g) => ({ ...g, stage })) });
            } else {
              await queueUpsert(db, 'orders', id, { status: 'canceled', message: null });
            }
          }
        }

        await settle(tablets);
        const rows = await expectTabletsEqualServer(ctx, m.storeId, tablets, 'orders', { serverOnly: true });

        // Payments: each one once, on one order; none acknowledged is lost; no order paid beyond its price.
        const onServer = new Map<string, number>();
        let usedCm = 0;
        for (const { data, deleted } of rows.values()) {
          const payments = (data.payments as Payment[] | undefined) ?? [];
          for (const p of payments) {
            expect(onServer.has(p.id), `payment ${p.id} recorded twice`).toBe(false);
            onServer.set(p.id, p.amount);
          }
          const total = ((data.lines as OrderLine[]) ?? []).reduce((s, l) => s + l.quantity * l.unitPrice, 0);
          expect(paidOf(payments)).toBeLessThanOrEqual(total);
          if (deleted || data.status === 'canceled') continue;
          for (const g of (data.garments as Garment[] | undefined) ?? [])
            if (g.fabric === 'stock' && g.fabricId === fabricId && g.fabricMeters) usedCm += toCm(g.fabricMeters);
        }
        for (const [id, amount] of acknowledged) expect(onServer.get(id), `payment ${id} lost`).toBe(amount);
        paymentsSeen += onServer.size;

        // The ledger shows each payment once, as income.
        const month = new Date().toISOString().slice(0, 7);
        const ledger = await requestJson(
          ctx.app,
          'GET',
          `/api/atelier/transactions?month=${month}`,
          undefined,
          m.token,
        );
        expect(ledger.status).toBe(200);
        const fromOrders = (ledger.data.data as { source: string }[]).filter((e) => e.source === 'order');
        expect(fromOrders).toHaveLength(onServer.size);

        // Fabric: initial stock − the metres of the orders still active, exactly once.
        const stock = await ctx.db
          .selectFrom('atelier_fabrics')
          .select('stock_cm')
          .where('id', '=', fabricId)
          .executeTakeFirstOrThrow();
        expect(Number(stock.stock_cm)).toBe(toCm(FABRIC_STOCK_M) - usedCm);
        closeTablets(tablets);
      }),
      {
        numRuns: 25,
        examples: [
          // Both tablets pay the same order's balance from the same version, answers lost and requests duplicated:
          // one payment is kept, the other is refused or a conflict; the fabric is taken once, given back once.
          [
            [
              { kind: 'order', client: 0, garments: [{ stock: true, meters: 3 }], deposit: 5000 },
              { kind: 'sync', client: 0, fault: 'lost-answer' },
              { kind: 'sync', client: 0, fault: 'duplicate' },
              { kind: 'sync', client: 1, fault: 'ok' },
              { kind: 'pay', client: 0, pick: 0, amount: 10000 },
              { kind: 'pay', client: 1, pick: 0, amount: 10000 },
              { kind: 'sync', client: 1, fault: 'duplicate' },
              { kind: 'sync', client: 0, fault: 'lost-answer' },
              { kind: 'cancel', client: 1, pick: 0 },
              { kind: 'sync', client: 1, fault: 'duplicate' },
            ],
          ],
        ],
      },
    );
    // The runs did record payments (not only orders and syncs).
    expect(paymentsSeen).toBeGreaterThan(10);
  }, 240_000);
});

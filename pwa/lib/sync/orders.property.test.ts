import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '#shared/constants';
import { newOrderCode, type OrderLine } from '#shared/schemas/order-record';
import type { SyncResult } from '#shared/sync';
import { createMerchant, createProduct } from '../../../api/testing/factories';
import type { OutboxEntry } from './db';
import { queueUpsert } from './local-writes';
import { newClientId } from './ids';
import {
  closeTablets,
  expectTabletsEqualServer,
  openTablets,
  settle,
  syncCommandArb,
  syncWith,
  TABLETS,
  tabletArb,
  apiPerFile,
  type SyncCommand,
} from './property-harness';

/**
 * Two tablets of one shop take orders offline (a product, its variant, or a typed service) and move their statuses
 * (allowed moves and refused ones, the same order on both tablets), while the network drops requests, duplicates them
 * or loses their answers. After everyone syncs on a good network: every tablet equals the server, no stock went
 * below zero and each stock equals the initial stock minus the quantities of the orders still active (not canceled),
 * every order made on a tablet is on the server or kept there as a refusal, and every refusal and conflict the server
 * answered is still on the tablet for review.
 */

const api = apiPerFile();
const PRODUCT_STOCK = 6;
const VARIANT_STOCK = 4;
const client = tabletArb;

type Command =
  | { kind: 'order'; client: number; item: 'product' | 'variant' | 'service'; quantity: number }
  | { kind: 'status'; client: number; pick: number; status: OrderStatus }
  | SyncCommand;

const command: fc.Arbitrary<Command> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('order' as const),
      client,
      item: fc.constantFrom('product' as const, 'variant' as const, 'service' as const),
      quantity: fc.integer({ min: 1, max: 3 }),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('status' as const),
      client,
      pick: fc.nat(),
      status: fc.constantFrom(...ORDER_STATUSES),
    }),
    weight: 4,
  },
  { arbitrary: syncCommandArb, weight: 5 },
);

describe('offline sync of orders, property', () => {
  it('converges, keeps stock = initial − active orders, and keeps every refusal and conflict', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 5, maxLength: 30 }), async (commands) => {
        const ctx = api();
        const m = await createMerchant(ctx.db, ctx.config);
        const p = await createProduct(ctx.db, m.storeId, {
          name: 'Pagne wax',
          price: 5000,
          stock: PRODUCT_STOCK,
          variant: { name: 'Rouge M', size: 'M', color: 'Rouge', price: 6000, stock: VARIANT_STOCK },
        });
        const lineFor = (item: 'product' | 'variant' | 'service', quantity: number): OrderLine => ({
          productId: item === 'service' ? null : p.productId,
          subProductId: item === 'variant' ? p.subProductId : null,
          name: item === 'service' ? 'Retouche' : item === 'variant' ? 'Pagne wax — Rouge M' : 'Pagne wax',
          size: item === 'variant' ? 'M' : null,
          color: item === 'variant' ? 'Rouge' : null,
          quantity,
          unitPrice: 5000,
        });

        const answers = Array.from({ length: TABLETS }, () => ({
          rejected: new Set<string>(),
          conflicts: new Set<string>(),
          made: new Set<string>(),
        }));
        const tablets = openTablets(ctx, m.token, (i) => (_entry: OutboxEntry, result: SyncResult) => {
          if (result.status === 'rejected') answers[i]!.rejected.add(result.mutationId);
          if (result.status === 'conflict') answers[i]!.conflicts.add(result.mutationId);
        });
        const clients = tablets.map((t, i) => ({ ...t, answered: answers[i]!, made: answers[i]!.made }));

        for (const c of commands) {
          const tablet = clients[c.client]!;
          if (c.kind === 'order') {
            const id = newClientId();
            tablet.made.add(id);
            await queueUpsert(tablet.db, 'orders', id, {
              code: newOrderCode(),
              status: 'pending',
              customerId: null,
              firstname: 'Awa',
              lastname: 'Kaboré',
              phone: '',
              email: '',
              city: 'Ouagadougou',
              address: null,
              lines: [lineFor(c.item, c.quantity)],
              message: null,
            });
          } else if (c.kind === 'sync') {
            await syncWith(tablet, c.fault);
          } else {
            const ids = (await tablet.db.mirror('orders').toCollection().primaryKeys()).sort();
            if (ids.length === 0) continue;
            await queueUpsert(tablet.db, 'orders', ids[c.pick % ids.length]!, { status: c.status, message: null });
          }
        }

        await settle(clients);
        // Orders the server refused stay on the tablet (as refusals), never on the server.
        const rows = await expectTabletsEqualServer(ctx, m.storeId, clients, 'orders', { serverOnly: true });
        const server = new Map([...rows].map(([id, row]) => [id, row.data]));
        for (const { db, made, answered } of clients) {
          const refusedRows = new Set((await db.rejected.toArray()).map((r) => r.rowId));
          for (const id of made) expect(server.has(id) || refusedRows.has(id)).toBe(true);
          const keptRefusals = new Set(await db.rejected.toCollection().primaryKeys());
          const keptConflicts = new Set(await db.conflicts.toCollection().primaryKeys());
          for (const id of answered.rejected) expect(keptRefusals.has(id)).toBe(true);
          for (const id of answered.conflicts) expect(keptConflicts.has(id)).toBe(true);
        }

        // Stock = initial stock − the quantities of active orders, for the product and for its variant.
        let productActive = 0;
        let variantActive = 0;
        for (const order of server.values()) {
          if (order.status === 'canceled') continue;
          for (const line of order.lines as OrderLine[]) {
            if (line.productId !== p.productId) continue;
            if (line.subProductId) variantActive += line.quantity;
            else productActive += line.quantity;
          }
        }
        const product = await ctx.db
          .selectFrom('products')
          .select('stock')
          .where('id', '=', p.productId)
          .executeTakeFirstOrThrow();
        const variant = await ctx.db
          .selectFrom('sub_products')
          .select('stock')
          .where('id', '=', p.subProductId!)
          .executeTakeFirstOrThrow();
        expect(Number(product.stock)).toBe(PRODUCT_STOCK - productActive);
        expect(Number(variant.stock)).toBe(VARIANT_STOCK - variantActive);
        expect(Number(product.stock)).toBeGreaterThanOrEqual(0);
        expect(Number(variant.stock)).toBeGreaterThanOrEqual(0);
        closeTablets(clients);
      }),
      {
        numRuns: 30,
        examples: [
          // Both tablets move the same order from the same version (one confirms, one cancels), answers lost and
          // requests duplicated: one wins, the other is a conflict to review; the stock is given back at most once.
          [
            [
              { kind: 'order', client: 0, item: 'variant', quantity: 2 },
              { kind: 'sync', client: 0, fault: 'ok' },
              { kind: 'sync', client: 1, fault: 'ok' },
              { kind: 'status', client: 1, pick: 0, status: 'canceled' },
              { kind: 'status', client: 0, pick: 0, status: 'confirmed' },
              { kind: 'sync', client: 1, fault: 'lost-answer' },
              { kind: 'sync', client: 0, fault: 'duplicate' },
              { kind: 'status', client: 1, pick: 0, status: 'canceled' },
              { kind: 'sync', client: 1, fault: 'duplicate' },
            ],
          ],
        ],
      },
    );
  }, 180_000);
});

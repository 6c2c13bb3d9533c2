import type * as v from 'valibot';
import type { DB } from '../db/database';
import type { RecordData } from '#shared/sync';
import {
  EMPTY_ORDER_RECORD,
  ORDER_CODE_TAKEN,
  ORDER_CUSTOMER_UNKNOWN,
  ORDER_FIELDS,
  ORDER_LOCKED,
  ORDER_NO_DELETE,
  ORDER_PRODUCT_UNKNOWN,
  ORDER_STARTS_PENDING,
  orderRecordSchema,
  stockShortFor,
  type OrderLine,
  type OrderRecord,
} from '#shared/schemas/order-record';
import type { OrdersTable } from '../db/tables-catalog';
import { nowIso } from '../ids';
import { enqueuePublish } from '../publishing/enqueue';
import type { SyncTableDef } from '../sync/table-def';
import { orderColumns, orderRecordFromRow } from './order-row';
import { atelierOrderRefusal } from '../atelier/atelier-order-rules';
import { applyFabricUsage } from '../atelier/fabric-usage';
import { recordStageMoves } from '../atelier/stage-events';
import { applyStatusEffects, authorName, statusRefusal, withHistory } from './update-order';
import { customerOfStore } from './order-repository';
import { deliveryInStep } from '#shared/order-delivery';

/**
 * Fields fixed once the order reached the server: changing them would need stock moves the device cannot judge. The
 * customer is not one: the merchant moves an order to another customer of hers (a shared family phone).
 */
const LOCKED_FIELDS = ['lines', 'code', 'paidVia'];

/**
 * Orders as a synced table (decision 019): the device creates walk-in orders and moves statuses offline; the server
 * judges each change in the push's transaction — the state machine, lines and customer of the same store, stock
 * reserved on create and given back on cancel as a change of the stock — and writes the status history.
 */
export const ordersSyncTable: SyncTableDef = {
  name: 'orders',
  fields: ORDER_FIELDS,
  schema: orderRecordSchema as unknown as v.GenericSchema<unknown, RecordData>,
  empty: EMPTY_ORDER_RECORD as unknown as RecordData,
  toColumns: (d) => orderColumns(d as unknown as OrderRecord),
  fromRow: (row) => orderRecordFromRow(row as unknown as OrdersTable) as unknown as RecordData,
  // A payment taken on the tablet offline and one taken on the phone meanwhile are both money received: both kept.
  appendOnly: ['payments'],
  rules: {
    async validate(change, current, { trx, storeId }) {
      if (change.op === 'delete') return ORDER_NO_DELETE;
      const next = change.next as unknown as OrderRecord;
      if (!current) {
        if (next.status !== 'pending')
          return { message: ORDER_STARTS_PENDING, errors: { status: [ORDER_STARTS_PENDING] } };
        const taken = await trx
          .selectFrom('orders')
          .select('id')
          .where('store_id', '=', storeId)
          .where('code', '=', next.code)
          .executeTakeFirst();
        if (taken) return { message: ORDER_CODE_TAKEN, errors: { code: [ORDER_CODE_TAKEN] } };
        if (next.customerId && !(await customerOfStore(trx, storeId, next.customerId))) {
          return { message: ORDER_CUSTOMER_UNKNOWN, errors: { customerId: [ORDER_CUSTOMER_UNKNOWN] } };
        }
        for (const line of next.lines) {
          if (!(await lineOfStore(trx, storeId, line))) {
            return { message: ORDER_PRODUCT_UNKNOWN, errors: { lines: [`${ORDER_PRODUCT_UNKNOWN} (${line.name})`] } };
          }
        }
        return atelierOrderRefusal(trx, storeId, next, null);
      }
      const locked = Object.keys(change.changes).filter((f) => LOCKED_FIELDS.includes(f));
      if (locked.length)
        return { message: ORDER_LOCKED, errors: Object.fromEntries(locked.map((f) => [f, [ORDER_LOCKED]])) };
      if ('customerId' in change.changes && next.customerId !== (current.data.customerId ?? null)) {
        if (!next.customerId || !(await customerOfStore(trx, storeId, next.customerId))) {
          return { message: ORDER_CUSTOMER_UNKNOWN, errors: { customerId: [ORDER_CUSTOMER_UNKNOWN] } };
        }
      }
      const before = current.data as unknown as OrderRecord;
      const refusal = statusRefusal(before.status, next.status, next.garments);
      if (refusal) return { message: refusal, errors: { status: [refusal] } };
      return atelierOrderRefusal(trx, storeId, next, before);
    },

    async apply(change, current, { trx, storeId, member }) {
      if (change.op === 'delete') return null;
      const sent = change.next as unknown as OrderRecord;
      // The atelier's « Livré » and Commandes' « Livrée » are one state (shared/order-delivery.ts): whatever the
      // device sent, the row is written in step (a new order handed over at once starts « En Cours », then is « Livrée »).
      const next = deliveryInStep(sent);
      const by = await storeOwnerName(trx, storeId);
      // Fabric of the workshop's stock: taken on create, the difference on a change, given back on cancel.
      await applyFabricUsage(trx, storeId, current ? (current.data as unknown as OrderRecord) : null, next);
      if (!current) {
        // Reserve every line's stock: a conditional decrement, so two devices can never sell the same last item.
        for (const line of next.lines) {
          if (!(await reserve(trx, storeId, line)))
            return { message: stockShortFor(line.name), errors: { lines: [stockShortFor(line.name)] } };
        }
        if (next.lines.some((l) => l.productId)) await enqueuePublish(trx, storeId);
        const at = nowIso();
        const history: OrderRecord['history'] = [{ status: 'pending', at, by, message: next.message }];
        if (next.status !== sent.status) {
          history.push({ status: next.status, at, by, message: null });
          await trx.updateTable('orders').set({ status: next.status }).where('id', '=', change.id).execute();
        }
        await writeHistory(trx, change.id, history);
        return null;
      }
      const before = current.data as unknown as OrderRecord;
      if (next !== sent) {
        await trx
          .updateTable('orders')
          .set({ status: next.status, garments: JSON.stringify(next.garments ?? []) })
          .where('id', '=', change.id)
          .execute();
      }
      if ('garments' in change.changes || next.garments !== sent.garments)
        await recordStageMoves(
          trx,
          storeId,
          change.id,
          before.garments ?? [],
          next.garments ?? [],
          member?.staffId ?? null,
        );
      const message = 'message' in change.changes ? next.message : null;
      if (before.status === next.status && !message) return null;
      const { effects } = await applyStatusEffects(trx, storeId, before.status, next.status, before.lines);
      if (effects.stockChanged) await enqueuePublish(trx, storeId);
      await writeHistory(trx, change.id, withHistory(before.history, before.status, next.status, message, by));
      return null;
    },
  },
};

async function writeHistory(trx: DB, orderId: string, history: OrderRecord['history']) {
  await trx
    .updateTable('orders')
    .set({ history: JSON.stringify(history) })
    .where('id', '=', orderId)
    .execute();
}

async function storeOwnerName(trx: DB, storeId: string): Promise<string> {
  const store = await trx.selectFrom('stores').select('user_id').where('id', '=', storeId).executeTakeFirst();
  return store ? authorName(trx, store.user_id) : 'Boutique';
}

/** A line names no product (a service, a custom piece) or a product — and variant — of this store. */
async function lineOfStore(trx: DB, storeId: string, line: OrderLine): Promise<boolean> {
  if (!line.productId) return !line.subProductId;
  const product = await trx
    .selectFrom('products')
    .select('id')
    .where('id', '=', line.productId)
    .where('store_id', '=', storeId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!product) return false;
  if (!line.subProductId) return true;
  const sub = await trx
    .selectFrom('sub_products')
    .select('id')
    .where('id', '=', line.subProductId)
    .where('product_id', '=', line.productId)
    .where('store_id', '=', storeId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Boolean(sub);
}

/** Takes the line's quantity from its variant's or product's stock when there is enough; false otherwise. */
async function reserve(trx: DB, storeId: string, line: OrderLine): Promise<boolean> {
  if (!line.productId) return true;
  const table = line.subProductId ? 'sub_products' : 'products';
  const id = line.subProductId ?? line.productId;
  const taken = await trx
    .updateTable(table)
    .set((eb) => ({ stock: eb('stock', '-', line.quantity), updated_at: nowIso() }))
    .where('id', '=', id)
    .where('store_id', '=', storeId)
    .where('stock', '>=', line.quantity)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

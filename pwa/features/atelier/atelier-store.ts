import { deliveryInStep } from '#shared/order-delivery';
import type { OrderStatus } from '#shared/constants';
import { moneyOrderOf } from '#shared/order-money';
import { useMemo } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { CalendarOrder } from '#shared/atelier-calendar';
import type { Garment, Payment } from '#shared/schemas/atelier-order';
import type { Customer } from '#shared/schemas/customer';
import { byLatestTaking, type MeasurementSet } from '#shared/schemas/measurement-set';
import type { MirrorRow } from '../../lib/sync/db';
import { queueUpsert } from '../../lib/sync/local-writes';
import { newClientId } from '../../lib/sync/ids';
import type { SyncRuntime } from '../../lib/sync/runtime';

/**
 * The atelier's customers and measurement sets, read live from the device's copy of the synced tables (the same
 * customers as the merchant's, decision 014) and written through the outbox: every screen works offline.
 */

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export function customerName(data: Record<string, unknown>): string {
  return [data.firstName, data.lastName].filter((x) => typeof x === 'string' && x).join(' ') || 'Client sans nom';
}

/** Name, phone or city; accents and case ignored; phone digits whatever the spacing. */
export function matchesCustomer(data: Record<string, unknown>, query: string): boolean {
  const q = fold(query.trim());
  if (!q) return true;
  const haystack = fold([customerName(data), data.city, data.phone].filter(Boolean).join(' '));
  if (q.split(/\s+/).every((word) => haystack.includes(word))) return true;
  const digits = q.replace(/\D/g, '');
  return (
    digits.length >= 2 &&
    String(data.phone ?? '')
      .replace(/\D/g, '')
      .includes(digits)
  );
}

const sortKey = (r: MirrorRow) => `${r.data.lastName ?? ''} ${r.data.firstName ?? ''}`;

export function useAtelierCustomers(runtime: SyncRuntime): MirrorRow[] | undefined {
  return useLiveQuery(async () => {
    const rows = await runtime.db
      .mirror('customers')
      .filter((r) => !r.deletedAt)
      .toArray();
    return rows.sort((a, b) => sortKey(a).localeCompare(sortKey(b), 'fr', { sensitivity: 'base' }));
  }, [runtime]);
}

/** One customer; null when the device does not hold it (or it was deleted), undefined while reading. */
export function useAtelierCustomer(runtime: SyncRuntime, id: string): MirrorRow | null | undefined {
  return useLiveQuery(async () => {
    const row = await runtime.db.mirror('customers').get(id);
    return row && !row.deletedAt ? row : null;
  }, [runtime, id]);
}

/** A customer's takings, latest first. */
export function useMeasurementSets(runtime: SyncRuntime, customerId: string): MirrorRow[] | undefined {
  return useLiveQuery(async () => {
    const rows = await runtime.db.mirror('measurement_sets').where('data.customerId').equals(customerId).toArray();
    return rows.filter((r) => !r.deletedAt).sort(byLatestTaking);
  }, [runtime, customerId]);
}

/** Every taking of the store, latest first. */
export function useAllMeasurementSets(runtime: SyncRuntime): MirrorRow[] | undefined {
  return useLiveQuery(async () => {
    const rows = await runtime.db
      .mirror('measurement_sets')
      .filter((r) => !r.deletedAt)
      .toArray();
    return rows.sort(byLatestTaking);
  }, [runtime]);
}

export function useMeasurementSet(runtime: SyncRuntime, id: string): MirrorRow | null | undefined {
  return useLiveQuery(async () => {
    const row = await runtime.db.mirror('measurement_sets').get(id);
    return row && !row.deletedAt ? row : null;
  }, [runtime, id]);
}

/** Count of takings per customer id (cards and lists). */
export function useTakingCounts(runtime: SyncRuntime): Map<string, number> | undefined {
  return useLiveQuery(async () => {
    const counts = new Map<string, number>();
    await runtime.db
      .mirror('measurement_sets')
      .filter((r) => !r.deletedAt)
      .each((r) => {
        const id = String(r.data.customerId);
        counts.set(id, (counts.get(id) ?? 0) + 1);
      });
    return counts;
  }, [runtime]);
}

export async function createAtelierCustomer(runtime: SyncRuntime, customer: Customer): Promise<string> {
  const id = newClientId();
  await queueUpsert(runtime.db, 'customers', id, customer);
  void runtime.engine.requestSync();
  return id;
}

/** A new taking: always a new set (history is never overwritten). */
export async function createMeasurementSet(runtime: SyncRuntime, set: MeasurementSet): Promise<string> {
  const id = newClientId();
  await queueUpsert(runtime.db, 'measurement_sets', id, { ...set });
  void runtime.engine.requestSync();
  return id;
}

/** Who took the last measurements on this device: the next taking starts with the same name. */
const TAKER_KEY = 'boutique.atelier.takenBy';
export function lastTaker(): string {
  try {
    return window.localStorage.getItem(TAKER_KEY) ?? '';
  } catch {
    return '';
  }
}
export function rememberTaker(name: string): void {
  try {
    window.localStorage.setItem(TAKER_KEY, name);
  } catch {
    // not kept: the field starts empty next time
  }
}

/** The store's made-to-measure orders (orders with garments), newest first. */
export function useAtelierOrders(runtime: SyncRuntime, customerId?: string): MirrorRow[] | undefined {
  return useLiveQuery(async () => {
    const rows = await runtime.db
      .mirror('orders')
      .filter(
        (r) =>
          !r.deletedAt &&
          Array.isArray(r.data.garments) &&
          r.data.garments.length > 0 &&
          (!customerId || r.data.customerId === customerId),
      )
      .toArray();
    return rows.sort((a, b) =>
      String(a.data.createdAt || a.updatedAt) < String(b.data.createdAt || b.updatedAt) ? 1 : -1,
    );
  }, [runtime, customerId]);
}

export function useAtelierOrder(runtime: SyncRuntime, id: string): MirrorRow | null | undefined {
  return useLiveQuery(async () => {
    const row = await runtime.db.mirror('orders').get(id);
    return row && !row.deletedAt ? row : null;
  }, [runtime, id]);
}

export async function createAtelierOrder(runtime: SyncRuntime, order: Record<string, unknown>): Promise<string> {
  const id = newClientId();
  await queueUpsert(runtime.db, 'orders', id, order);
  void runtime.engine.requestSync();
  return id;
}

export async function updateAtelierOrder(runtime: SyncRuntime, id: string, changes: Record<string, unknown>) {
  if (Array.isArray(changes.garments)) {
    // The last garment handed over makes the order « Livrée » under Commandes too (shared/order-delivery.ts).
    const row = await runtime.db.mirror('orders').get(id);
    const status = (row?.data.status as OrderStatus | undefined) ?? 'pending';
    const inStep = deliveryInStep({ status, garments: changes.garments as Garment[] });
    if (inStep.status !== status) changes = { ...changes, status: inStep.status, message: null };
  }
  await queueUpsert(runtime.db, 'orders', id, changes);
  void runtime.engine.requestSync();
}

/** An order of the device as the calendar and the dashboard read it (total from its lines, as the server does). */
export function calendarOrderOf(row: MirrorRow): CalendarOrder {
  const d = row.data;
  return {
    id: row.id,
    code: String(d.code ?? ''),
    status: String(d.status ?? 'pending'),
    firstname: String(d.firstname ?? ''),
    lastname: String(d.lastname ?? ''),
    total: moneyOrderOf(d).total,
    dueDate: (d.dueDate as string | null | undefined) ?? null,
    garments: (d.garments as Garment[] | undefined) ?? [],
    payments: (d.payments as Payment[] | undefined) ?? [],
    paidAt: (d.paidAt as string | null | undefined) ?? null,
  };
}

/** Every made-to-measure order of the device, as the calendar reads them. */
export function useCalendarOrders(runtime: SyncRuntime): CalendarOrder[] | undefined {
  const rows = useAtelierOrders(runtime);
  return useMemo(() => rows?.map(calendarOrderOf), [rows]);
}

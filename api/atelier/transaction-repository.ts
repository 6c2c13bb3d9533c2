import type { DB } from '../db/database';
import { newId, nowIso } from '../ids';
import type { Payment } from '#shared/schemas/atelier-order';
import {
  TRANSACTION_SOURCE_LABELS,
  UNCATEGORIZED,
  orderPaymentEntryId,
  type TransactionCategoryJson,
  type TransactionInput,
  type TransactionJson,
  type TransactionKind,
  type TransactionSource,
} from '#shared/schemas/atelier-transaction';

/**
 * What another part of the atelier writes in the ledger (a purchase from a supplier, a salary payment…): one entry per
 * (source, sourceId) of the store — recording the same source again replaces its entry, never adds a second one.
 */
export interface LedgerEntry {
  kind: TransactionKind;
  /** > 0, in the store's currency */
  amount: number;
  /** YYYY-MM-DD */
  day: string;
  label: string;
  source: Exclude<TransactionSource, 'manual' | 'order'>;
  sourceId: string;
  categoryId?: string | null;
  note?: string | null;
}

/**
 * Records (or replaces) the ledger entry of a source. `db` may be the caller's transaction: call it in the same
 * transaction that writes the purchase or the salary payment, so both are written or neither.
 */
export async function recordTransaction(db: DB, storeId: string, entry: LedgerEntry): Promise<string> {
  const now = nowIso();
  const values = {
    kind: entry.kind,
    amount: entry.amount,
    day: entry.day,
    label: entry.label,
    category_id: entry.categoryId ?? null,
    note: entry.note ?? null,
    updated_at: now,
  };
  await db
    .insertInto('atelier_transactions')
    .values({
      id: newId(),
      store_id: storeId,
      source_kind: entry.source,
      source_id: entry.sourceId,
      created_at: now,
      ...values,
    })
    .onConflict((oc) => oc.columns(['store_id', 'source_kind', 'source_id']).doUpdateSet(values))
    .execute();
  const row = await db
    .selectFrom('atelier_transactions')
    .select('id')
    .where('store_id', '=', storeId)
    .where('source_kind', '=', entry.source)
    .where('source_id', '=', entry.sourceId)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Removes the entry of a source (the purchase or salary payment was deleted). */
export async function removeTransactionOf(
  db: DB,
  storeId: string,
  source: LedgerEntry['source'],
  sourceId: string,
): Promise<void> {
  await db
    .deleteFrom('atelier_transactions')
    .where('store_id', '=', storeId)
    .where('source_kind', '=', source)
    .where('source_id', '=', sourceId)
    .execute();
}

/** A manual entry, written from transaction/add-new. */
export async function insertManualTransaction(db: DB, storeId: string, input: TransactionInput): Promise<string> {
  const now = nowIso();
  const id = newId();
  await db
    .insertInto('atelier_transactions')
    .values({
      id,
      store_id: storeId,
      kind: input.kind,
      amount: input.amount,
      day: input.day,
      category_id: input.categoryId,
      label: input.label,
      note: input.note,
      source_kind: 'manual',
      source_id: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

export async function updateManualTransaction(db: DB, storeId: string, id: string, input: TransactionInput) {
  await db
    .updateTable('atelier_transactions')
    .set({
      kind: input.kind,
      amount: input.amount,
      day: input.day,
      category_id: input.categoryId,
      label: input.label,
      note: input.note,
      updated_at: nowIso(),
    })
    .where('id', '=', id)
    .where('store_id', '=', storeId)
    .where('source_kind', '=', 'manual')
    .execute();
}

export async function deleteManualTransaction(db: DB, storeId: string, id: string) {
  await db
    .deleteFrom('atelier_transactions')
    .where('id', '=', id)
    .where('store_id', '=', storeId)
    .where('source_kind', '=', 'manual')
    .execute();
}

export interface LedgerFilter {
  /** YYYY-MM */
  month?: string | null;
  /** YYYY-MM-DD inclusive bounds */
  from?: string | null;
  to?: string | null;
  kind?: TransactionKind | null;
  /** a category id of the store, a source ('order', 'purchase', 'salary'), or 'none' */
  category?: string | null;
}

/**
 * The ledger: the stored entries and, read at read time from the synced orders, every payment of an order (so a
 * replayed sync can never count one twice: there is no copy). Newest first.
 */
export async function listLedger(db: DB, storeId: string, filter: LedgerFilter = {}): Promise<TransactionJson[]> {
  const [from, to] = boundsOf(filter);
  const categories = new Map((await listCategories(db, storeId)).map((c) => [c.id, c.name]));
  let query = db
    .selectFrom('atelier_transactions')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('day', '>=', from)
    .where('day', '<=', to);
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  const rows = await query.execute();
  const entries: TransactionJson[] = rows.map((r) => ({
    id: r.id,
    kind: r.kind as TransactionKind,
    amount: r.amount,
    day: r.day,
    categoryId: r.category_id,
    categoryName:
      (r.category_id && categories.get(r.category_id)) ||
      (r.source_kind === 'manual' ? UNCATEGORIZED : sourceLabel(r.source_kind)),
    label: r.label,
    note: r.note,
    source: r.source_kind as TransactionSource,
    sourceId: r.source_id,
    createdAt: r.created_at,
  }));
  if (filter.kind !== 'expense') entries.push(...(await orderPayments(db, storeId, from, to)));
  const wanted = filter.category;
  const kept = wanted
    ? entries.filter((e) =>
        wanted === 'none'
          ? e.source === 'manual' && !e.categoryId
          : e.categoryId === wanted || (!e.categoryId && e.source === wanted),
      )
    : entries;
  return kept.sort((a, b) =>
    a.day !== b.day ? (a.day < b.day ? 1 : -1) : a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0,
  );
}

const sourceLabel = (source: string) => TRANSACTION_SOURCE_LABELS[source as TransactionSource] ?? UNCATEGORIZED;

function boundsOf(filter: LedgerFilter): [string, string] {
  if (filter.month) {
    const [y, m] = filter.month.split('-').map(Number) as [number, number];
    const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
    return [`${filter.month}-01`, `${filter.month}-${String(last).padStart(2, '0')}`];
  }
  return [filter.from ?? '0000-01-01', filter.to ?? '9999-12-31'];
}

/** Every payment of the store's orders whose day (UTC) is within [from, to], as income of the ledger. */
export async function orderPayments(db: DB, storeId: string, from: string, to: string): Promise<TransactionJson[]> {
  const orders = await db
    .selectFrom('orders')
    .select(['id', 'code', 'firstname', 'lastname', 'payments'])
    .where('store_id', '=', storeId)
    .where('deleted_at', 'is', null)
    .where('payments', '<>', '[]')
    .execute();
  const out: TransactionJson[] = [];
  for (const o of orders) {
    const payments = JSON.parse(o.payments) as Payment[];
    const name = `${o.firstname} ${o.lastname}`.trim();
    payments.forEach((p, i) => {
      const day = p.at.slice(0, 10);
      if (day < from || day > to) return;
      out.push({
        id: orderPaymentEntryId(o.id, p.id),
        kind: 'income',
        amount: p.amount,
        day,
        categoryId: null,
        categoryName: TRANSACTION_SOURCE_LABELS.order,
        label: `${i === 0 ? 'Acompte' : 'Paiement'} commande ${o.code}${name ? ` — ${name}` : ''}`,
        note: p.note,
        source: 'order',
        sourceId: o.id,
        createdAt: p.at,
      });
    });
  }
  return out;
}

/** One stored entry (any source) of the store, or undefined. */
export async function findTransaction(db: DB, storeId: string, id: string) {
  return db
    .selectFrom('atelier_transactions')
    .selectAll()
    .where('id', '=', id)
    .where('store_id', '=', storeId)
    .executeTakeFirst();
}

export async function listCategories(db: DB, storeId: string): Promise<TransactionCategoryJson[]> {
  const rows = await db
    .selectFrom('atelier_transaction_categories')
    .select(['id', 'name', 'kind'])
    .where('store_id', '=', storeId)
    .orderBy('kind')
    .orderBy('name')
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, kind: r.kind as TransactionKind }));
}

export async function findCategory(db: DB, storeId: string, id: string) {
  return db
    .selectFrom('atelier_transaction_categories')
    .select(['id', 'name', 'kind'])
    .where('id', '=', id)
    .where('store_id', '=', storeId)
    .executeTakeFirst();
}

export async function insertCategory(db: DB, storeId: string, input: { name: string; kind: TransactionKind }) {
  const now = nowIso();
  const id = newId();
  await db
    .insertInto('atelier_transaction_categories')
    .values({ id, store_id: storeId, ...input, created_at: now, updated_at: now })
    .execute();
  return { id, ...input };
}

export async function updateCategory(
  db: DB,
  storeId: string,
  id: string,
  input: { name: string; kind: TransactionKind },
) {
  await db
    .updateTable('atelier_transaction_categories')
    .set({ ...input, updated_at: nowIso() })
    .where('id', '=', id)
    .where('store_id', '=', storeId)
    .execute();
}

/** Deletes a category; its entries stay, without a category. */
export async function deleteCategory(db: DB, storeId: string, id: string) {
  await db
    .updateTable('atelier_transactions')
    .set({ category_id: null })
    .where('category_id', '=', id)
    .where('store_id', '=', storeId)
    .execute();
  await db.deleteFrom('atelier_transaction_categories').where('id', '=', id).where('store_id', '=', storeId).execute();
}

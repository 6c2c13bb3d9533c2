import { Hono } from 'hono';
import {
  TRANSACTION_CATEGORY_KIND,
  TRANSACTION_CATEGORY_NOT_FOUND,
  TRANSACTION_CATEGORY_TAKEN,
  TRANSACTION_NOT_FOUND,
  TRANSACTION_NOT_MANUAL,
  isMonth,
  monthsEndingAt,
  parseOrderPaymentEntryId,
  totalsByMonth,
  totalsOf,
  transactionCategorySchema,
  transactionFilterSchema,
  transactionSchema,
  type TransactionInput,
  TRANSACTION_SAVED,
  TRANSACTION_UPDATED,
  TRANSACTION_DELETED,
  TRANSACTION_CATEGORY_ADDED,
  TRANSACTION_CATEGORY_UPDATED,
  TRANSACTION_CATEGORY_DELETED,
} from '#shared/schemas/atelier-transaction';
import type { AppEnv } from '../context';
import type { DB } from '../db/database';
import { forbidden, notFound, unprocessable } from '../http/errors';
import { parseOr422, readValidBody } from '../http/validate';
import { atelierGuards } from './guard';
import * as repo from './transaction-repository';

const thisMonth = () => new Date().toISOString().slice(0, 7);

/** /api/atelier/transactions — the ledger: manual entries, purchases, salaries and the orders' payments. */
export function atelierTransactionRoutes() {
  const routes = new Hono<AppEnv>();
  routes.use('*', ...atelierGuards('transactions'));

  routes.get('/', async (c) => {
    const filter = parseOr422(transactionFilterSchema, c.req.query());
    const data = await repo.listLedger(c.var.deps.db, c.var.storeId, filter);
    return c.json({ data, totals: totalsOf(data) });
  });

  /**
   * Totals of the `months` months (12 by default, at most 36) ending with `to` (YYYY-MM, this month by default),
   * oldest first, months without entries at 0.
   */
  routes.get('/months', async (c) => {
    const count = Math.min(36, Math.max(1, Number(c.req.query('months')) || 12));
    const to = c.req.query('to');
    const months = monthsEndingAt(to && isMonth(to) ? to : thisMonth(), count);
    const entries = await repo.listLedger(c.var.deps.db, c.var.storeId, {
      from: `${months[0]}-01`,
      to: `${months[months.length - 1]}-31`,
    });
    const found = new Map(totalsByMonth(entries).map((t) => [t.month, t]));
    return c.json({ data: months.map((month) => found.get(month) ?? { month, income: 0, expense: 0, net: 0 }) });
  });

  routes.post('/', async (c) => {
    const { data } = await readValidBody(c, transactionSchema);
    const { db } = c.var.deps;
    await checkCategory(db, c.var.storeId, data);
    const id = await repo.insertManualTransaction(db, c.var.storeId, data);
    return c.json({ message: TRANSACTION_SAVED, data: await entryOf(db, c.var.storeId, id) }, 201);
  });

  routes.get('/:id', async (c) => c.json({ data: await entryOf(c.var.deps.db, c.var.storeId, c.req.param('id')) }));

  routes.put('/:id', async (c) => {
    const { data } = await readValidBody(c, transactionSchema);
    const { db } = c.var.deps;
    const current = await manualEntry(db, c.var.storeId, c.req.param('id'));
    await checkCategory(db, c.var.storeId, data);
    await repo.updateManualTransaction(db, c.var.storeId, current.id, data);
    return c.json({ message: TRANSACTION_UPDATED, data: await entryOf(db, c.var.storeId, current.id) });
  });

  routes.delete('/:id', async (c) => {
    const { db } = c.var.deps;
    const current = await manualEntry(db, c.var.storeId, c.req.param('id'));
    await repo.deleteManualTransaction(db, c.var.storeId, current.id);
    return c.json({ message: TRANSACTION_DELETED });
  });
  return routes;
}

/** One line of the ledger by id (a stored entry or an order's payment), of this store only: 404 otherwise. */
async function entryOf(db: DB, storeId: string, id: string) {
  const payment = parseOrderPaymentEntryId(id);
  const entries = payment
    ? (await repo.orderPayments(db, storeId, '0000-01-01', '9999-12-31')).filter((e) => e.id === id)
    : (await repo.findTransaction(db, storeId, id))
      ? (await repo.listLedger(db, storeId)).filter((e) => e.id === id)
      : [];
  if (!entries[0]) throw notFound(TRANSACTION_NOT_FOUND);
  return entries[0];
}

async function manualEntry(db: DB, storeId: string, id: string) {
  const row = await repo.findTransaction(db, storeId, id);
  if (!row) throw notFound(TRANSACTION_NOT_FOUND);
  if (row.source_kind !== 'manual') throw forbidden(TRANSACTION_NOT_MANUAL);
  return row;
}

async function checkCategory(db: DB, storeId: string, data: TransactionInput) {
  if (!data.categoryId) return;
  const category = await repo.findCategory(db, storeId, data.categoryId);
  if (!category) throw unprocessable({ categoryId: [TRANSACTION_CATEGORY_NOT_FOUND] });
  if (category.kind !== data.kind) throw unprocessable({ categoryId: [TRANSACTION_CATEGORY_KIND] });
}

/** /api/atelier/transaction-categories — the store's categories of income and expenses. */
export function atelierTransactionCategoryRoutes() {
  const routes = new Hono<AppEnv>();
  routes.use('*', ...atelierGuards('transactions'));

  routes.get('/', async (c) => c.json({ data: await repo.listCategories(c.var.deps.db, c.var.storeId) }));

  routes.post('/', async (c) => {
    const { data } = await readValidBody(c, transactionCategorySchema);
    await checkCategoryName(c.var.deps.db, c.var.storeId, data, null);
    const category = await repo.insertCategory(c.var.deps.db, c.var.storeId, data);
    return c.json({ message: TRANSACTION_CATEGORY_ADDED, data: category }, 201);
  });

  routes.put('/:id', async (c) => {
    const { data } = await readValidBody(c, transactionCategorySchema);
    const { db } = c.var.deps;
    const category = await repo.findCategory(db, c.var.storeId, c.req.param('id'));
    if (!category) throw notFound(TRANSACTION_CATEGORY_NOT_FOUND);
    await checkCategoryName(db, c.var.storeId, data, category.id);
    await repo.updateCategory(db, c.var.storeId, category.id, data);
    return c.json({ message: TRANSACTION_CATEGORY_UPDATED, data: { id: category.id, ...data } });
  });

  routes.delete('/:id', async (c) => {
    const { db } = c.var.deps;
    const category = await repo.findCategory(db, c.var.storeId, c.req.param('id'));
    if (!category) throw notFound(TRANSACTION_CATEGORY_NOT_FOUND);
    await db.transaction().execute((trx) => repo.deleteCategory(trx, c.var.storeId, category.id));
    return c.json({ message: TRANSACTION_CATEGORY_DELETED });
  });
  return routes;
}

/** One category of a name per kind in a store (accents and case ignored). */
async function checkCategoryName(db: DB, storeId: string, data: { name: string; kind: string }, id: string | null) {
  const fold = (n: string) =>
    n
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .trim();
  const taken = (await repo.listCategories(db, storeId)).some(
    (c) => c.id !== id && c.kind === data.kind && fold(c.name) === fold(data.name),
  );
  if (taken) throw unprocessable({ name: [TRANSACTION_CATEGORY_TAKEN] });
}

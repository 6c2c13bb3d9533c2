import * as v from 'valibot';
import { EMPTY, PRICE_FORMAT } from '../messages';
import { withoutThousandsSpaces } from '../typed-number';
import { isDay } from '../days';

/**
 * The atelier's money: income and expenses with the store's categories. An entry is written by hand
 * ('manual') or by what it comes from — a purchase from a supplier, a salary payment — once per source; the payments of
 * made-to-measure orders are read from the orders themselves ('order'), never copied.
 */

export const TRANSACTION_KINDS = ['income', 'expense'] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];
export const TRANSACTION_KIND_LABELS: Record<TransactionKind, string> = { income: 'Entrée', expense: 'Dépense' };

/** Where an entry comes from. 'order' entries are the orders' payments, read at read time. */
export const TRANSACTION_SOURCES = ['manual', 'order', 'purchase', 'salary'] as const;
export type TransactionSource = (typeof TRANSACTION_SOURCES)[number];
/** The category shown for entries written by their source (they have no category of the store). */
export const TRANSACTION_SOURCE_LABELS: Record<TransactionSource, string> = {
  manual: 'Saisie manuelle',
  order: 'Paiements des commandes',
  purchase: 'Achats aux fournisseurs',
  salary: 'Salaires',
};
export const UNCATEGORIZED = 'Sans catégorie';

/** Not given by the specification; same style as its other messages. */
export const TRANSACTION_NOT_FOUND = 'Transaction introuvable.';
export const TRANSACTION_CATEGORY_NOT_FOUND = 'Catégorie introuvable.';
export const TRANSACTION_CATEGORY_TAKEN = 'Cette catégorie existe déjà.';
export const TRANSACTION_CATEGORY_KIND = "Cette catégorie n'est pas du même type (entrée ou dépense).";
export const TRANSACTION_NOT_MANUAL =
  "Cette transaction vient d'une commande, d'un achat ou d'un salaire : modifiez-la là où elle a été faite.";
export const AMOUNT_POSITIVE = 'Le montant doit être supérieur à 0';
export const DAY_INVALID = 'Date invalide (AAAA-MM-JJ)';
export const MONTH_INVALID = 'Mois invalide (AAAA-MM)';
export const KIND_INVALID = 'Choisissez entrée ou dépense';

export const isMonth = (s: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(s);

const optionalText = (max: number) =>
  v.pipe(
    v.nullish(v.string(EMPTY)),
    v.transform((s): string => (s == null ? '' : s.trim())),
    v.maxLength(max, 'Texte trop long'),
    v.transform((s): string | null => (s === '' ? null : s)),
  );

/** A manual entry (POST/PUT /api/atelier/transactions). Amounts arrive as numbers or as the form's text. */
const kindSchema = v.pipe(
  v.optional(v.string(KIND_INVALID), ''),
  v.check((s) => (TRANSACTION_KINDS as readonly string[]).includes(s), KIND_INVALID),
  v.transform((s) => s as TransactionKind),
);
const requiredText = (max: number) =>
  v.pipe(v.optional(v.string(EMPTY), ''), v.trim(), v.nonEmpty(EMPTY), v.maxLength(max, 'Texte trop long'));

export const transactionSchema = v.object({
  kind: kindSchema,
  amount: v.pipe(
    v.optional(v.union([v.number(PRICE_FORMAT), v.string(PRICE_FORMAT)], PRICE_FORMAT), ''),
    v.transform((a) => (typeof a === 'number' ? a : withoutThousandsSpaces(a).replace(',', '.'))),
    v.check((a) => typeof a === 'number' || /^\d+(\.\d+)?$/.test(a), PRICE_FORMAT),
    v.transform((a) => Number(a)),
    v.finite(PRICE_FORMAT),
    v.gtValue(0, AMOUNT_POSITIVE),
  ),
  day: v.pipe(v.optional(v.string(DAY_INVALID), ''), v.trim(), v.check(isDay, DAY_INVALID)),
  categoryId: optionalText(64),
  label: requiredText(200),
  note: optionalText(1000),
});
export type TransactionInput = v.InferOutput<typeof transactionSchema>;

export const transactionCategorySchema = v.object({
  name: requiredText(100),
  kind: kindSchema,
});

export interface TransactionCategoryJson {
  id: string;
  name: string;
  kind: TransactionKind;
}

/** One line of the ledger as the API answers it (manual, written by a source, or an order's payment). */
export interface TransactionJson {
  /** the entry's id; an order's payment is `order:<orderId>:<paymentId>` */
  id: string;
  kind: TransactionKind;
  amount: number;
  day: string;
  categoryId: string | null;
  /** the store's category name, else the source's label, else 'Sans catégorie' */
  categoryName: string;
  label: string;
  note: string | null;
  source: TransactionSource;
  sourceId: string | null;
  createdAt: string;
}

export interface MonthTotalsJson {
  /** YYYY-MM */
  month: string;
  income: number;
  expense: number;
  net: number;
}

/** GET /api/atelier/transactions */
export interface TransactionListJson {
  data: TransactionJson[];
  totals: { income: number; expense: number; net: number };
}

/** The id of an order's payment seen as a ledger line. */
export const orderPaymentEntryId = (orderId: string, paymentId: string) => `order:${orderId}:${paymentId}`;
export function parseOrderPaymentEntryId(id: string): { orderId: string; paymentId: string } | null {
  const m = /^order:([^:]+):(.+)$/.exec(id);
  return m ? { orderId: m[1]!, paymentId: m[2]! } : null;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Totals of entries (income, expense, net), to the cent. */
export function totalsOf(entries: readonly Pick<TransactionJson, 'kind' | 'amount'>[]) {
  let income = 0;
  let expense = 0;
  for (const e of entries) {
    if (e.kind === 'income') income += e.amount;
    else expense += e.amount;
  }
  return { income: round2(income), expense: round2(expense), net: round2(income - expense) };
}

/** Totals per month (YYYY-MM), newest first. */
export function totalsByMonth(entries: readonly Pick<TransactionJson, 'kind' | 'amount' | 'day'>[]): MonthTotalsJson[] {
  const months = new Map<string, Pick<TransactionJson, 'kind' | 'amount'>[]>();
  for (const e of entries) {
    const m = e.day.slice(0, 7);
    let list = months.get(m);
    if (!list) months.set(m, (list = []));
    list.push(e);
  }
  return [...months.entries()]
    .sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0))
    .map(([month, list]) => ({ month, ...totalsOf(list) }));
}

const emptyToNull = v.transform((s: string | undefined | null) => (s == null || s.trim() === '' ? null : s.trim()));

/** GET /api/atelier/transactions?month=YYYY-MM&kind=income|expense&category=<id|order|purchase|salary|none> */
export const transactionFilterSchema = v.object({
  month: v.pipe(
    v.nullish(v.string(MONTH_INVALID)),
    emptyToNull,
    v.check((s) => s === null || isMonth(s), MONTH_INVALID),
  ),
  kind: v.pipe(
    v.nullish(v.string(KIND_INVALID)),
    emptyToNull,
    v.check((s) => s === null || (TRANSACTION_KINDS as readonly string[]).includes(s), KIND_INVALID),
    v.transform((s) => s as TransactionKind | null),
  ),
  category: v.pipe(v.nullish(v.string()), emptyToNull),
});

/** GET /api/atelier/transactions/months?months=12 (the last N months, this one included) */
export interface MonthTotalsListJson {
  data: MonthTotalsJson[];
}

/** The N months ending with `month` (YYYY-MM), oldest first. */
export function monthsEndingAt(month: string, count: number): string[] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const out: string[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const d = new Date(Date.UTC(y, m - 1 - i, 1));
    out.push(`${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`);
  }
  return out;
}

/** Confirmations the API answers (the PWA shows them in a toast). */
export const TRANSACTION_SAVED = 'Transaction enregistrée.';
export const TRANSACTION_UPDATED = 'Transaction modifiée.';
export const TRANSACTION_DELETED = 'Transaction supprimée.';
export const TRANSACTION_CATEGORY_ADDED = 'Catégorie ajoutée.';
export const TRANSACTION_CATEGORY_UPDATED = 'Catégorie modifiée.';
export const TRANSACTION_CATEGORY_DELETED = 'Catégorie supprimée.';

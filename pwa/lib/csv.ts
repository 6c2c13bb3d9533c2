import Papa from 'papaparse';
import { ORDER_STATUS_LABELS } from '#shared/constants';
import { linesSummary, orderGrandTotal, orderTotal, type OrderRecord } from '#shared/schemas/order-record';
import { deliveryLabel, paymentLabel } from '#shared/checkout';
import { PAYMENT_PROVIDER_LABELS, type PaymentProviderName } from '#shared/schemas/online-payment';
import { moneyOrderOf, owedOn, paidOn } from '#shared/order-money';
import { CUSTOMER_GENDER_LABELS, type Customer } from '#shared/schemas/customer';
import type { RecordData } from '#shared/sync';
import type { MirrorRow, SyncDatabase } from './sync/db';
import { namedMeasurements } from '#shared/schemas/measurement-set';

/**
 * The one way the back-office writes and reads CSV files (papaparse): « ; » between columns and a byte-order mark,
 * as French spreadsheets (Excel, LibreOffice) expect; on reading, the separator is detected.
 */
export function toCsv(rows: readonly Record<string, string | number | null>[], columns?: string[]): string {
  const fields = columns ?? Object.keys(rows[0] ?? {});
  const data = rows.map((r) => fields.map((f) => r[f] ?? ''));
  return '\uFEFF' + Papa.unparse({ fields, data }, { delimiter: ';', newline: '\r\n' });
}

/** Saves a CSV file on the device (the browser's download). */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** '<what>-<slug>-2026-11-23.csv' */
export const csvFileName = (what: string, slug?: string) =>
  `${[what, slug].filter(Boolean).join('-')}-${new Date().toISOString().slice(0, 10)}.csv`;

export interface ParsedCsv {
  rows: Record<string, string>[];
  /** French, what papaparse could not read (line numbers as the spreadsheet shows them) */
  errors: string[];
}

/** Reads a CSV text: the first line names the columns; blank lines are skipped. */
export function parseCsv(text: string): ParsedCsv {
  const result = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim(),
  });
  const errors = result.errors
    .filter((e) => e.code !== 'UndetectableDelimiter')
    .map((e) => (e.row !== undefined ? `Ligne ${e.row + 2} : ${e.message}` : e.message));
  return { rows: result.data, errors };
}

const text = (v: unknown) => (typeof v === 'string' ? v : v == null ? '' : String(v));

/** The orders kept on the device, one line each (newest first). Works offline. */
export async function ordersCsv(db: SyncDatabase): Promise<string> {
  const rows = (await db.mirror('orders').toArray())
    .filter((r) => !r.deletedAt)
    .map((r) => r.data as unknown as OrderRecord)
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1));
  return toCsv(rows.map(orderCsvRow));
}

/**
 * One order's line of the export: who, what, and how it is delivered and paid — the subtotal of the lines,
 * the delivery fee, the promo code and its discount, the total paid, the method, the declared transaction and when
 * the merchant marked it paid, or the payment provider that confirmed it (decision 026).
 */
export function orderCsvRow(o: OrderRecord): Record<string, string | number> {
  const lines = o.lines ?? [];
  const fee = o.deliveryFee ?? 0;
  const discount = o.discount ?? 0;
  const money = moneyOrderOf(o);
  return {
    Numéro: o.code,
    Date: text(o.createdAt).slice(0, 10),
    Statut: ORDER_STATUS_LABELS[o.status] ?? o.status,
    Prénom: o.firstname,
    Nom: o.lastname,
    Téléphone: o.phone,
    Email: o.email,
    Ville: o.city,
    Adresse: o.address ?? '',
    Articles: linesSummary(lines),
    'Sous-total': orderTotal(lines),
    Livraison: o.deliveryOption ? deliveryLabel(o.deliveryOption, o.deliveryZone ?? null) : '',
    'Frais de livraison': fee,
    'Code promo': o.promoCode ?? '',
    Réduction: discount,
    Total: orderGrandTotal(lines, fee, discount),
    Paiement: o.paymentMethod ? paymentLabel(o.paymentMethod) : '',
    Transaction: o.transactionId ?? '',
    'Payée le': text(o.paidAt).slice(0, 10),
    'Payée par': paidBy(o),
    // decision 024: from the payments, as the dashboard and the customer's page count them
    Payé: paidOn(money),
    'Reste à payer': owedOn(money),
  };
}

/** Who marked the order paid: the provider whose verified notification did (« CinetPay (automatiquement) ») or the shop. */
const paidBy = (o: OrderRecord) =>
  o.paidVia
    ? `${PAYMENT_PROVIDER_LABELS[o.paidVia as PaymentProviderName] ?? o.paidVia} (automatiquement)`
    : o.paidAt
      ? 'La boutique'
      : '';

/** « Tour de poitrine : 92 cm ; … »: each part under its name, as the customer's page shows them (namedMeasurements). */
const measurementsText = (sets: readonly MirrorRow[], own: unknown) =>
  namedMeasurements(sets, own && typeof own === 'object' ? (own as Record<string, unknown>) : {})
    .map((m) => `${m.name} : ${m.value} ${m.unit}`)
    .join(' ; ');

/** The customers kept on the device, one line each, with their measurements. Works offline. */
export async function customersCsv(db: SyncDatabase): Promise<string> {
  const rows = (await db.mirror('customers').toArray())
    .filter((r) => !r.deletedAt)
    .map((r) => ({ id: r.id, ...(r.data as RecordData as unknown as Customer) }))
    .sort((a, b) => `${a.lastName} ${a.firstName}`.localeCompare(`${b.lastName} ${b.firstName}`, 'fr'));
  const setsOf = new Map<string, MirrorRow[]>();
  for (const set of await db.mirror('measurement_sets').toArray()) {
    const customerId = set.data.customerId as string | undefined;
    if (set.deletedAt || !customerId) continue;
    setsOf.set(customerId, [...(setsOf.get(customerId) ?? []), set]);
  }
  return toCsv(
    rows.map((c) => ({
      Prénom: c.firstName,
      Nom: c.lastName,
      Téléphone: c.phone ?? '',
      Email: c.email ?? '',
      Ville: c.city ?? '',
      Adresse: c.address ?? '',
      Genre: c.gender ? (CUSTOMER_GENDER_LABELS[c.gender] ?? c.gender) : '',
      Notes: c.notes ?? '',
      Mesures: measurementsText(setsOf.get(c.id) ?? [], c.measurements),
    })),
  );
}

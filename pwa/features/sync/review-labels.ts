import type { RecordData, SyncTableName } from '#shared/sync';
import { CUSTOMER_GENDER_LABELS, GARMENT_STAGE_LABELS, ORDER_STATUS_LABELS, type OrderStatus } from '#shared/constants';
import { linesSummary } from '#shared/order-basics';
import type { OrderLine } from '#shared/schemas/order-record';
import type { Garment, Payment } from '#shared/schemas/atelier-order';
import type { MeasurementValue } from '#shared/schemas/measurement-set';
import { money } from '../../lib/money';
import { isDay } from '#shared/days';

/**
 * How the sync review screen (/user/sync) speaks of each synced table (decision 014): its French name, its fields'
 * labels and their values in the tailor's words (« Boubou : Couture », « Date de livraison : 12 décembre 2026 »).
 * Only that screen imports this module: the device's database needs none of it (pwa/lib/sync/tables.ts keeps its
 * indexes, and goes into almost every screen's first load). A `Record` over the shared list (shared/sync.ts): a
 * synced table added without its labels fails to compile. Imports stay light (no valibot schema: types only), so
 * the review screen does not fetch the forms' code.
 */

/** What a value is shown with: the store's currency, the record it belongs to, names the device knows. */
export interface ShowContext {
  /** the store's currency (useStoreCurrency) */
  currency: string;
  /** the whole record the value comes from (a model's name next to its id) */
  record?: RecordData;
  /** a customer's name from the device's mirror; undefined when the device does not hold that customer */
  customerName?(id: string): string | undefined;
  /** today, for a payment's day (its year is said when it is not this year's) */
  now?: Date;
}

/** The elements of an array field (garments, payments…): how one is called and its own fields (refusals name them). */
interface ItemLabels {
  one: string;
  fields: Record<string, string>;
}

export interface ReviewTable {
  /** French name of one record of this table. */
  label: string;
  /** « Ce client », « Cette commande »: how the review screen speaks of one record. */
  thisOne: string;
  fields: Record<string, string>;
  /** Array fields: the name of one element and of its fields, for a refusal's « garments.0.stage ». */
  items?: Record<string, ItemLabels>;
  title(data: RecordData): string;
  /**
   * Where the merchant corrects a refused change of this table (a page that reads `?fix=<mutationId>`). Without one
   * the review screen offers only « Abandonner »: a « Corriger » leading to a page that ignores the refusal would be
   * a dead end.
   */
  fixPath?: string;
  /** The record's own page (the review screen links to it), when it has one. */
  recordPath?(id: string): string;
  /** Its page says, for a refused new record, that it waits on the review screen (instead of « introuvable »). */
  pageShowsRefusal?: boolean;
  /** A field's value in the merchant's words, one line per element; undefined: the generic text. */
  formatValue?(field: string, value: unknown, ctx: ShowContext): string[] | undefined;
}

const plainSpaces = (s: string) => s.replace(/\u202f|\u00a0/g, ' ');
const NUMBER = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });
/** 92.5 → « 92,5 », 12000 → « 12 000 ». */
export const frenchNumber = (n: number) => plainSpaces(NUMBER.format(n));

const LONG_DAY = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** « 2026-12-12 » → « 12 décembre 2026 »; an instant → its day on this device; anything else as it is. */
export function longDate(value: unknown): string {
  if (typeof value !== 'string' || !value) return '—';
  if (isDay(value)) {
    const d = new Date(`${value}T00:00:00Z`);
    return Number.isNaN(d.getTime()) ? value : LONG_DAY.format(d);
  }
  const d = new Date(value);
  return Number.isNaN(d.getTime())
    ? value
    : d.toLocaleDateString('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' });
}

/** A payment's day, short: « 27 nov. » this year, « 27 nov. 2025 » another year. */
function paymentDay(at: unknown, now: Date): string {
  const d = new Date(String(at ?? ''));
  if (Number.isNaN(d.getTime())) return String(at ?? '');
  const sameYear = d.getFullYear() === now.getFullYear();
  return d.toLocaleDateString('fr-FR', { day: 'numeric', month: 'short', ...(sameYear ? {} : { year: 'numeric' }) });
}

const asArray = <T>(value: unknown): T[] | undefined => (Array.isArray(value) ? (value as T[]) : undefined);
const none = (lines: string[]) => (lines.length ? lines : ['Aucun']);

/** « Boubou : Couture », one line a garment; two garments of the same name are told apart (« Boubou 2 »). */
export function garmentLines(garments: readonly Partial<Garment>[]): string[] {
  const total = new Map<string, number>();
  for (const g of garments) total.set(g.name ?? '', (total.get(g.name ?? '') ?? 0) + 1);
  const seen = new Map<string, number>();
  return garments.map((g) => {
    const name = g.name || 'Vêtement';
    const nth = (seen.get(g.name ?? '') ?? 0) + 1;
    seen.set(g.name ?? '', nth);
    const who = (total.get(g.name ?? '') ?? 0) > 1 ? `${name} ${nth}` : name;
    const stage = g.stage && g.stage in GARMENT_STAGE_LABELS ? GARMENT_STAGE_LABELS[g.stage] : '—';
    return g.notes ? `${who} : ${stage} (${g.notes})` : `${who} : ${stage}`;
  });
}

/** « 2 000 F CFA le 27 nov. », one line a payment (its note after it). */
export function paymentLines(payments: readonly Partial<Payment>[], ctx: ShowContext): string[] {
  const now = ctx.now ?? new Date();
  return payments.map((p) => {
    const amount = typeof p.amount === 'number' ? money(p.amount, ctx.currency) : '—';
    const line = `${amount} le ${paymentDay(p.at, now)}`;
    return p.note ? `${line} (${p.note})` : line;
  });
}

/** A measurement set's values: « Poitrine : 92 cm », one line a part. */
export function measurementLines(values: readonly Partial<MeasurementValue>[]): string[] {
  return values.map(
    (m) => `${m.name ?? '—'} : ${typeof m.value === 'number' ? frenchNumber(m.value) : '—'} ${m.unit || 'cm'}`,
  );
}

/** A customer's measurements ({ Poitrine: 92 }, in cm): « Poitrine : 92 cm », one line a measurement. */
function customerMeasurementLines(value: Record<string, unknown>): string[] {
  return Object.entries(value).map(
    ([name, v]) => `${name} : ${typeof v === 'number' ? frenchNumber(v) : String(v)} cm`,
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function customerLine(value: unknown, ctx: ShowContext): string[] | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  return [ctx.customerName?.(String(value)) ?? 'Client inconnu sur cet appareil'];
}

const personName = (first: unknown, last: unknown) => [first, last].filter((x) => typeof x === 'string' && x).join(' ');

export const REVIEW_TABLES: Record<SyncTableName, ReviewTable> = {
  customers: {
    label: 'Client',
    thisOne: 'Ce client',
    fields: {
      firstName: 'Prénom',
      lastName: 'Nom',
      phone: 'Téléphone',
      email: 'Email',
      city: 'Ville',
      address: 'Adresse',
      gender: 'Genre',
      notes: 'Notes',
      measurements: 'Mesures',
    },
    title: (d) => personName(d.firstName, d.lastName) || 'Client sans nom',
    fixPath: '/user/customers',
    recordPath: (id) => `/user/customers/${id}`,
    formatValue: (field, value) => {
      if (field === 'measurements' && isRecord(value)) return none(customerMeasurementLines(value));
      if (field === 'gender' && typeof value === 'string' && value in CUSTOMER_GENDER_LABELS)
        return [CUSTOMER_GENDER_LABELS[value as keyof typeof CUSTOMER_GENDER_LABELS]];
      return undefined;
    },
  },
  orders: {
    label: 'Commande',
    thisOne: 'Cette commande',
    fields: {
      code: 'Numéro',
      status: 'Statut',
      customerId: 'Client',
      firstname: 'Prénom',
      lastname: 'Nom',
      phone: 'Téléphone',
      email: 'Email',
      city: 'Ville',
      address: 'Adresse',
      lines: 'Articles',
      message: 'Message au client',
      total: 'Total',
      dueDate: 'Date de livraison',
      garments: 'Vêtements',
      payments: 'Paiements',
      deliveryOption: 'Livraison',
      deliveryZone: 'Zone de livraison',
      deliveryFee: 'Frais de livraison',
      paymentMethod: 'Paiement prévu',
    },
    items: {
      lines: { one: 'Article', fields: { name: 'Nom', quantity: 'Quantité', unitPrice: 'Prix unitaire' } },
      garments: {
        one: 'Vêtement',
        fields: {
          name: 'Modèle',
          clothingTypeId: 'Modèle',
          stage: 'Étape',
          price: 'Prix',
          notes: 'Notes pour le tailleur',
          fabric: 'Tissu',
          fabricNote: 'Description du tissu',
          fabricId: 'Tissu du stock',
          fabricMeters: 'Mètres utilisés',
          measurementSetId: 'Mesures',
          measurements: 'Mesures',
        },
      },
      payments: {
        one: 'Paiement',
        fields: { amount: 'Montant', at: 'Date', note: 'Note', method: 'Moyen de paiement' },
      },
    },
    title: (d) =>
      [typeof d.code === 'string' ? d.code : '', personName(d.firstname, d.lastname)].filter(Boolean).join(' — ') ||
      'Commande',
    recordPath: (id) => `/user/orders/${id}`,
    pageShowsRefusal: true,
    formatValue: (field, value, ctx) => {
      if (field === 'status' && typeof value === 'string' && value in ORDER_STATUS_LABELS)
        return [ORDER_STATUS_LABELS[value as OrderStatus]];
      if (field === 'customerId') return customerLine(value, ctx);
      if (field === 'dueDate' && value) return [longDate(value)];
      if ((field === 'total' || field === 'deliveryFee') && typeof value === 'number')
        return [money(value, ctx.currency)];
      const list = asArray<Record<string, unknown>>(value);
      if (!list) return undefined;
      if (field === 'lines') return [linesSummary(list as unknown as OrderLine[]) || 'Aucun article'];
      if (field === 'garments') return none(garmentLines(list as Partial<Garment>[]));
      if (field === 'payments') return list.length ? paymentLines(list as Partial<Payment>[], ctx) : ['Aucun paiement'];
      return undefined;
    },
  },
  measurement_sets: {
    label: 'Prise de mesures',
    thisOne: 'Cette prise de mesures',
    fields: {
      customerId: 'Client',
      takenAt: 'Date',
      takenBy: 'Prise par',
      clothingTypeId: 'Modèle',
      clothingTypeName: 'Modèle',
      values: 'Mesures',
      notes: 'Notes',
    },
    items: { values: { one: 'Mesure', fields: { name: 'Nom', value: 'Valeur', unit: 'Unité', partId: 'Mesure' } } },
    title: (d) =>
      [
        'Mesures',
        typeof d.clothingTypeName === 'string' ? d.clothingTypeName : '',
        typeof d.takenAt === 'string' && d.takenAt ? longDate(d.takenAt.slice(0, 10)) : '',
      ]
        .filter(Boolean)
        .join(' — '),
    formatValue: (field, value, ctx) => {
      if (field === 'customerId') return customerLine(value, ctx);
      if (field === 'takenAt' && value) return [longDate(value)];
      // the model's id says nothing to the tailor: its name, kept on the same record
      if (field === 'clothingTypeId' && value)
        return [typeof ctx.record?.clothingTypeName === 'string' ? ctx.record.clothingTypeName : 'Modèle'];
      const list = asArray<Partial<MeasurementValue>>(value);
      if (field === 'values' && list) return none(measurementLines(list));
      return undefined;
    },
  },
};

/**
 * A field as the tailor reads it. A refusal may name a part of a field (« garments.0.stage », « payments.1.amount »,
 * « measurements.Poitrine »): « Vêtement 1 — Étape », « Mesures — Poitrine ».
 */
export function fieldLabel(table: SyncTableName, field: string): string {
  const labels = REVIEW_TABLES[table];
  if (field === '_') return labels?.label ?? field;
  const [head, ...rest] = field.split('.');
  const base = labels?.fields[head!] ?? head!;
  if (!rest.length) return base;
  const item = labels?.items?.[head!];
  const [index, ...inner] = rest;
  if (item && /^\d+$/.test(index!)) {
    const one = `${item.one} ${Number(index) + 1}`;
    if (!inner.length) return one;
    return `${one} — ${item.fields[inner[0]!] ?? inner[0]}${inner.length > 1 ? ` ${inner.slice(1).join(' ')}` : ''}`;
  }
  return `${base} — ${rest.join(' ')}`;
}

/** A value as text when its table has no words for it: never « [object Object] ». */
export function showValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Oui' : 'Non';
  if (typeof value === 'number') return frenchNumber(value);
  if (Array.isArray(value)) return value.length ? value.map(showValue).join(', ') : '—';
  if (isRecord(value)) {
    if (typeof value.name === 'string' && value.name) return value.name;
    const entries = Object.entries(value);
    return entries.length ? entries.map(([k, v]) => `${k} : ${showValue(v)}`).join(', ') : '—';
  }
  return String(value);
}

/** A field's value for the review screen, one line per element (a garment, a payment, a measurement). */
export function fieldValueLines(table: SyncTableName, field: string, value: unknown, ctx: ShowContext): string[] {
  return REVIEW_TABLES[table]?.formatValue?.(field, value, ctx) ?? [showValue(value)];
}

import type { RecordData, SyncTableName } from '#shared/sync';
import { ORDER_STATUS_LABELS, type OrderStatus } from '#shared/constants';
import type { OrderLine } from '#shared/schemas/order-record';
import { linesSummary } from '#shared/order-basics';

/**
 * The PWA's side of each synced table (decision 014): the extra Dexie indexes of its mirror and how the review
 * screen names it. A `Record` over the shared list (shared/sync.ts): a table added there without its entry here
 * fails to compile. The Dexie schema itself is derived from this (see db.ts).
 */
export interface LocalSyncTable {
  /**
   * Extra indexes of the mirror table besides `&id` and `updatedAt`, as Dexie key paths into the row, e.g.
   * `data.customerId` or `data.status`, for the live queries of the domain's screens. Changing them = a new
   * SYNC_DB_VERSION in db.ts.
   */
  indexes: readonly string[];
  /** French name of one record of this table (review screen). */
  label: string;
  fields: Record<string, string>;
  title(data: RecordData): string;
  /**
   * Where the merchant corrects a refused change of this table (a page that reads `?fix=<mutationId>`). Without one
   * the review screen offers only « Abandonner »: a « Corriger » leading to a page that ignores the refusal would be
   * a dead end.
   */
  fixPath?: string;
  /** The record's own page (the review screen links to it), when it has one. */
  recordPath?(id: string): string;
  /** « Ce client », « Cette commande »: how the review screen speaks of one record. */
  thisOne?: string;
  /** A field's value in the merchant's words (a status's French label…); undefined: the generic text. */
  formatValue?(field: string, value: unknown): string | undefined;
}

export const LOCAL_SYNC_TABLES: Record<SyncTableName, LocalSyncTable> = {
  customers: {
    indexes: [],
    label: 'Client',
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
    title: (d) => [d.firstName, d.lastName].filter((x) => typeof x === 'string' && x).join(' ') || 'Client sans nom',
    fixPath: '/user/customers',
    recordPath: (id) => `/user/customers/${id}`,
    thisOne: 'Ce client',
  },
  orders: {
    indexes: [],
    label: 'Commande',
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
    },
    title: (d) =>
      [
        typeof d.code === 'string' ? d.code : '',
        [d.firstname, d.lastname].filter((x) => typeof x === 'string' && x).join(' '),
      ]
        .filter(Boolean)
        .join(' — ') || 'Commande',
    recordPath: (id) => `/user/orders/${id}`,
    thisOne: 'Cette commande',
    formatValue: (field, value) => {
      if (field === 'status' && typeof value === 'string' && value in ORDER_STATUS_LABELS)
        return ORDER_STATUS_LABELS[value as OrderStatus];
      if (field === 'lines' && Array.isArray(value)) return linesSummary(value as OrderLine[]);
      return undefined;
    },
  },
  measurement_sets: {
    indexes: ['data.customerId'],
    label: 'Prise de mesures',
    fields: {
      customerId: 'Client',
      takenAt: 'Date',
      takenBy: 'Prise par',
      clothingTypeId: 'Modèle',
      clothingTypeName: 'Modèle',
      values: 'Mesures',
      notes: 'Notes',
    },
    title: (d) =>
      [
        'Mesures',
        typeof d.clothingTypeName === 'string' ? d.clothingTypeName : '',
        String(d.takenAt ?? '').slice(0, 10),
      ]
        .filter(Boolean)
        .join(' — '),
  },
};

export function fieldLabel(table: SyncTableName, field: string): string {
  const [head, ...rest] = field.split('.');
  const base = LOCAL_SYNC_TABLES[table]?.fields[head!] ?? head!;
  return rest.length ? `${base} (${rest.join('.')})` : base;
}

/** A field value as text for the review screen, in the table's own words when it has them. */
export function showFieldValue(table: SyncTableName, field: string, value: unknown): string {
  return LOCAL_SYNC_TABLES[table]?.formatValue?.(field, value) ?? showValue(value);
}

/** A field value as text for the review screen. */
export function showValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    return entries.length ? entries.map(([k, v]) => `${k} : ${v}`).join(', ') : '—';
  }
  return String(value);
}

import type { RecordData, SyncTableName } from '#shared/sync';

/** How the review screen names each synced table, its fields and one of its records (French). */
export interface SyncTableLabels {
  label: string;
  fields: Record<string, string>;
  title(data: RecordData): string;
  /** Where the merchant corrects a refused change of this table (a page that reads `?fix=<mutationId>`). */
  fixPath: string;
}

export const SYNC_TABLE_LABELS: Record<SyncTableName, SyncTableLabels> = {
  customers: {
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
  },
};

export function fieldLabel(table: SyncTableName, field: string): string {
  const [head, ...rest] = field.split('.');
  const base = SYNC_TABLE_LABELS[table]?.fields[head!] ?? head!;
  return rest.length ? `${base} (${rest.join('.')})` : base;
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

import * as v from 'valibot';

/**
 * The offline-sync wire contract, shared by the server (api/sync) and the PWA engine (pwa/lib/sync).
 * Records travel as `data` objects in the client's field names (camelCase); each synced table has a shared
 * valibot schema (see shared/schemas/*) that both sides use to validate a record.
 */

/**
 * Tables the sync endpoint knows. Adding one (decision 014) = its name here, a migration, its definition (with its
 * rules) in its API domain and one line in api/synced-tables.ts, and its entries in pwa/lib/sync/tables.ts (indexes),
 * pwa/features/sync/review-labels.ts (the review screen's words) and pwa/lib/sync/waiting.ts (nouns); tsc reports a
 * missing entry.
 */
export const SYNC_TABLES = ['customers', 'orders', 'measurement_sets'] as const;
export type SyncTableName = (typeof SYNC_TABLES)[number];

/** Most mutations accepted in one push request; the client sends its outbox in batches of this size at most. */
export const PUSH_BATCH_MAX = 200;
// The pull's page size and headers live in a module without valibot: the PWA's first pull reads them on the
// dashboard's first load.
import { PULL_LIMIT_DEFAULT, PULL_LIMIT_MAX } from './sync-pull';
export {
  PULL_LIMIT_DEFAULT,
  PULL_LIMIT_MAX,
  PULL_CURSOR_HEADER,
  PULL_HAS_MORE_HEADER,
  PULL_PAGES_AHEAD,
} from './sync-pull';

export type SyncOp = 'upsert' | 'delete';
export type RecordData = Record<string, unknown>;

/** One queued client change. `mutationId` is the idempotency key; `baseVersion` the server version it was made on (0 = new). */
export interface SyncMutation {
  mutationId: string;
  table: string;
  op: SyncOp;
  id: string;
  baseVersion: number;
  /** upsert only: the fields the user changed (a create sends every field). */
  changes?: RecordData;
}

/** A row as the server holds it. `deletedAt` set = tombstone. */
export interface SyncRecord {
  table: string;
  id: string;
  version: number;
  updatedAt: string;
  deletedAt: string | null;
  data: RecordData;
}

export type SyncResult =
  | { mutationId: string; status: 'applied'; record: SyncRecord | null }
  /** Some fields the client changed were changed on the server after baseVersion: the server's values won for them. */
  | { mutationId: string; status: 'conflict'; record: SyncRecord; conflictFields: string[] }
  /** Nothing changed on the server; `message` (French) says why, `errors` per field when validation failed. */
  | {
      mutationId: string;
      status: 'rejected';
      message: string;
      errors?: Record<string, string[]>;
      record: SyncRecord | null;
    };

export interface PushRequest {
  /** Stable id of the client database that queued the mutations (so its own earlier edits never count as conflicts). */
  clientId: string;
  mutations: SyncMutation[];
}
export interface PushResponse {
  results: SyncResult[];
}
export interface PullResponse {
  changes: SyncRecord[];
  /** Pass as `since` for the next page. */
  cursor: number;
  hasMore: boolean;
}

const INVALID = 'Modification illisible.';
const idText = v.pipe(
  v.string(INVALID),
  v.minLength(1, 'Identifiant manquant.'),
  v.maxLength(64, 'Identifiant trop long.'),
);

/** Shape of one mutation (its table and its changes are judged later, one by one, against the table's own schema). */
export const syncMutationSchema = v.object(
  {
    mutationId: idText,
    table: v.pipe(v.string(INVALID), v.maxLength(64, 'Nom de table trop long.')),
    op: v.picklist(['upsert', 'delete'], 'Opération inconnue.'),
    id: idText,
    baseVersion: v.pipe(
      v.number('Version de base invalide.'),
      v.integer('Version de base invalide.'),
      v.minValue(0, 'Version de base invalide.'),
    ),
    changes: v.optional(v.record(v.string(), v.unknown(), 'Les changements doivent être un objet.')),
  },
  INVALID,
);

export const pushRequestSchema = v.object(
  {
    clientId: idText,
    mutations: v.pipe(
      v.array(syncMutationSchema, 'La liste des modifications est manquante.'),
      v.maxLength(PUSH_BATCH_MAX, `Au plus ${PUSH_BATCH_MAX} modifications par envoi.`),
    ),
  },
  INVALID,
);

export const pullQuerySchema = v.object({
  since: v.optional(v.pipe(v.string(), v.regex(/^\d{1,15}$/, 'Curseur invalide.'), v.transform(Number)), '0'),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,4}$/, 'Limite invalide.'),
      v.transform(Number),
      v.minValue(1, 'Limite invalide.'),
      v.maxValue(PULL_LIMIT_MAX, `Au plus ${PULL_LIMIT_MAX} enregistrements par page.`),
    ),
    String(PULL_LIMIT_DEFAULT),
  ),
});

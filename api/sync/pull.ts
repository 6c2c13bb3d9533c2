import { sql } from 'kysely';
import type { PullResponse, SyncRecord } from '#shared/sync';
import type { DB } from '../db/database';
import { isPostgres } from '../db/dialect';
import { committedVersion } from '../db/sync-version';
import type { SyncTableDef } from './table-def';
import { asSyncedTables, syncTables, type SyncedRow } from './registry';

/** One page as read: each row with its table, in version order, and where the page ends. */
interface PageRows {
  rows: { def: SyncTableDef; row: SyncedRow }[];
  cursor: number;
  hasMore: boolean;
}

/**
 * Changed rows and tombstones of one store with version > since, in version order, one page of `limit`.
 * Versions come from the store's own counter, so a single number is a cursor across every synced table.
 * Versions commit in order (the counter's lock, see committedVersion), and only rows at or below the committed
 * counter read first are taken: a push committing between two of the reads below cannot make the cursor skip a row.
 */
async function readPage(
  db: DB,
  storeId: string,
  since: number,
  limit: number,
  tables: readonly string[] | null,
  /** also read, per JSON column, whether its text is valid JSON of its shape (SQLite's json_valid: no JS parse) */
  checkJson: boolean,
): Promise<PageRows> {
  const dyn = asSyncedTables(db);
  const ceiling = await committedVersion(db, storeId);
  const defs = Object.values(syncTables).filter((def) => !tables || tables.includes(def.name));
  // First the versions alone (an index read), to find where the page ends; then whole rows only up to that version.
  // Reading `limit + 1` whole rows of every table and keeping `limit` of them converted up to 3 times too many rows
  // (issue 22: a new tablet's first pages of 5,000).
  const versions: number[] = [];
  for (const def of defs) {
    const rows = await dyn
      .selectFrom(def.name)
      .select('version')
      .where('store_id', '=', storeId)
      .where('version', '>', since)
      .where('version', '<=', ceiling)
      .orderBy('version')
      .limit(limit + 1)
      .execute();
    for (const row of rows) versions.push(Number(row.version));
  }
  versions.sort((a, b) => a - b);
  const hasMore = versions.length > limit;
  const upTo = hasMore ? versions[limit - 1]! : ceiling;
  const candidates: { def: SyncTableDef; row: SyncedRow }[] = [];
  for (const def of defs) {
    const json = checkJson ? Object.entries(def.jsonColumns ?? {}) : [];
    const rows = (await dyn
      .selectFrom(def.name)
      .selectAll()
      .select(
        json.map(([column, { shape }]) =>
          sql<number>`case when json_valid(${sql.ref(column)}) then json_type(${sql.ref(column)}) = ${shape} else 0 end`.as(
            `${column}__json`,
          ),
        ),
      )
      .where('store_id', '=', storeId)
      .where('version', '>', since)
      .where('version', '<=', upTo)
      .orderBy('version')
      .limit(limit)
      .execute()) as SyncedRow[];
    for (const row of rows) candidates.push({ def, row });
  }
  candidates.sort((a, b) => Number(a.row.version) - Number(b.row.version));
  const rows = candidates.slice(0, limit);
  return { rows, cursor: rows.length ? Number(rows[rows.length - 1]!.row.version) : since, hasMore };
}

/** A page as records (what a staff account's role filters: field-permissions.ts). */
export async function pullChanges(
  db: DB,
  storeId: string,
  since: number,
  limit: number,
  /** the tables to read (a staff account's role); null: every synced table */
  tables: readonly string[] | null = null,
): Promise<PullResponse> {
  const page = await readPage(db, storeId, since, limit, tables, false);
  const changes: SyncRecord[] = page.rows.map(({ def, row }) => ({
    table: def.name,
    id: row.id,
    version: Number(row.version),
    updatedAt: row.updated_at,
    deletedAt: row.deleted_at ?? null,
    data: def.fromRow(row),
  }));
  return { changes, cursor: page.cursor, hasMore: page.hasMore };
}

/**
 * The same page as pullChanges, as the JSON text of a PullResponse, with the JSON columns of the tables that declare
 * them (`jsonColumns`) sent as stored: neither parsed nor written again (issue 22: a new tablet's first sync parsed
 * and re-serialised about 20 MB of them). On SQLite the database itself says whether each one is valid JSON of its
 * shape (json_valid, json_type), on PostgreSQL JSON.parse does; one that is not is sent as fromRow reads it (an empty
 * list or object), as pullChanges would.
 */
export async function pullChangesJson(
  db: DB,
  storeId: string,
  since: number,
  limit: number,
  tables: readonly string[] | null = null,
): Promise<{ body: string; cursor: number; hasMore: boolean }> {
  const inSql = !isPostgres(db);
  const page = await readPage(db, storeId, since, limit, tables, inSql);
  const parts: string[] = [];
  for (const { def, row } of page.rows) {
    const json = Object.entries(def.jsonColumns ?? {});
    const raw: string[] = [];
    const rest = { ...row };
    for (const [column, { shape }] of json) {
      const text = row[column];
      if (typeof text === 'string' && (inSql ? Number(row[`${column}__json`]) === 1 : isJsonOf(text, shape))) {
        raw.push(text);
        rest[column] = shape === 'array' ? '[]' : '{}'; // fromRow reads a light stand-in, dropped below
      } else raw.push('');
    }
    let data: string;
    if (raw.every((t) => t === '')) data = JSON.stringify(def.fromRow(row));
    else {
      const record = def.fromRow(rest);
      const fields: string[] = [];
      json.forEach(([, { field }], i) => {
        if (raw[i]) {
          fields.push(`${JSON.stringify(field)}:${raw[i]}`);
          delete record[field];
        }
      });
      const plain = JSON.stringify(record);
      data = `${plain.slice(0, -1)}${plain.length > 2 ? ',' : ''}${fields.join(',')}}`;
    }
    parts.push(
      `{"table":${JSON.stringify(def.name)},"id":${JSON.stringify(row.id)},"version":${Number(row.version)},` +
        `"updatedAt":${JSON.stringify(row.updated_at)},"deletedAt":${JSON.stringify(row.deleted_at ?? null)},"data":${data}}`,
    );
  }
  const body = `{"changes":[${parts.join(',')}],"cursor":${page.cursor},"hasMore":${page.hasMore}}`;
  return { body, cursor: page.cursor, hasMore: page.hasMore };
}

function isJsonOf(text: string, shape: 'array' | 'object'): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return shape === 'array'
      ? Array.isArray(value)
      : Boolean(value) && typeof value === 'object' && !Array.isArray(value);
  } catch {
    return false;
  }
}

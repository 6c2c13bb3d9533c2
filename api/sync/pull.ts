import type { PullResponse, SyncRecord } from '#shared/sync';
import type { DB } from '../db/database';
import { committedVersion } from '../db/sync-version';
import { asSyncedTables, syncTables, type SyncedRow } from './registry';

/**
 * Changed rows and tombstones of one store with version > since, in version order, one page of `limit`.
 * Versions come from the store's own counter, so a single number is a cursor across every synced table.
 * Versions commit in order (the counter's lock, see committedVersion), and only rows at or below the committed
 * counter read first are taken: a push committing between two of the reads below cannot make the cursor skip a row.
 */
export async function pullChanges(
  db: DB,
  storeId: string,
  since: number,
  limit: number,
  /** the tables to read (a staff account's role); null: every synced table */
  tables: readonly string[] | null = null,
): Promise<PullResponse> {
  const dyn = asSyncedTables(db);
  const ceiling = await committedVersion(db, storeId);
  const defs = Object.values(syncTables).filter((def) => !tables || tables.includes(def.name));
  // First the versions alone (an index read), to find where the page ends; then whole rows only up to that version.
  // Reading `limit + 1` whole rows of every table and keeping `limit` of them converted up to 3 times too many rows
  // (a new tablet's first pages of 5,000).
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
  const candidates: SyncRecord[] = [];
  for (const def of defs) {
    const rows = (await dyn
      .selectFrom(def.name)
      .selectAll()
      .where('store_id', '=', storeId)
      .where('version', '>', since)
      .where('version', '<=', upTo)
      .orderBy('version')
      .limit(limit)
      .execute()) as SyncedRow[];
    for (const row of rows) {
      candidates.push({
        table: def.name,
        id: row.id,
        version: Number(row.version),
        updatedAt: row.updated_at,
        deletedAt: row.deleted_at ?? null,
        data: def.fromRow(row),
      });
    }
  }
  candidates.sort((a, b) => a.version - b.version);
  const changes = candidates.slice(0, limit);
  return { changes, cursor: changes.length ? changes[changes.length - 1]!.version : since, hasMore };
}

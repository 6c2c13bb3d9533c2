import { useLiveQuery } from 'dexie-react-hooks';
import type { SyncTableName } from '#shared/sync';
import type { SyncDatabase } from './db';

/** How many records of each synced table have changes waiting to be sent (one record counts once). */
export type WaitingCounts = Partial<Record<SyncTableName, number>>;

/**
 * The tailor's nouns for a waiting record (« 3 commandes », « 1 client »), keyed by the shared list: a synced table
 * added without its nouns fails to compile.
 */
const NOUNS: Record<SyncTableName, [string, string]> = {
  orders: ['commande', 'commandes'],
  customers: ['client', 'clients'],
  measurement_sets: ['prise de mesures', 'prises de mesures'],
};

function noun(table: SyncTableName, n: number): string {
  const pair = NOUNS[table] ?? [table, table]; // a table an older or newer build synced: its name, never a crash
  return n > 1 ? pair[1] : pair[0];
}

/** '3 commandes et 2 clients à envoyer' (orders first: what a tailor counts first); '' when nothing waits. */
export function waitingText(counts: WaitingCounts): string {
  const order: SyncTableName[] = ['orders', 'customers'];
  const tables = [
    ...order.filter((t) => counts[t]),
    ...(Object.keys(counts) as SyncTableName[]).filter((t) => !order.includes(t) && counts[t]),
  ];
  const parts = tables.map((t) => `${counts[t]} ${noun(t, counts[t]!)}`);
  if (parts.length === 0) return '';
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} et ${parts[parts.length - 1]}`;
  return `${list} à envoyer`;
}

/** Records with queued changes, per table (several changes to one record count once). */
export async function countWaiting(db: SyncDatabase): Promise<WaitingCounts> {
  const rows = new Map<SyncTableName, Set<string>>();
  await db.outbox.each((entry) => {
    const set = rows.get(entry.table) ?? new Set<string>();
    set.add(entry.rowId);
    rows.set(entry.table, set);
  });
  const counts: WaitingCounts = {};
  for (const [table, set] of rows) counts[table] = set.size;
  return counts;
}

/** Live waiting counts of a device database (undefined while reading, {} without a database). */
export function useWaitingCounts(db: SyncDatabase | null | undefined): WaitingCounts | undefined {
  return useLiveQuery(async () => (db ? countWaiting(db) : {}), [db]);
}

/** Ids of a table's records with a conflict still to review (lists mark them until the merchant decides). */
export function useConflictIds(db: SyncDatabase | null | undefined, table: SyncTableName): Set<string> {
  const ids = useLiveQuery(
    async () => (db ? (await db.conflicts.toArray()).filter((c) => c.table === table).map((c) => c.rowId) : []),
    [db, table],
  );
  return new Set(ids ?? []);
}

// Kept in a module of its own: the sign-in page reads it without loading Dexie.
export { rememberSyncUser, lastSyncUser } from './last-user';
import { lastSyncUser } from './last-user';

/**
 * What waits on this device for the merchant who last used it (the sign-in page, loaded on demand there so the page
 * does not carry Dexie): '' when nothing waits or nobody used the device yet.
 */
export async function waitingForLastUser(): Promise<string> {
  const userId = lastSyncUser();
  if (!userId) return '';
  const { openSyncDatabase } = await import('./db');
  const db = openSyncDatabase(userId);
  try {
    return waitingText(await countWaiting(db));
  } catch {
    return '';
  } finally {
    db.close();
  }
}

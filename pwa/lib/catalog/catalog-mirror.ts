import type { CatalogMirrorJson } from '#shared/catalog-mirror';
import type { CategoryJson, ProductJson } from '#shared/schemas/catalog';
import { apiFetch } from '../api';
import { CatalogDatabase, catalogDatabaseName, type CatalogProductRow } from './catalog-db';

export interface CatalogMirrorState {
  refreshing: boolean;
  /** When this device last read the catalogue from the server (ISO), null: never. */
  refreshedAt: string | null;
  /** The last refresh's failure (French), null when it worked. Offline is not an error: the copy is read as is. */
  error: string | null;
}

/** How a refresh reads the server: swappable so that tests (and the bench) can stand in for it. */
export type MirrorFetch = (since: string | null) => Promise<CatalogMirrorJson>;

const apiMirrorFetch: MirrorFetch = (since) =>
  apiFetch<CatalogMirrorJson>(`/api/catalog/mirror${since ? `?since=${encodeURIComponent(since)}` : ''}`);

/** A refresh younger than this is not repeated when a screen opens (writes refresh at once anyway). */
export const MIRROR_FRESH_MS = 30_000;

const row = (p: ProductJson): CatalogProductRow => ({ id: p.id, data: p, updatedAt: p.updated_at });

/** One merchant's catalogue copy: its database, and the one refresh at a time that keeps it current. */
export class CatalogMirror {
  readonly db: CatalogDatabase;
  private state: CatalogMirrorState = { refreshing: false, refreshedAt: null, error: null };
  private running: Promise<void> | null = null;
  private readonly listeners = new Set<(s: CatalogMirrorState) => void>();

  constructor(
    db: CatalogDatabase,
    private readonly fetchMirror: MirrorFetch = apiMirrorFetch,
  ) {
    this.db = db;
    void db.meta.get('refreshedAt').then((m) => {
      if (m && !this.state.refreshedAt) this.set({ refreshedAt: String(m.value) });
    });
  }

  getState(): CatalogMirrorState {
    return this.state;
  }

  subscribe(cb: (s: CatalogMirrorState) => void): () => void {
    this.listeners.add(cb);
    return () => this.listeners.delete(cb);
  }

  private set(patch: Partial<CatalogMirrorState>) {
    this.state = { ...this.state, ...patch };
    for (const cb of this.listeners) cb(this.state);
  }

  /**
   * Reads what changed since the last read (everything the first time, or with `full`) and writes it in one
   * IndexedDB transaction. Offline it does nothing: the screens read the copy as it is. Concurrent calls share one run.
   */
  refresh(options: { full?: boolean; ifOlderThanMs?: number } = {}): Promise<void> {
    // A refresh asked during another (after a save) reads again once that one is done, so it sees the save.
    if (this.running)
      return options.ifOlderThanMs !== undefined ? this.running : this.running.then(() => this.refresh());
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return Promise.resolve();
    const last = this.state.refreshedAt ? Date.parse(this.state.refreshedAt) : 0;
    if (options.ifOlderThanMs !== undefined && Date.now() - last < options.ifOlderThanMs) return Promise.resolve();
    this.set({ refreshing: true });
    this.running = this.run(Boolean(options.full))
      .then(() => this.set({ refreshing: false, error: null, refreshedAt: new Date().toISOString() }))
      .catch((err: unknown) => {
        const status = (err as { status?: number })?.status;
        // Status 0: the network went away meanwhile; the copy stays as it is, that is not an error to show.
        this.set({ refreshing: false, error: status === 0 ? null : err instanceof Error ? err.message : String(err) });
      })
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  private async run(full: boolean) {
    const cursor = full ? null : ((await this.db.meta.get('cursor'))?.value ?? null);
    const answer = await this.fetchMirror(cursor ? String(cursor) : null);
    await this.apply(answer);
  }

  /** Writes one answer of GET /api/catalog/mirror (exported for tests). */
  async apply(answer: CatalogMirrorJson): Promise<void> {
    const db = this.db;
    await db.transaction('rw', db.products, db.categories, db.meta, async () => {
      if (answer.full) await db.products.clear();
      await db.products.bulkPut(answer.products.map(row));
      if (answer.deleted.length) await db.products.bulkDelete(answer.deleted);
      await db.categories.clear();
      await db.categories.bulkPut(answer.categories.map((c) => ({ id: c.id, data: c })));
      await db.meta.bulkPut([
        { key: 'cursor', value: answer.at },
        { key: 'refreshedAt', value: new Date().toISOString() },
        { key: 'limit', value: JSON.stringify(answer.limit) },
      ]);
    });
  }

  /** A product the server just answered (after a save): on the device at once, before the next refresh. */
  async putProduct(product: ProductJson): Promise<void> {
    await this.db.products.put(row(product));
  }

  async removeProduct(id: string): Promise<void> {
    await this.db.products.delete(id);
  }

  async putCategory(category: CategoryJson): Promise<void> {
    await this.db.categories.put({ id: category.id, data: category });
  }
}

const mirrors = new Map<string, CatalogMirror>();

/** The signed-in merchant's catalogue copy (opened once per tab and kept, like the sync database). */
export function catalogMirrorFor(userId: string): CatalogMirror {
  let mirror = mirrors.get(userId);
  if (!mirror) {
    mirror = new CatalogMirror(new CatalogDatabase(catalogDatabaseName(userId)));
    mirrors.set(userId, mirror);
  }
  return mirror;
}

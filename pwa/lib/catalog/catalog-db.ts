import Dexie, { type DexieOptions, type Table } from 'dexie';
import type { CategoryJson, ProductJson } from '#shared/schemas/catalog';

/** A product as the device keeps it: the API's whole JSON (pictures, live variants), like a sync mirror row's `data`. */
export interface CatalogProductRow {
  id: string;
  data: ProductJson;
  updatedAt: string;
}

export interface CatalogCategoryRow {
  id: string;
  data: CategoryJson;
}

export interface CatalogMetaEntry {
  /**
   * `cursor`: the `at` of the last read (next `since`); `refreshedAt`: when this device last read the catalogue;
   * `limit`: the plan's product limit (JSON of ProductLimitJson).
   */
  key: 'cursor' | 'refreshedAt' | 'limit';
  value: string;
}

/**
 * The catalogue kept on the device (decision 016): a read-only copy refreshed from GET /api/catalog/mirror. One
 * database per signed-in merchant, beside the sync database (pwa/lib/sync/db.ts), never deleted on sign-out. Edits
 * never go through it: they need the network, and their answer is written here at once.
 */
export class CatalogDatabase extends Dexie {
  products!: Table<CatalogProductRow, string>;
  categories!: Table<CatalogCategoryRow, string>;
  meta!: Table<CatalogMetaEntry, string>;

  constructor(name: string, options?: DexieOptions) {
    super(name, options);
    this.version(1).stores({ products: '&id, updatedAt', categories: '&id', meta: '&key' });
  }
}

export const catalogDatabaseName = (userId: string) => `boutique-catalog-${userId}`;

import type { PlanName } from './constants';
import type { CategoryJson, ProductJson } from './schemas/catalog';

/**
 * GET /api/catalog/mirror?since= — what the device keeps of the catalogue (decision 016): the products changed since
 * the cursor (each whole, with its pictures and live variants), the ids of products deleted since, and every live
 * category (few; replaced whole). Without `since` (or `full`), every live product: the device replaces its copy.
 */
export interface CatalogMirrorJson {
  /** The cursor to send next time (server time, taken before reading). */
  at: string;
  /** true: `products` is the whole catalogue, anything else on the device is gone. */
  full: boolean;
  products: ProductJson[];
  /** Products deleted since the cursor. */
  deleted: string[];
  categories: CategoryJson[];
  /** The plan's product limit, so the screens show it offline too. */
  limit: ProductLimitJson;
}

/** The plan's product limit: `max` null = unlimited; `message` is the API's refusal, shown before it is hit. */
export interface ProductLimitJson {
  max: number | null;
  plan: PlanName;
  message: string | null;
}

/** How far back an incremental read looks before its cursor, so a write committed late is never skipped. */
export const MIRROR_OVERLAP_MS = 60_000;

import type { Generated } from 'kysely';
import type { PromoKind } from '#shared/schemas/checkout';

/** A store's promo code (migration 2026-11-26-1000). Days are the store's (YYYY-MM-DD, inclusive). */
export interface PromoCodesTable {
  id: string;
  store_id: string;
  /** upper case, unique per store */
  code: string;
  kind: PromoKind;
  /** percentage (1–100) or amount */
  value: number;
  starts_on: string | null;
  ends_on: string | null;
  max_uses: number | null;
  /** bumped in the order's transaction by `uses = uses + 1 where uses < max_uses` (exact under races) */
  uses: Generated<number>;
  min_order_amount: number | null;
  /** JSON array of product ids; [] = every product (unless category_id) */
  product_ids: Generated<string>;
  category_id: string | null;
  active: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** One order that used a code (one per order). */
export interface PromoCodeUsesTable {
  id: string;
  store_id: string;
  promo_code_id: string;
  order_id: string;
  discount: number;
  created_at: string;
}

export interface CheckoutTables {
  promo_codes: PromoCodesTable;
  promo_code_uses: PromoCodeUsesTable;
}

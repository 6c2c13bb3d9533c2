// Row shapes of the catalogue and order tables (see migrations/2026-11-22-0300-catalog.ts).
// Conventions: ids text UUIDv7, timestamps ISO-8601 UTC text, booleans 0/1, JSON as text.

/** Store-scoped; soft-deleted (deleted_at) so storefront snapshots and offline clients never see a dangling id. */
export interface CategoriesTable {
  id: string;
  store_id: string;
  name: string;
  description: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export interface ProductsTable {
  id: string;
  store_id: string;
  category_id: string | null;
  name: string;
  /** the merchant's own reference (SKU), unique among the store's live products; null: none */
  reference: string | null;
  description: string | null;
  /** in the store's currency, up to 2 decimals */
  price: number;
  /** price during the discount period (discount_start..discount_end, ISO dates, both optional) */
  discount_price: number | null;
  stock: number;
  discount_start: string | null;
  discount_end: string | null;
  /** JSON array of strings, e.g. ["S","M","L"] */
  sizes: string;
  /** JSON array of strings (colour names or hex), e.g. ["Rouge","#000000"] */
  colors: string;
  /** 1 = shown on the storefront */
  published: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export interface ProductImagesTable {
  id: string;
  store_id: string;
  product_id: string;
  /** display order, 0 first (the first image is the product's cover) */
  position: number;
  /** size of the largest generated variant */
  width: number;
  height: number;
  /** JSON: width → public path, e.g. {"320":"/uploads/products/<id>-320.webp","640":…,"960":…} */
  variants: string;
  /** JSON {url, width, height}: the JPEG for link previews and the feed; null until made (older uploads). */
  preview?: string | null;
  created_at: string;
}

/** A variant of a product with its own price and stock (e.g. « Taille L / Rouge »). */
export interface SubProductsTable {
  id: string;
  store_id: string;
  product_id: string;
  name: string;
  size: string | null;
  color: string | null;
  price: number;
  stock: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

import type { OrderStatus } from '#shared/constants';
import type { DeliveryOption, PaymentMethod } from '#shared/schemas/checkout';
export type { OrderStatus };

/** Synced, store-scoped (offline-first): `version` from nextVersion() on every write. */
export interface OrdersTable {
  id: string;
  store_id: string;
  customer_id: string | null;
  product_id: string | null;
  sub_product_id: string | null;
  /** product (and variant) name at order time, kept for display if the product changes or goes */
  product_name: string;
  quantity: number;
  unit_price: number;
  total: number;
  status: OrderStatus;
  firstname: string;
  lastname: string;
  /** E.164 */
  phone: string;
  email: string;
  city: string;
  /** last message from the merchant to the customer (order update) */
  message: string | null;
  /** short code the customer reads over the phone and follows the order with (unique per store) */
  code: string;
  /** JSON array of OrderLine (shared/schemas/order-record.ts); product_id … unit_price above mirror the first line */
  lines: string;
  /** JSON array of OrderHistoryEntry: every status the order took, who moved it, when, with which message */
  history: string;
  /** delivery address (free text) */
  address: string | null;
  /** made-to-measure orders (migration 2026-11-23-1510): due day YYYY-MM-DD, JSON arrays of Garment and Payment */
  due_date: string | null;
  garments: string;
  payments: string;
  /** Checkout (migration 2026-11-26-1000): how it is delivered (zone named at order time), the fee, how it is paid,
   * the promo code and its discount; `total` = lines + delivery_fee − discount. */
  delivery_option: DeliveryOption | null;
  delivery_zone_id: string | null;
  delivery_zone: string | null;
  delivery_fee: number;
  payment_method: PaymentMethod | null;
  promo_code: string | null;
  discount: number;
  /** the mobile money transaction id the shopper declared (once), and when */
  transaction_id: string | null;
  transaction_declared_at: string | null;
  /** the reference's comparison key (shared/transaction-id.ts), and the code of the store's order that declared the
   * same payment first (null: none), decision 025 */
  transaction_key: string | null;
  transaction_reused_for: string | null;
  /** when the order was marked paid: by the merchant, or by a verified provider notification (paid_via) */
  paid_at: string | null;
  /** null: marked paid by the merchant; else the payment provider whose verified notification marked it */
  paid_via: string | null;
  version: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

/** A message sent from a storefront's contact page to its merchant. */
export interface StoreMessagesTable {
  id: string;
  store_id: string;
  full_name: string;
  email: string;
  phone: string;
  subject: string | null;
  message: string;
  read: number;
  created_at: string;
}

/** One row per shopper write, keyed e.g. 'order:<ip>'; counted over a sliding window for the per-IP limit. */
export interface ShopperRateHitsTable {
  id: string;
  key: string;
  created_at: string;
}

export interface CatalogTables {
  categories: CategoriesTable;
  products: ProductsTable;
  product_images: ProductImagesTable;
  sub_products: SubProductsTable;
  orders: OrdersTable;
  store_messages: StoreMessagesTable;
  shopper_rate_hits: ShopperRateHitsTable;
}

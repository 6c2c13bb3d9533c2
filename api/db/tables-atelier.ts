// Row shapes of the atelier tables (see migrations/2026-11-23-1300-atelier-parts.ts).

/** One measurement part of a store (tour de poitrine, taille…), in the tailor's order. */
export interface AtelierPartsTable {
  id: string;
  store_id: string;
  name: string;
  unit: string;
  position: number;
  /** how to take it, in a sentence */
  note: string | null;
  created_at: string;
  updated_at: string;
}

/** A clothing model the workshop makes (boubou, complet pagne…). */
export interface AtelierClothingTypesTable {
  id: string;
  store_id: string;
  name: string;
  default_price: number | null;
  /** metres of fabric one garment uses */
  fabric_length: number | null;
  created_at: string;
  updated_at: string;
}

/** The parts a clothing type needs (both of the same store). */
export interface AtelierClothingTypePartsTable {
  clothing_type_id: string;
  part_id: string;
  store_id: string;
}

/** Synced, store-scoped: one taking of a customer's measurements (migration 2026-11-23-1500-measurement-sets). */
export interface MeasurementSetsTable {
  id: string;
  store_id: string;
  customer_id: string;
  /** ISO date or instant of the taking */
  taken_at: string;
  taken_by: string | null;
  clothing_type_id: string | null;
  /** the clothing type's name at the time of the taking */
  clothing_type_name: string | null;
  /** JSON array of {partId, name, unit, value} */
  measure_values: string;
  notes: string | null;
  version: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

/** A store's own categories of income and expenses (migration 2026-11-23-1800-atelier-ledger). */
export interface AtelierTransactionCategoriesTable {
  id: string;
  store_id: string;
  name: string;
  /** 'income' | 'expense' */
  kind: string;
  created_at: string;
  updated_at: string;
}

/**
 * One entry of the atelier's ledger: a manual entry, or one written by what it comes from (a purchase, a salary
 * payment…), once per (source_kind, source_id). Payments of orders are not here: read from the orders.
 */
export interface AtelierTransactionsTable {
  id: string;
  store_id: string;
  /** 'income' | 'expense' */
  kind: string;
  amount: number;
  /** YYYY-MM-DD */
  day: string;
  category_id: string | null;
  label: string;
  note: string | null;
  /** 'manual' | 'purchase' | 'salary' | … */
  source_kind: string;
  source_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface AtelierTables {
  atelier_transaction_categories: AtelierTransactionCategoriesTable;
  atelier_transactions: AtelierTransactionsTable;
  measurement_sets: MeasurementSetsTable;
  atelier_parts: AtelierPartsTable;
  atelier_clothing_types: AtelierClothingTypesTable;
  atelier_clothing_type_parts: AtelierClothingTypePartsTable;
}

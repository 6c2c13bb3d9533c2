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

/** Fabric types and supplier types of a store: a named list (migration 2026-11-23-1820-atelier-resources). */
export interface AtelierNamedTable {
  id: string;
  store_id: string;
  name: string;
  created_at: string;
  updated_at: string;
}

/** A supplier of the workshop. */
export interface AtelierSuppliersTable {
  id: string;
  store_id: string;
  name: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  type_id: string | null;
  created_at: string;
  updated_at: string;
}

/** A fabric in stock: metres kept as whole centimetres (exact moves). */
export interface AtelierFabricsTable {
  id: string;
  store_id: string;
  name: string;
  type_id: string | null;
  stock_cm: number;
  /** below this the fabric is « bientôt épuisé »; null → FABRIC_LOW_STOCK_DEFAULT */
  low_stock_cm: number | null;
  price_per_meter: number | null;
  supplier_id: string | null;
  photo_url: string | null;
  note: string | null;
  created_at: string;
  updated_at: string;
}

/** A purchase from a supplier; one of fabric adds its quantity (metres) to the fabric's stock. */
export interface AtelierPurchasesTable {
  id: string;
  store_id: string;
  supplier_id: string;
  /** YYYY-MM-DD */
  day: string;
  fabric_id: string | null;
  /** what was bought (the fabric's name at the time, or the item typed) */
  item: string;
  quantity: number;
  amount: number;
  note: string | null;
  created_at: string;
}

/** A priced service (retouche, ourlet, broderie…). */
export interface AtelierServicesTable {
  id: string;
  store_id: string;
  name: string;
  price: number;
  created_at: string;
  updated_at: string;
}

export interface AtelierTables {
  atelier_fabric_types: AtelierNamedTable;
  atelier_supplier_types: AtelierNamedTable;
  atelier_suppliers: AtelierSuppliersTable;
  atelier_fabrics: AtelierFabricsTable;
  atelier_purchases: AtelierPurchasesTable;
  atelier_services: AtelierServicesTable;
  atelier_transaction_categories: AtelierTransactionCategoriesTable;
  atelier_transactions: AtelierTransactionsTable;
  measurement_sets: MeasurementSetsTable;
  atelier_parts: AtelierPartsTable;
  atelier_clothing_types: AtelierClothingTypesTable;
  atelier_clothing_type_parts: AtelierClothingTypePartsTable;
  store_roles: StoreRolesTable;
  staff: StaffTable;
  salary_payments: SalaryPaymentsTable;
  garment_stage_events: GarmentStageEventsTable;
}

/** A store role (couturier, coupeur…): a named permission set (migration 2026-11-23-1830-atelier-staff). */
export interface StoreRolesTable {
  id: string;
  store_id: string;
  name: string;
  /** JSON array of StorePermission */
  permissions: string;
  created_at: string;
  updated_at: string;
}

/** A staff member of a store; `user_id` is their sign-in account (member of this store only), if they have one. */
export interface StaffTable {
  id: string;
  store_id: string;
  name: string;
  phone: string | null;
  role_id: string | null;
  salary_kind: 'monthly' | 'piece';
  /** per month, or per finished garment */
  salary_amount: number;
  active: number;
  user_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface SalaryPaymentsTable {
  id: string;
  store_id: string;
  staff_id: string;
  /** YYYY-MM */
  period: string;
  kind: 'monthly' | 'piece';
  /** garments finished in the period (piece rate) */
  pieces: number | null;
  amount: number;
  note: string | null;
  paid_at: string;
  created_at: string;
}

/** A garment moved from one stage to the next, and by whom (null: the store owner). */
export interface GarmentStageEventsTable {
  id: string;
  store_id: string;
  order_id: string;
  garment_index: number;
  from_stage: string;
  to_stage: string;
  staff_id: string | null;
  at: string;
}

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

export interface AtelierTables {
  measurement_sets: MeasurementSetsTable;
  atelier_parts: AtelierPartsTable;
  atelier_clothing_types: AtelierClothingTypesTable;
  atelier_clothing_type_parts: AtelierClothingTypePartsTable;
}

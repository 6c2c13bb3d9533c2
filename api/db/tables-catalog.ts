// Row shapes of the catalogue, orders and publishing tables (storefront issue). Filled by that work.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface CatalogTables {}

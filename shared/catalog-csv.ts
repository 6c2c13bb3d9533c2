import * as v from 'valibot';
import type { ProductJson } from './schemas/catalog';

/**
 * The catalogue as a CSV file (export and import, decision 016): one line per product, followed by one line per
 * variant (same « Référence », « Variante » filled, the product's own columns left blank). « Référence » is the
 * merchant's own reference (SKU) of the product, or its id when it has none: a line whose reference names a product
 * updates it, a line with a new reference of hers creates a product that carries it, a line without one creates a
 * product (decision 016).
 * Lists (sizes, colours) are separated by « , »; « Publié » is « oui » or « non ».
 */
export const CATALOG_CSV_COLUMNS = {
  reference: 'Référence',
  name: 'Nom',
  description: 'Description',
  category: 'Catégorie',
  price: 'Prix',
  discountPrice: 'Prix réduit',
  discountStart: 'Début de la réduction',
  discountEnd: 'Fin de la réduction',
  stock: 'Stock',
  sizes: 'Tailles',
  colors: 'Couleurs',
  published: 'Publié',
  variant: 'Variante',
  variantReference: 'Référence de la variante',
  variantSize: 'Taille de la variante',
  variantColor: 'Couleur de la variante',
  variantPrice: 'Prix de la variante',
  variantStock: 'Stock de la variante',
} as const;

export type CatalogCsvField = keyof typeof CATALOG_CSV_COLUMNS;
export type CatalogCsvRow = Partial<Record<CatalogCsvField, string>>;
export const CATALOG_CSV_FIELDS = Object.keys(CATALOG_CSV_COLUMNS) as CatalogCsvField[];

/** Lines an import may hold (a catalogue of several thousand products and their variants). */
export const CATALOG_IMPORT_MAX_ROWS = 10_000;

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const FIELD_BY_HEADER = new Map<string, CatalogCsvField>(
  CATALOG_CSV_FIELDS.flatMap((f) => [
    [fold(CATALOG_CSV_COLUMNS[f]), f],
    [fold(f), f],
  ]),
);

/** A header as typed in a spreadsheet (any case, accents or not) → its field, or undefined when it is not ours. */
export function csvFieldOf(header: string): CatalogCsvField | undefined {
  return FIELD_BY_HEADER.get(fold(header));
}

/** A parsed line keyed by the file's headers → keyed by our fields (unknown columns dropped, cells trimmed). */
export function toCatalogRow(record: Record<string, unknown>): CatalogCsvRow {
  const row: CatalogCsvRow = {};
  for (const [header, value] of Object.entries(record)) {
    const field = csvFieldOf(header);
    if (field && value != null) row[field] = String(value).trim();
  }
  return row;
}

const num = (n: number | null | undefined) => (n == null ? '' : String(n));

/** The catalogue's lines for the CSV file, products in the order given, each followed by its variants. */
export function catalogCsvRows(products: readonly ProductJson[]): Record<string, string>[] {
  const line = (row: CatalogCsvRow) =>
    Object.fromEntries(CATALOG_CSV_FIELDS.map((f) => [CATALOG_CSV_COLUMNS[f], row[f] ?? '']));
  return products.flatMap((p) => [
    line({
      reference: p.reference ?? p.id,
      name: p.name,
      description: p.description ?? '',
      category: p.categoryName ?? '',
      price: num(p.price),
      discountPrice: num(p.discountPrice),
      discountStart: p.discountStart ?? '',
      discountEnd: p.discountEnd ?? '',
      stock: num(p.stock),
      sizes: p.sizes.join(', '),
      colors: p.colors.join(', '),
      published: p.published ? 'oui' : 'non',
    }),
    ...p.subProducts.map((s) =>
      line({
        reference: p.reference ?? p.id,
        variant: s.name,
        variantReference: s.id,
        variantSize: s.size ?? '',
        variantColor: s.color ?? '',
        variantPrice: num(s.price),
        variantStock: num(s.stock),
      }),
    ),
  ]);
}

/** What the import would do with one line (the preview), or did. */
export interface CatalogImportLine {
  /** the line number in the file (1 = the header line, so data starts at 2) */
  line: number;
  kind: 'product' | 'variant';
  action: 'create' | 'update' | 'unchanged' | 'error';
  name: string;
  /** French, one per problem, each naming its column */
  errors: string[];
  /** French, what changes on an update, e.g. « Prix : 1000 → 1200 » */
  changes: string[];
}

export interface CatalogImportJson {
  /** true when it was written (confirmed and without errors) */
  applied: boolean;
  lines: CatalogImportLine[];
  summary: { create: number; update: number; unchanged: number; errors: number };
  /** categories that will be (or were) created, by name */
  newCategories: string[];
  /** a problem of the whole file (e.g. the plan's product limit), French; null when none */
  message: string | null;
}

export const REFERENCE_UNKNOWN =
  'Référence : aucun produit de votre catalogue ne porte cette référence. Laissez-la vide pour créer un produit.';
export const REFERENCE_TWICE = 'Référence : ce produit est déjà sur une autre ligne du fichier.';
export const VARIANT_REFERENCE_UNKNOWN =
  'Référence de la variante : ce produit n’a pas de variante avec cette référence. Laissez-la vide pour en créer une.';
export const VARIANT_ORPHAN =
  'Variante : placez cette ligne sous celle de son produit, ou indiquez la référence du produit.';
export const PUBLISHED_INVALID = 'Publié : écrivez « oui » ou « non ».';
export const CATALOG_IMPORTED = 'Catalogue importé.';
export const IMPORT_REFUSED = 'Import refusé';
export const importCreatesMessage = (limitMessage: string, creates: number) =>
  `${limitMessage} Ce fichier en crée ${creates}.`;
export const nothingImportedMessage = (errors: number) =>
  `Rien n'a été importé : ${errors} ligne${errors > 1 ? 's' : ''} à corriger.`;
export const IMPORT_EMPTY = 'Le fichier ne contient aucune ligne de produit.';
export const IMPORT_TOO_LONG = `Le fichier dépasse ${CATALOG_IMPORT_MAX_ROWS} lignes : découpez-le en plusieurs fichiers.`;

/** POST /api/catalog/import: the file's lines (keyed by its headers or our fields); `confirm` writes them. */
export const catalogImportSchema = v.object(
  {
    rows: v.pipe(
      v.array(v.record(v.string(), v.union([v.string(), v.number(), v.null()])), IMPORT_EMPTY),
      v.minLength(1, IMPORT_EMPTY),
      v.maxLength(CATALOG_IMPORT_MAX_ROWS, IMPORT_TOO_LONG),
    ),
    confirm: v.optional(v.boolean(), false),
  },
  'Formulaire invalide',
);

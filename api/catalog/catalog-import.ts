import * as v from 'valibot';
import {
  CATALOG_CSV_COLUMNS,
  IMPORT_REFUSED,
  PUBLISHED_INVALID,
  REFERENCE_TWICE,
  REFERENCE_UNKNOWN,
  VARIANT_ORPHAN,
  VARIANT_REFERENCE_UNKNOWN,
  importCreatesMessage,
  toCatalogRow,
  type CatalogCsvField,
  type CatalogCsvRow,
  type CatalogImportJson,
  type CatalogImportLine,
} from '#shared/catalog-csv';
import { productReferenceSchema, productSchema, subProductSchema } from '#shared/schemas/catalog';
import type { DB } from '../db/database';
import type { ProductsTable, SubProductsTable } from '../db/tables-catalog';
import { newId, nowIso } from '../ids';
import { effectivePlanForStore, limitReachedMessage } from '../plans/limits';
import { withinLimit } from '#shared/plans';

/** Our ids (UUIDs): a « Référence » of this shape is an exported product's id, never a merchant's own code. */
const ID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** « Prix : Uniquement des nombres ou des décimales », one per problem. */
function issuesOf(issues: v.BaseIssue<unknown>[], column: (key: string) => string): string[] {
  const flat = v.flatten(issues as [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]);
  const out = (flat.root ?? []).slice();
  for (const [key, messages] of Object.entries(flat.nested ?? {})) {
    for (const m of messages ?? []) out.push(`${column(key)} : ${m}`);
  }
  return out;
}

const PRODUCT_COLUMN: Record<string, CatalogCsvField> = {
  name: 'name',
  description: 'description',
  price: 'price',
  discountPrice: 'discountPrice',
  discountStart: 'discountStart',
  discountEnd: 'discountEnd',
  stock: 'stock',
  sizes: 'sizes',
  colors: 'colors',
};
const VARIANT_COLUMN: Record<string, CatalogCsvField> = {
  name: 'variant',
  size: 'variantSize',
  color: 'variantColor',
  price: 'variantPrice',
  stock: 'variantStock',
};
const label = (map: Record<string, CatalogCsvField>) => (key: string) =>
  map[key] ? CATALOG_CSV_COLUMNS[map[key]] : key;

function flag(text: string | undefined): boolean | undefined | 'bad' {
  const t = (text ?? '').trim().toLowerCase();
  if (t === '') return undefined;
  if (['oui', 'o', 'yes', '1', 'true', 'vrai'].includes(t)) return true;
  if (['non', 'n', 'no', '0', 'false', 'faux'].includes(t)) return false;
  return 'bad';
}

/** A number as a spreadsheet writes it (« 12 000 », « 1500,5 ») → as the schema reads it (« 12000 », « 1500.5 »). */
const numeric = (text: string | undefined) => (text ?? '').replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

type ProductValues = v.InferOutput<typeof productSchema>;
type VariantValues = v.InferOutput<typeof subProductSchema>;

interface ProductStep {
  kind: 'product';
  line: CatalogImportLine;
  id: string;
  create: boolean;
  values: ProductValues;
  categoryName: string | null;
  published: boolean;
  /** a new product's own reference (SKU) from the file; null: none */
  reference: string | null;
}
interface VariantStep {
  kind: 'variant';
  line: CatalogImportLine;
  id: string;
  productId: string;
  create: boolean;
  values: VariantValues;
}

const listText = (json: string) => {
  try {
    return (JSON.parse(json) as string[]).join(', ');
  } catch {
    return '';
  }
};

/** « Prix : 1000 → 1200 » for each product column the line changes. */
function productChanges(
  current: ProductsTable,
  currentCategory: string | null,
  next: ProductValues,
  nextCategory: string | null,
  published: boolean,
) {
  const pairs: [CatalogCsvField, string, string][] = [
    ['name', current.name, next.name],
    ['description', current.description ?? '', next.description ?? ''],
    ['category', currentCategory ?? '', nextCategory ?? ''],
    ['price', String(current.price), String(next.price)],
    ['discountPrice', String(current.discount_price ?? ''), String(next.discountPrice ?? '')],
    ['discountStart', current.discount_start ?? '', next.discountStart ?? ''],
    ['discountEnd', current.discount_end ?? '', next.discountEnd ?? ''],
    ['stock', String(current.stock), String(next.stock)],
    ['sizes', listText(current.sizes), next.sizes.join(', ')],
    ['colors', listText(current.colors), next.colors.join(', ')],
    ['published', current.published ? 'oui' : 'non', published ? 'oui' : 'non'],
  ];
  return pairs
    .filter(([, a, b]) => a !== b)
    .map(([f, a, b]) => `${CATALOG_CSV_COLUMNS[f]} : ${a || '—'} → ${b || '—'}`);
}

function variantChanges(current: SubProductsTable, next: VariantValues) {
  const pairs: [CatalogCsvField, string, string][] = [
    ['variant', current.name, next.name],
    ['variantSize', current.size ?? '', next.size ?? ''],
    ['variantColor', current.color ?? '', next.color ?? ''],
    ['variantPrice', String(current.price), String(next.price)],
    ['variantStock', String(current.stock), String(next.stock)],
  ];
  return pairs
    .filter(([, a, b]) => a !== b)
    .map(([f, a, b]) => `${CATALOG_CSV_COLUMNS[f]} : ${a || '—'} → ${b || '—'}`);
}

/**
 * Reads the whole file against the store's catalogue and says, line by line, what it would do (nothing is written):
 * create, update (with each change), unchanged, or the line's French errors. Also the categories to create and a
 * whole-file problem (the plan's product limit).
 */
async function planImport(db: DB, storeId: string, records: Record<string, unknown>[]) {
  const [products, variants, categories] = await Promise.all([
    db.selectFrom('products').selectAll().where('store_id', '=', storeId).where('deleted_at', 'is', null).execute(),
    db.selectFrom('sub_products').selectAll().where('store_id', '=', storeId).where('deleted_at', 'is', null).execute(),
    db
      .selectFrom('categories')
      .select(['id', 'name'])
      .where('store_id', '=', storeId)
      .where('deleted_at', 'is', null)
      .execute(),
  ]);
  const productById = new Map(products.map((p) => [p.id, p]));
  // « Référence » is a product's id (an exported file) or the merchant's own reference (her spreadsheet's codes).
  const productByReference = new Map(products.filter((p) => p.reference).map((p) => [p.reference!, p]));
  const findProduct = (ref: string) => productById.get(ref) ?? productByReference.get(ref);
  /** products this file creates, by their reference: a variant line may name them */
  const newByReference = new Map<string, string>();
  const variantById = new Map(variants.map((s) => [s.id, s]));
  const categoryByName = new Map(categories.map((c) => [fold(c.name), c]));
  const categoryName = new Map(categories.map((c) => [c.id, c.name]));
  const newCategories = new Map<string, string>();
  const seen = new Set<string>();
  const steps: (ProductStep | VariantStep)[] = [];
  const lines: CatalogImportLine[] = [];
  let lastProduct: { id: string; failed: boolean } | null = null;

  records.forEach((record, index) => {
    const row: CatalogCsvRow = toCatalogRow(record);
    const line: CatalogImportLine = {
      line: index + 2,
      kind: 'product',
      action: 'create',
      name: '',
      errors: [],
      changes: [],
    };
    lines.push(line);
    const isVariant = Boolean(row.variant || row.variantReference || row.variantPrice || row.variantStock);
    if (!isVariant) {
      if (Object.values(row).every((x) => !x)) {
        line.action = 'unchanged'; // a blank line
        return;
      }
      line.name = row.name ?? '';
      const ref = row.reference ?? '';
      const current = ref ? findProduct(ref) : undefined;
      // An unknown id (another store's, a deleted product's) is an error; an unknown reference of her own makes a
      // new product that carries it, so that the next import of the same sheet updates it.
      let reference: string | null = null;
      if (ref && !current) {
        if (ID_SHAPE.test(ref)) line.errors.push(REFERENCE_UNKNOWN);
        else {
          const checked = v.safeParse(productReferenceSchema, ref);
          if (checked.success) reference = checked.output;
          else line.errors.push(...checked.issues.map((i) => i.message));
        }
      }
      const key = current?.id ?? ref;
      if (ref && seen.has(key)) line.errors.push(REFERENCE_TWICE);
      if (ref) seen.add(key);
      const published = flag(row.published);
      if (published === 'bad') line.errors.push(PUBLISHED_INVALID);
      const parsed = v.safeParse(productSchema, {
        name: row.name ?? '',
        description: row.description ?? '',
        price: numeric(row.price),
        discountPrice: numeric(row.discountPrice),
        discountStart: row.discountStart ?? '',
        discountEnd: row.discountEnd ?? '',
        stock: numeric(row.stock),
        sizes: row.sizes ?? '',
        colors: row.colors ?? '',
      });
      if (!parsed.success) line.errors.push(...issuesOf(parsed.issues, label(PRODUCT_COLUMN)));
      const id = current?.id ?? newId();
      if (reference) newByReference.set(reference, id);
      lastProduct = { id, failed: line.errors.length > 0 };
      if (!parsed.success || line.errors.length) {
        line.action = 'error';
        return;
      }
      const catName = row.category?.trim() || null;
      if (catName && !categoryByName.has(fold(catName)) && !newCategories.has(fold(catName)))
        newCategories.set(fold(catName), catName);
      const pub = published === undefined ? (current ? current.published === 1 : true) : published === true;
      if (current) {
        line.changes = productChanges(
          current,
          current.category_id ? (categoryName.get(current.category_id) ?? null) : null,
          parsed.output,
          catName ? (categoryByName.get(fold(catName))?.name ?? catName) : null,
          pub,
        );
        line.action = line.changes.length ? 'update' : 'unchanged';
      }
      steps.push({
        kind: 'product',
        line,
        id,
        create: !current,
        values: parsed.output,
        categoryName: catName,
        published: pub,
        reference,
      });
      return;
    }

    line.kind = 'variant';
    line.name = row.variant ?? '';
    const ref = row.reference ?? '';
    let productId: string | null = null;
    if (ref) {
      productId = findProduct(ref)?.id ?? newByReference.get(ref) ?? null;
      if (!productId) line.errors.push(REFERENCE_UNKNOWN);
    } else if (lastProduct) productId = lastProduct.id;
    else line.errors.push(VARIANT_ORPHAN);
    const vref = row.variantReference ?? '';
    const current = vref ? variantById.get(vref) : undefined;
    if (vref && (!current || current.product_id !== productId)) line.errors.push(VARIANT_REFERENCE_UNKNOWN);
    const parsed = v.safeParse(subProductSchema, {
      name: row.variant ?? '',
      size: row.variantSize ?? '',
      color: row.variantColor ?? '',
      price: numeric(row.variantPrice),
      stock: numeric(row.variantStock),
    });
    if (!parsed.success) line.errors.push(...issuesOf(parsed.issues, label(VARIANT_COLUMN)));
    if (!parsed.success || line.errors.length || !productId) {
      line.action = 'error';
      return;
    }
    if (current) {
      line.changes = variantChanges(current, parsed.output);
      line.action = line.changes.length ? 'update' : 'unchanged';
    }
    steps.push({
      kind: 'variant',
      line,
      id: current?.id ?? newId(),
      productId,
      create: !current,
      values: parsed.output,
    });
  });

  const creates = steps.filter((s) => s.kind === 'product' && s.create).length;
  const effective = await effectivePlanForStore(db, storeId);
  const message = withinLimit(effective.limits, 'maxProducts', products.length, creates)
    ? null
    : importCreatesMessage(await limitReachedMessage(db, effective, 'maxProducts'), creates);
  const count = (a: CatalogImportLine['action']) => lines.filter((l) => l.action === a).length;
  const result: CatalogImportJson = {
    applied: false,
    lines,
    summary: {
      create: count('create'),
      update: count('update'),
      unchanged: count('unchanged'),
      errors: count('error'),
    },
    newCategories: [...newCategories.values()],
    message,
  };
  return { result, steps, categoryByName, newCategories };
}

/** Raised inside the import's transaction when the file cannot be written: its preview is the answer (422). */
export class ImportRefused extends Error {
  constructor(readonly result: CatalogImportJson) {
    super(result.message ?? IMPORT_REFUSED);
  }
}

/** The preview: what the file would do, nothing written. */
export async function previewImport(db: DB, storeId: string, records: Record<string, unknown>[]) {
  return (await planImport(db, storeId, records)).result;
}

/**
 * Writes the whole file in the caller's transaction, after reading it again there (what the preview showed may have
 * moved): any line in error, or the plan's limit, refuses everything (ImportRefused, the transaction rolls back).
 */
export async function applyImport(trx: DB, storeId: string, records: Record<string, unknown>[]) {
  const { result, steps, categoryByName, newCategories } = await planImport(trx, storeId, records);
  if (result.summary.errors > 0 || result.message) throw new ImportRefused(result);
  const now = nowIso();
  const categoryId = new Map([...categoryByName].map(([k, c]) => [k, c.id]));
  for (const [key, name] of newCategories) {
    const id = newId();
    await trx
      .insertInto('categories')
      .values({ id, store_id: storeId, name, description: null, created_at: now, updated_at: now, deleted_at: null })
      .execute();
    categoryId.set(key, id);
  }
  for (const step of steps) {
    if (step.line.action === 'unchanged') continue;
    if (step.kind === 'product') {
      const p = step.values;
      const columns = {
        category_id: step.categoryName ? (categoryId.get(fold(step.categoryName)) ?? null) : null,
        name: p.name,
        description: p.description,
        price: p.price,
        discount_price: p.discountPrice,
        stock: p.stock,
        discount_start: p.discountStart,
        discount_end: p.discountEnd,
        sizes: JSON.stringify(p.sizes),
        colors: JSON.stringify(p.colors),
        published: step.published ? 1 : 0,
        updated_at: now,
      };
      if (step.create) {
        await trx
          .insertInto('products')
          .values({
            id: step.id,
            store_id: storeId,
            ...columns,
            reference: step.reference,
            created_at: now,
            deleted_at: null,
          })
          .execute();
      } else {
        await trx
          .updateTable('products')
          .set(columns)
          .where('id', '=', step.id)
          .where('store_id', '=', storeId)
          .execute();
      }
    } else {
      const s = step.values;
      const columns = { name: s.name, size: s.size, color: s.color, price: s.price, stock: s.stock, updated_at: now };
      if (step.create) {
        await trx
          .insertInto('sub_products')
          .values({
            id: step.id,
            store_id: storeId,
            product_id: step.productId,
            ...columns,
            created_at: now,
            deleted_at: null,
          })
          .execute();
      } else {
        await trx
          .updateTable('sub_products')
          .set(columns)
          .where('id', '=', step.id)
          .where('store_id', '=', storeId)
          .execute();
      }
    }
  }
  return { ...result, applied: true };
}

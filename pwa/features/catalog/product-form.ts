import * as v from 'valibot';
import {
  PRODUCT_IMAGES_MAX,
  productSchema,
  subProductSchema,
  type ProductImageJson,
  type ProductJson,
  type SubProductJson,
} from '#shared/schemas/catalog';

/** What the product form holds: texts as typed (the shared schema turns them into numbers). */
/** The pictures field's help (the field and its stand-in while it loads: LazyImagesField.tsx). */
export const IMAGES_FIELD_DESCRIPTION = `JPG, PNG ou GIF, 5 Mo au maximum, ${PRODUCT_IMAGES_MAX} photos au plus. Faites glisser pour changer l'ordre : la première est la photo principale.`;

export interface ProductFormValues {
  name: string;
  /** the merchant's own reference (SKU), blank: none */
  reference: string;
  description: string;
  category: string | null;
  price: string;
  discountPrice: string;
  /** days of discount from today (blank = keep the current dates on edit, none on create) */
  discount_period: string;
  stock: string;
  sizes: string[];
  colors: string[];
  published: boolean;
}

/** A picture in the form: one already on the server, or a file compressed on the device waiting to be sent. */
export type ImageItem =
  | { key: string; kind: 'existing'; image: ProductImageJson; preview: string }
  | { key: string; kind: 'new'; file: File; preview: string };

/** A variant row of the form. `stockSeen` is the stock read from the server (sent with a stock edit). */
export interface VariantRow {
  key: string;
  id?: string;
  name: string;
  size: string;
  color: string;
  price: string;
  stock: string;
  stockSeen?: number;
}

export const emptyProductValues: ProductFormValues = {
  name: '',
  reference: '',
  description: '',
  category: null,
  price: '',
  discountPrice: '',
  discount_period: '',
  stock: '',
  sizes: [],
  colors: [],
  published: true,
};

export function valuesFromProduct(p: ProductJson): ProductFormValues {
  return {
    name: p.name,
    reference: p.reference ?? '',
    description: p.description ?? '',
    category: p.category,
    price: String(p.price),
    discountPrice: p.discountPrice == null ? '' : String(p.discountPrice),
    discount_period: '',
    stock: String(p.stock),
    sizes: p.sizes,
    colors: p.colors,
    published: p.published,
  };
}

let keySeq = 0;
export const newKey = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(keySeq++).toString(36)}`;

export function variantRowsFromProduct(p: ProductJson): VariantRow[] {
  return p.subProducts.map((s) => variantRow(s));
}

export function variantRow(s?: SubProductJson): VariantRow {
  return s
    ? {
        key: s.id,
        id: s.id,
        name: s.name,
        size: s.size ?? '',
        color: s.color ?? '',
        price: String(s.price),
        stock: String(s.stock),
        stockSeen: s.stock,
      }
    : { key: newKey('variant'), name: '', size: '', color: '', price: '', stock: '' };
}

export function imageItemsFromProduct(p: ProductJson): ImageItem[] {
  return p.images.map((image) => ({
    key: image.id,
    kind: 'existing' as const,
    image,
    preview: image.variants['320'] ?? image.url ?? '',
  }));
}

/** Field errors of the form from the shared schema (same messages as the server's 422), by form field name. */
export function validateProductValues(values: ProductFormValues): Record<string, string> {
  const result = v.safeParse(productSchema, values);
  const errors: Record<string, string> = {};
  if (!result.success) {
    for (const issue of result.issues) {
      const key = v.getDotPath(issue);
      if (key && !errors[key]) errors[key] = issue.message;
    }
  }
  return errors;
}

/** Errors of each variant row (`variants.<index>.<field>`), from the shared sub-product schema. */
export function validateVariants(rows: VariantRow[]): Record<string, string> {
  const errors: Record<string, string> = {};
  rows.forEach((row, index) => {
    const result = v.safeParse(subProductSchema, variantBody(row));
    if (result.success) return;
    for (const issue of result.issues) {
      const key = `variants.${index}.${v.getDotPath(issue)}`;
      if (!errors[key]) errors[key] = issue.message;
    }
  });
  return errors;
}

export function variantBody(row: VariantRow) {
  return { name: row.name, size: row.size, color: row.color, price: row.price, stock: row.stock };
}

/** The multipart body of a new product: its fields and the pictures in the order shown (the first is the main). */
export function createFormData(values: ProductFormValues, files: File[]): FormData {
  const form = new FormData();
  form.set('name', values.name);
  form.set('reference', values.reference);
  form.set('description', values.description);
  if (values.category) form.set('category', values.category);
  form.set('price', values.price);
  form.set('discountPrice', values.discountPrice);
  if (values.discount_period.trim()) form.set('discount_period', values.discount_period);
  form.set('stock', values.stock);
  form.set('sizes', JSON.stringify(values.sizes));
  form.set('colors', JSON.stringify(values.colors));
  form.set('published', values.published ? '1' : '0');
  for (const file of files) form.append('images', file, file.name);
  return form;
}

/**
 * The JSON body of an edit. The stock goes with the value the merchant saw (`stockSeen`) only when she changed it:
 * the server refuses it if an order moved the stock meanwhile, instead of silently overwriting the reservation.
 */
export function updateBody(values: ProductFormValues, product: ProductJson): Record<string, unknown> {
  const body: Record<string, unknown> = {
    name: values.name,
    reference: values.reference,
    description: values.description,
    category: values.category,
    price: values.price,
    discountPrice: values.discountPrice,
    sizes: values.sizes,
    colors: values.colors,
    published: values.published,
  };
  if (values.discount_period.trim()) body.discount_period = values.discount_period;
  if (values.discountPrice.trim() === '') {
    body.discountStart = null;
    body.discountEnd = null;
  }
  if (values.stock.trim() !== String(product.stock)) {
    body.stock = values.stock;
    body.stockSeen = product.stock;
  }
  return body;
}

/** What to send for the variants: new ones, changed ones (with stockSeen when the stock changed), removed ones. */
export function variantChanges(rows: VariantRow[], before: SubProductJson[]) {
  const byId = new Map(before.map((s) => [s.id, s]));
  const create: VariantRow[] = [];
  const update: { id: string; body: Record<string, unknown> }[] = [];
  for (const row of rows) {
    if (!row.id) {
      create.push(row);
      continue;
    }
    const old = byId.get(row.id);
    if (!old) continue; // created by an earlier attempt of this save: already on the server
    const body: Record<string, unknown> = {};
    if (row.name !== old.name) body.name = row.name;
    if (row.size !== (old.size ?? '')) body.size = row.size;
    if (row.color !== (old.color ?? '')) body.color = row.color;
    if (row.price.trim() !== String(old.price)) body.price = row.price;
    if (row.stock.trim() !== String(old.stock)) {
      body.stock = row.stock;
      body.stockSeen = row.stockSeen ?? old.stock;
    }
    if (Object.keys(body).length) update.push({ id: row.id, body });
  }
  const kept = new Set(rows.map((r) => r.id).filter(Boolean));
  const remove = before.filter((s) => !kept.has(s.id)).map((s) => s.id);
  return { create, update, remove };
}

/**
 * The final order of picture ids once the new files are on the server: `uploaded` are the ids the server gave the new
 * files, in the order they were sent (the order of the `new` items in the list).
 */
export function finalImageOrder(items: ImageItem[], uploaded: string[]): string[] {
  let next = 0;
  return items.map((item) => (item.kind === 'existing' ? item.image.id : uploaded[next++]!));
}

/** Removed pictures: those of the product no longer in the list. */
export function removedImageIds(items: ImageItem[], product: ProductJson): string[] {
  const kept = new Set(items.flatMap((i) => (i.kind === 'existing' ? [i.image.id] : [])));
  return product.images.filter((i) => !kept.has(i.id)).map((i) => i.id);
}

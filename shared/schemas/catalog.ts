import * as v from 'valibot';
import { DIGITS_ONLY, EMPTY, PRICE_FORMAT } from '../messages';
import { withoutThousandsSpaces } from '../typed-number';

// Catalogue forms and API bodies (categories, products, sub-products). Used by the API validator and the PWA forms.
// Inputs may come from JSON (numbers, arrays) or from a multipart form (strings): every field accepts both and the
// output is always typed (numbers, string arrays).

export const CATEGORY_NAME_MAX = 80;
export const PRODUCT_NAME_MAX = 120;
export const DESCRIPTION_MAX = 5000;
export const OPTION_LIST_MAX = 30;
export const OPTION_MAX = 40;
/** Prices in the store's currency: at most this much (keeps totals far from float precision trouble). */
export const PRICE_MAX = 1_000_000_000;
export const STOCK_MAX = 1_000_000;

/** Not given by the specification; same style as its other messages. */
export const DISCOUNT_NOT_LOWER = 'Le prix réduit doit être inférieur au prix';
export const DATE_INVALID = 'Date invalide';
export const DISCOUNT_END_BEFORE_START = 'La fin de la réduction doit suivre son début';
export const TOO_LONG = 'Texte trop long';
export const TOO_MANY_OPTIONS = `${OPTION_LIST_MAX} valeurs au maximum`;
export const TEXT_INVALID = 'Texte invalide';
export const VALUE_INVALID = 'Valeur invalide';
export const FORM_INVALID = 'Formulaire invalide';
export const PRODUCT_REFERENCE_MAX = 40;
export const REFERENCE_INVALID = 'Référence : lettres, chiffres, espaces et - _ . / uniquement';
export const REFERENCE_TAKEN = 'Cette référence est déjà celle d’un autre produit de votre boutique.';
export const PRODUCT_NOT_FOUND = 'Produit introuvable.';
export const SUB_PRODUCT_NOT_FOUND = 'Sous-produit introuvable.';
export const IMAGE_NOT_FOUND = 'Image introuvable.';
export const IMAGE_ORDER_MISMATCH = 'La liste des images ne correspond pas à celles du produit.';
// The API's confirmations of the catalogue screens
export const PRODUCT_CREATED = 'Produit créé.';
export const PRODUCT_UPDATED = 'Produit modifié.';
export const PRODUCT_DELETED = 'Produit supprimé.';
export const IMAGES_ADDED = 'Images ajoutées.';
export const IMAGE_ORDER_SAVED = 'Ordre des images enregistré.';
export const IMAGE_DELETED = 'Image supprimée.';
export const CATEGORY_CREATED = 'Catégorie créée.';
export const CATEGORY_UPDATED = 'Catégorie modifiée.';
export const CATEGORY_DELETED = 'Catégorie supprimée.';
export const SUB_PRODUCT_CREATED = 'Sous-produit créé.';
export const SUB_PRODUCT_UPDATED = 'Sous-produit modifié.';
export const SUB_PRODUCT_DELETED = 'Sous-produit supprimé.';

/** A present, non-blank text. A missing field gets the same 'Le champ est vide' as an empty one. */
const requiredText = (max: number) =>
  v.optional(v.pipe(v.string(EMPTY), v.trim(), v.nonEmpty(EMPTY), v.maxLength(max, TOO_LONG)), '');

/** Optional text: blank becomes null. */
const optionalText = (max: number) =>
  v.pipe(
    v.optional(v.nullable(v.string(TEXT_INVALID)), null),
    v.transform((s) => (s == null || s.trim() === '' ? null : s.trim())),
    v.check((s) => s === null || s.length <= max, TOO_LONG),
  );

/**
 * The merchant's own product reference (SKU, « RB-001 »): optional (blank → null), what a CSV import matches on.
 * Unique per store (checked by the API and a unique index).
 */
export const productReferenceSchema = v.pipe(
  optionalText(PRODUCT_REFERENCE_MAX),
  v.check((s) => s === null || /^[\p{L}\p{N}][\p{L}\p{N} ._/-]*$/u.test(s), REFERENCE_INVALID),
);

/**
 * Numbers typed in forms arrive as strings; JSON may send numbers. Both end up as the text the rule checks, with
 * French thousands spaces dropped (« 15 000 » is 15000: shared/typed-number.ts).
 */
const numberText = (message: string) =>
  v.pipe(
    v.union([v.string(message), v.pipe(v.number(message), v.finite(message), v.transform(String))], message),
    v.transform(withoutThousandsSpaces),
  );

/** Up to 2 decimals ('Uniquement des nombres ou des décimales'). */
const PRICE_RE = /^\d+(\.\d{1,2})?$/;
const DIGITS_RE = /^\d+$/;

export const priceSchema = v.optional(
  v.pipe(
    numberText(PRICE_FORMAT),
    v.nonEmpty(EMPTY),
    v.check((s) => s === '' || PRICE_RE.test(s), PRICE_FORMAT),
    v.transform(Number),
    v.maxValue(PRICE_MAX, PRICE_FORMAT),
  ),
  '',
);

/** Optional price: blank → null. */
export const optionalPriceSchema = v.pipe(
  v.optional(v.nullable(numberText(PRICE_FORMAT)), null),
  v.check((s) => s == null || s === '' || PRICE_RE.test(s), PRICE_FORMAT),
  v.transform((s) => (s == null || s === '' ? null : Number(s))),
  v.check((n) => n === null || n <= PRICE_MAX, PRICE_FORMAT),
);

/** Digits only ('Uniquement des chiffres'). */
export const stockSchema = v.optional(
  v.pipe(
    numberText(DIGITS_ONLY),
    v.nonEmpty(EMPTY),
    v.check((s) => s === '' || DIGITS_RE.test(s), DIGITS_ONLY),
    v.transform(Number),
    v.maxValue(STOCK_MAX, DIGITS_ONLY),
  ),
  '',
);

/** The stock the merchant saw (sent with a stock edit): any stock up to STOCK_MAX, digits only; blank → null. */
const stockSeenDigits = v.pipe(
  v.optional(v.nullable(numberText(DIGITS_ONLY)), null),
  v.check((s) => s == null || s === '' || DIGITS_RE.test(s), DIGITS_ONLY),
  v.transform((s) => (s == null || s === '' ? null : Number(s))),
  v.check((n) => n == null || n <= STOCK_MAX, DIGITS_ONLY),
);

/** Number of days of the discount, digits only; blank → null. */
const optionalDigits = v.pipe(
  v.optional(v.nullable(numberText(DIGITS_ONLY)), null),
  v.check((s) => s == null || s === '' || (DIGITS_RE.test(s) && s.length <= 4), DIGITS_ONLY),
  v.transform((s) => (s == null || s === '' ? null : Number(s))),
);

/** A calendar date 'YYYY-MM-DD' (a full ISO timestamp is cut to its date); blank → null. */
const optionalDate = v.pipe(
  v.optional(v.nullable(v.string(DATE_INVALID)), null),
  v.transform((s) => (s == null || s.trim() === '' ? null : s.trim().slice(0, 10))),
  v.check(
    (s) => s === null || (/^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(s + 'T00:00:00Z'))),
    DATE_INVALID,
  ),
);

/**
 * A list of short labels (sizes, colours). Accepts an array, a JSON array text (multipart forms) or a
 * comma-separated text; trims, drops blanks and duplicates.
 */
export const optionList = v.pipe(
  v.optional(
    v.union(
      [v.array(v.string(VALUE_INVALID), VALUE_INVALID), v.string(VALUE_INVALID), v.null(VALUE_INVALID)],
      VALUE_INVALID,
    ),
    null,
  ),
  v.transform((input): string[] => {
    let items: unknown[] = [];
    if (Array.isArray(input)) items = input;
    else if (typeof input === 'string' && input.trim().startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(input);
        items = Array.isArray(parsed) ? parsed : [];
      } catch {
        items = [];
      }
    } else if (typeof input === 'string') items = input.split(',');
    const out: string[] = [];
    for (const item of items) {
      const text = String(item).trim();
      if (text !== '' && !out.includes(text)) out.push(text);
    }
    return out;
  }),
  v.maxLength(OPTION_LIST_MAX, TOO_MANY_OPTIONS),
  v.check((list) => list.every((s) => s.length <= OPTION_MAX), TOO_LONG),
);

/** '1', 'true', true → true; '0', 'false', false → false; missing → undefined (kept as is). */
const optionalFlag = v.pipe(
  v.optional(
    v.union([v.boolean(VALUE_INVALID), v.picklist(['0', '1', 'true', 'false'], VALUE_INVALID)], VALUE_INVALID),
  ),
  v.transform((b) => (b === undefined ? undefined : b === true || b === '1' || b === 'true')),
);

const categoryId = v.pipe(
  v.optional(v.nullable(v.string(VALUE_INVALID)), null),
  v.transform((s) => (s == null || s.trim() === '' ? null : s.trim())),
);

export const categorySchema = v.object(
  {
    name: requiredText(CATEGORY_NAME_MAX),
    description: optionalText(DESCRIPTION_MAX),
  },
  FORM_INVALID,
);
export type CategoryInput = v.InferOutput<typeof categorySchema>;

const productFields = {
  name: requiredText(PRODUCT_NAME_MAX),
  reference: productReferenceSchema,
  description: optionalText(DESCRIPTION_MAX),
  /** the category's id (or null for none) */
  category: categoryId,
  price: priceSchema,
  discountPrice: optionalPriceSchema,
  stock: stockSchema,
  /** length of the discount in days, from discountStart (or today); an alternative to discountEnd */
  discount_period: optionalDigits,
  discountStart: optionalDate,
  discountEnd: optionalDate,
  sizes: optionList,
  colors: optionList,
  published: optionalFlag,
};

/** Cross-field rules of a product, reported on the field the user must fix. */
const discountBelowPrice = (p: { price?: number; discountPrice?: number | null }) =>
  p.discountPrice == null || p.price === undefined || p.discountPrice < p.price;
const discountEndAfterStart = (p: { discountStart?: string | null; discountEnd?: string | null }) =>
  !p.discountStart || !p.discountEnd || p.discountEnd >= p.discountStart;

export const productSchema = v.pipe(
  v.object(productFields, FORM_INVALID),
  v.forward(v.partialCheck([['price'], ['discountPrice']], discountBelowPrice, DISCOUNT_NOT_LOWER), ['discountPrice']),
  v.forward(v.partialCheck([['discountStart'], ['discountEnd']], discountEndAfterStart, DISCOUNT_END_BEFORE_START), [
    'discountEnd',
  ]),
);
export type ProductInput = v.InferOutput<typeof productSchema>;

/** Update: every field optional; a field left out keeps its value. */
const productUpdateFields = {
  name: v.optional(v.pipe(v.string(EMPTY), v.trim(), v.nonEmpty(EMPTY), v.maxLength(PRODUCT_NAME_MAX, TOO_LONG))),
  description: v.optional(optionalText(DESCRIPTION_MAX)),
  reference: v.optional(productReferenceSchema),
  category: v.optional(categoryId),
  price: v.optional(
    v.pipe(
      numberText(PRICE_FORMAT),
      v.nonEmpty(EMPTY),
      v.check((s) => s === '' || PRICE_RE.test(s), PRICE_FORMAT),
      v.transform(Number),
      v.maxValue(PRICE_MAX, PRICE_FORMAT),
    ),
  ),
  discountPrice: v.optional(optionalPriceSchema),
  stock: v.optional(
    v.pipe(
      numberText(DIGITS_ONLY),
      v.nonEmpty(EMPTY),
      v.check((s) => s === '' || DIGITS_RE.test(s), DIGITS_ONLY),
      v.transform(Number),
      v.maxValue(STOCK_MAX, DIGITS_ONLY),
    ),
  ),
  discount_period: v.optional(optionalDigits),
  discountStart: v.optional(optionalDate),
  discountEnd: v.optional(optionalDate),
  sizes: v.optional(optionList),
  colors: v.optional(optionList),
  published: optionalFlag,
  /** The stock the merchant saw when she edited it: a new `stock` is refused if the server's moved since. */
  stockSeen: v.optional(stockSeenDigits),
};
export const productUpdateSchema = v.pipe(
  v.object(productUpdateFields, FORM_INVALID),
  v.forward(v.partialCheck([['price'], ['discountPrice']], discountBelowPrice, DISCOUNT_NOT_LOWER), ['discountPrice']),
  v.forward(v.partialCheck([['discountStart'], ['discountEnd']], discountEndAfterStart, DISCOUNT_END_BEFORE_START), [
    'discountEnd',
  ]),
);
export type ProductUpdateInput = v.InferOutput<typeof productUpdateSchema>;

export const subProductSchema = v.object(
  {
    name: requiredText(PRODUCT_NAME_MAX),
    size: optionalText(OPTION_MAX),
    color: optionalText(OPTION_MAX),
    price: priceSchema,
    stock: stockSchema,
  },
  FORM_INVALID,
);
export type SubProductInput = v.InferOutput<typeof subProductSchema>;

export const subProductUpdateSchema = v.object(
  { ...v.partial(subProductSchema).entries, stockSeen: v.optional(stockSeenDigits) },
  FORM_INVALID,
);
export type SubProductUpdateInput = v.InferOutput<typeof subProductUpdateSchema>;

/** The stock changed on the server (an order reserved some) after the merchant read it: her value is not applied. */
export const stockMovedMessage = (current: number) =>
  `Le stock a changé entre-temps (${current} maintenant, une commande a pu en réserver). Vérifiez-le puis enregistrez à nouveau.`;

/** A category still used by products cannot be deleted. */
export const categoryInUseMessage = (count: number) =>
  `Cette catégorie contient ${count} produit${count > 1 ? 's' : ''} : déplacez-${count > 1 ? 'les' : 'le'} vers une autre catégorie avant de la supprimer.`;

/** New order of a product's images: every image id, the first one is the main picture. */
export const imageOrderSchema = v.object(
  { ids: v.pipe(v.array(v.string(VALUE_INVALID), VALUE_INVALID), v.minLength(1, EMPTY)) },
  FORM_INVALID,
);

// The list's filters and sorts live apart (no valibot): the PWA's route files read them while the entry loads.
export {
  LOW_STOCK,
  STOCK_FILTERS,
  STOCK_FILTER_LABELS,
  PRODUCT_SORTS,
  PRODUCT_SORT_LABELS,
  type StockFilter,
  type ProductSort,
} from '../catalog-filters';
import { LOW_STOCK, type StockFilter } from '../catalog-filters';

/** The stock state shown as a badge: 0 → 'Rupture', 1..LOW_STOCK → 'Stock faible'. */
export function stockState(stock: number): StockFilter {
  return stock <= 0 ? 'out' : stock <= LOW_STOCK ? 'low' : 'in';
}

/** Product image upload rules (specification: JPG, PNG or GIF; at most 5 MB). */
export const PRODUCT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PRODUCT_IMAGE_FORMATS = ['jpeg', 'png', 'gif'] as const;
/**
 * Widths generated for the storefront's srcset. The steps follow what phones ask for: a card is 157–192 CSS px wide
 * on a 360–430 px phone, so 314–576 device px at DPR 2–3 (320 at Lighthouse's 412 px × 1.75, just above the 320
 * file: without the 400 step the browser fetched the 640 one, four times the pixels); the product page's picture is
 * 665 device px there (800, not 960). On a dense phone the storefront asks for about 1.3× the CSS width
 * (cappedSizes, storefront-ssg/src/lib/format.ts): 240 for a 172 px card and 160 for a 114 px thumbnail at 390 px.
 */
export const PRODUCT_IMAGE_WIDTHS = [160, 240, 320, 400, 480, 640, 800, 960] as const;
/** A product has at most this many images. */
export const PRODUCT_IMAGES_MAX = 8;
export const TOO_MANY_IMAGES = `Vous ne pouvez pas ajouter plus de ${PRODUCT_IMAGES_MAX} images par produit.`;

/** The end date of a discount given as a number of days from its start (or today). */
export function discountEndFromPeriod(start: string | null, days: number, today = new Date()): string {
  const from = start
    ? new Date(start + 'T00:00:00Z')
    : new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  from.setUTCDate(from.getUTCDate() + days);
  return from.toISOString().slice(0, 10);
}

/** Whether the discount price applies on a given day (no dates = always while a discount price is set). */
export function discountApplies(
  p: { discount_price: number | null; discount_start: string | null; discount_end: string | null },
  today = new Date(),
): boolean {
  if (p.discount_price == null) return false;
  const day = today.toISOString().slice(0, 10);
  if (p.discount_start && day < p.discount_start) return false;
  if (p.discount_end && day > p.discount_end) return false;
  return true;
}

// JSON shapes the catalogue API answers (api/catalog/serialize.ts builds them; the PWA reads them).

export interface CategoryJson {
  id: string;
  name: string;
  description: string | null;
  productCount?: number;
  created_at: string;
  updated_at: string;
}

export interface ProductImageJson {
  id: string;
  position: number;
  width: number;
  height: number;
  /** width → URL of each rendition */
  variants: Record<string, string>;
  /** the largest rendition */
  url: string | null;
}

export interface SubProductJson {
  id: string;
  productId: string;
  name: string;
  size: string | null;
  color: string | null;
  price: number;
  stock: number;
  created_at: string;
  updated_at: string;
}

export interface ProductJson {
  id: string;
  name: string;
  /** the merchant's own reference (SKU), null: none */
  reference: string | null;
  description: string | null;
  /** the category's id */
  category: string | null;
  categoryName: string | null;
  price: number;
  discountPrice: number | null;
  discountStart: string | null;
  discountEnd: string | null;
  /** whether the discount price applies today */
  discountActive: boolean;
  stock: number;
  sizes: string[];
  colors: string[];
  published: boolean;
  /** the main picture (first), 640 px rendition when there is one */
  imageUrl: string | null;
  images: ProductImageJson[];
  subProducts: SubProductJson[];
  created_at: string;
  updated_at: string;
}

export interface ProductPage {
  data: ProductJson[];
  meta: { page: number; perPage: number; total: number };
}

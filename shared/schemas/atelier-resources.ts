import * as v from 'valibot';
import { EMAIL_INVALID, EMPTY, PHONE_INVALID } from '../messages';
import { hasValidPhoneLength } from '../phone-digits';
import { optionalPriceSchema, priceSchema } from './catalog';
import { isDay } from '../days';

/**
 * The workshop's resources: fabrics (by name and type, stock in metres, price per metre, supplier, photo,
 * low-stock threshold), suppliers (the specification's customer-or-supplier fields: name, email, phone, address) and
 * their types, purchases from a supplier (fabric bought adds to its stock; each is an expense of the ledger), and the
 * priced services an atelier order can carry. Inputs may be JSON or form strings.
 */

export const RESOURCE_NAME_MAX = 100;
/** Metres of one fabric in stock or bought at once: at most this much. */
export const FABRIC_STOCK_MAX = 100_000;
/** Below this many metres a fabric without its own threshold is « bientôt épuisé ». */
export const FABRIC_LOW_STOCK_DEFAULT = 5;
export const FABRIC_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const FABRIC_PHOTO_FORMATS = ['jpeg', 'png'] as const;
export const FABRIC_PHOTO_MAX_PX = 1600;

/** Not given by the specification; same style as its other messages. */
export const TOO_LONG = 'Texte trop long';
export const METRES_INVALID = 'Métrage invalide : un nombre de mètres (ex. 3 ou 2,5)';
export const QUANTITY_INVALID = 'Quantité invalide : un nombre positif';
export const AMOUNT_POSITIVE = 'Le montant doit être supérieur à 0';
export const DAY_INVALID = 'Date invalide (AAAA-MM-JJ)';
export const PURCHASE_WHAT = 'Choisissez un tissu ou écrivez ce que vous avez acheté';
export const FABRIC_NOT_FOUND = 'Tissu introuvable.';
export const FABRIC_TYPE_NOT_FOUND = 'Type de tissu introuvable.';
export const SUPPLIER_NOT_FOUND = 'Fournisseur introuvable.';
export const SUPPLIER_TYPE_NOT_FOUND = 'Type de fournisseur introuvable.';
export const PURCHASE_NOT_FOUND = 'Achat introuvable.';
export const SERVICE_NOT_FOUND = 'Service introuvable.';
export const ORDER_FABRIC_UNKNOWN = 'Tissu introuvable dans votre atelier.';
export const ORDER_SERVICE_UNKNOWN = 'Service introuvable dans votre atelier.';
export const LOW_STOCK_LABEL = 'Stock bas';

const requiredText = (max: number) =>
  v.optional(v.pipe(v.string(EMPTY), v.trim(), v.nonEmpty(EMPTY), v.maxLength(max, TOO_LONG)), '');

/** Optional text: '' or spaces → null; `isValid` and its message for a filled value. */
const optionalText = (max: number, isValid: (s: string) => boolean = () => true, message = TOO_LONG) =>
  v.pipe(
    v.optional(v.nullable(v.string(TOO_LONG)), null),
    v.transform((s): string => (s == null ? '' : s.trim())),
    v.maxLength(max, TOO_LONG),
    v.check((s) => s === '' || isValid(s), message),
    v.transform((s): string | null => (s === '' ? null : s)),
  );

const optionalId = optionalText(64);
const isEmail = (s: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s);

/** Metres with up to 2 decimals, comma or dot ('3', '2,5'); blank → null. */
const METRES_RE = /^\d+([.,]\d{1,2})?$/;
const metres = (message: string) =>
  v.pipe(
    v.optional(
      v.nullable(
        v.union([v.string(message), v.pipe(v.number(message), v.finite(message), v.transform(String))], message),
      ),
      null,
    ),
    v.transform((s) => (s == null ? '' : s.trim())),
    v.check((s) => s === '' || METRES_RE.test(s), message),
    v.transform((s) => (s === '' ? null : Number(s.replace(',', '.')))),
    v.check((n) => n === null || n <= FABRIC_STOCK_MAX, message),
  );

/** Metres → whole centimetres, the unit stock is kept in. */
export const toCm = (m: number) => Math.round(m * 100);
export const toMetres = (cm: number) => Math.round(cm) / 100;

/** A named list of the store (fabric types, supplier types). */
export const namedItemSchema = v.object({ name: requiredText(RESOURCE_NAME_MAX) });
export interface NamedItemJson {
  id: string;
  name: string;
  /** how many fabrics or suppliers have it */
  count: number;
}

/** A fabric (multipart with an optional `photo` file, or JSON). */
export const fabricSchema = v.object({
  name: requiredText(RESOURCE_NAME_MAX),
  typeId: optionalId,
  /** metres in stock (blank → 0) */
  stock: v.pipe(
    metres(METRES_INVALID),
    v.transform((n) => n ?? 0),
  ),
  /** metres below which it shows as low (blank → the default) */
  lowStock: metres(METRES_INVALID),
  pricePerMeter: optionalPriceSchema,
  supplierId: optionalId,
  note: optionalText(500),
  /** '1' (form) or true: remove the current photo */
  removePhoto: v.optional(v.union([v.boolean(), v.string()]), false),
});
export type FabricInput = v.InferInput<typeof fabricSchema>;

export interface FabricJson {
  id: string;
  name: string;
  typeId: string | null;
  typeName: string | null;
  /** metres */
  stock: number;
  /** the fabric's own threshold (metres), null → FABRIC_LOW_STOCK_DEFAULT */
  lowStock: number | null;
  /** stock < threshold */
  low: boolean;
  pricePerMeter: number | null;
  supplierId: string | null;
  supplierName: string | null;
  photoUrl: string | null;
  note: string | null;
  updatedAt: string;
}

/** Whether a fabric is running low: fewer metres than its threshold (or the default). */
export const isLowStock = (stock: number, lowStock: number | null) => stock < (lowStock ?? FABRIC_LOW_STOCK_DEFAULT);

/** A supplier: the specification's customer-or-supplier fields (name, email, phone, address) and a type. */
export const supplierSchema = v.object({
  name: requiredText(RESOURCE_NAME_MAX),
  email: optionalText(200, isEmail, EMAIL_INVALID),
  phone: v.pipe(
    v.optional(v.string(EMPTY), ''),
    v.trim(),
    v.nonEmpty(EMPTY),
    v.maxLength(32, TOO_LONG),
    v.check(hasValidPhoneLength, PHONE_INVALID),
  ),
  address: optionalText(300),
  typeId: optionalId,
});
export type SupplierInput = v.InferInput<typeof supplierSchema>;

export interface SupplierJson {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  typeId: string | null;
  typeName: string | null;
  /** sum of its purchases */
  purchasesTotal: number;
  purchasesCount: number;
}

/** A purchase from a supplier: a fabric of the store (its stock goes up by `quantity` metres) or an item typed. */
export const purchaseSchema = v.pipe(
  v.object({
    day: v.pipe(v.optional(v.string(DAY_INVALID), ''), v.trim(), v.check(isDay, DAY_INVALID)),
    fabricId: optionalId,
    item: optionalText(RESOURCE_NAME_MAX),
    quantity: v.pipe(
      metres(QUANTITY_INVALID),
      v.check((n) => n !== null && n > 0, QUANTITY_INVALID),
      v.transform((n) => n ?? 0),
    ),
    amount: v.pipe(
      priceSchema,
      v.check((n) => n > 0, AMOUNT_POSITIVE),
    ),
    note: optionalText(300),
  }),
  v.forward(
    v.check((p) => Boolean(p.fabricId || p.item), PURCHASE_WHAT),
    ['item'],
  ),
);
export type PurchaseInput = v.InferInput<typeof purchaseSchema>;

export interface PurchaseJson {
  id: string;
  supplierId: string;
  day: string;
  fabricId: string | null;
  item: string;
  quantity: number;
  amount: number;
  note: string | null;
}

/** A priced service (retouche, ourlet, broderie…). */
export const serviceSchema = v.object({
  name: requiredText(RESOURCE_NAME_MAX),
  price: priceSchema,
});
export type ServiceInput = v.InferInput<typeof serviceSchema>;
export interface ServiceJson {
  id: string;
  name: string;
  price: number;
}

/** Confirmations the API answers (the PWA shows them in a toast). */
export const FABRIC_TYPE_ADDED = 'Type de tissu ajouté.';
export const FABRIC_TYPE_UPDATED = 'Type de tissu modifié.';
export const FABRIC_TYPE_DELETED = 'Type de tissu supprimé.';
export const SUPPLIER_TYPE_ADDED = 'Type de fournisseur ajouté.';
export const SUPPLIER_TYPE_UPDATED = 'Type de fournisseur modifié.';
export const SUPPLIER_TYPE_DELETED = 'Type de fournisseur supprimé.';
export const FABRIC_ADDED = 'Tissu ajouté.';
export const FABRIC_UPDATED = 'Tissu modifié.';
export const FABRIC_DELETED = 'Tissu supprimé.';
export const SUPPLIER_ADDED = 'Fournisseur ajouté.';
export const SUPPLIER_UPDATED = 'Fournisseur modifié.';
export const SUPPLIER_DELETED = 'Fournisseur supprimé.';
export const PURCHASE_SAVED = 'Achat enregistré.';
export const PURCHASE_DELETED = 'Achat supprimé.';
export const SERVICE_ADDED = 'Service ajouté.';
export const SERVICE_UPDATED = 'Service modifié.';
export const SERVICE_DELETED = 'Service supprimé.';

import * as v from 'valibot';
import { EMPTY } from '../messages';
import { AMOUNT_MAX, GARMENT_STAGES, type GarmentStage } from '../constants';
import {
  MEASUREMENT_VALUES_MAX,
  MEASURE_VALUES_TOO_MANY,
  measurementValueSchema,
  type MeasurementValue,
} from './measurement-set';
import { isDay } from '../days';

/**
 * Made-to-measure orders: an order of the store (decision 019) that also carries garments — clothing type,
 * fabric, the measurement set used as a snapshot, notes, price, stage —, payments (deposit, then later ones) and a due
 * date. The fields travel on the same synced order record; a plain shop order has none of them.
 */

// The stages and their labels live in shared/constants.ts (no valibot: the sync review screen shows them too).
export { GARMENT_STAGES, GARMENT_STAGE_LABELS, type GarmentStage } from '../constants';
export const FABRIC_SOURCES = ['customer', 'stock'] as const;
export type FabricSource = (typeof FABRIC_SOURCES)[number];
export const FABRIC_SOURCE_LABELS: Record<FabricSource, string> = {
  customer: 'Apporté par le client',
  stock: "Tissu de l'atelier",
};

export const GARMENTS_MAX = 20;
export const PAYMENTS_MAX = 50;

/** Not given by the specification; same style as its other messages. */
export const AMOUNT_INVALID = 'Montant invalide : un nombre positif';
export const DUE_DATE_INVALID = 'Date invalide (AAAA-MM-JJ)';
/** Said on the device only: an order made or moved offline keeps the day the tailor gave it. */
export const DUE_DATE_PAST = 'Cette date est déjà passée : choisissez un jour à venir.';
export const STAGE_INVALID = 'Étape invalide';
export const FABRIC_METERS_INVALID = 'Métrage invalide : un nombre de mètres (ex. 3 ou 2,5)';
export const ATELIER_OVERPAID = 'Le paiement dépasse le reste à payer.';
export const PAYMENT_LOCKED = 'Un paiement enregistré ne change plus : ajoutez-en un nouveau.';
export const GARMENTS_LOCKED =
  "Les vêtements d'une commande envoyée ne changent plus, sauf leur étape et leurs notes (leurs mesures restent celles du jour de la commande).";
export const GARMENTS_PRICE_MISMATCH = 'Le prix des vêtements ne correspond pas aux articles de la commande.';
export const ORDER_MEASURE_SET_UNKNOWN = 'Prise de mesures introuvable pour ce client.';
export const ORDER_CLOTHING_TYPE_UNKNOWN = 'Modèle introuvable dans votre atelier.';

export interface Garment {
  clothingTypeId: string | null;
  /** the clothing type's name (the order line's name) */
  name: string;
  fabric: FabricSource;
  fabricNote: string | null;
  /** fabric 'stock': the store's fabric it is cut from, and how many metres it takes from the stock */
  fabricId?: string | null;
  fabricMeters?: number | null;
  /** a priced service of the store (retouche, ourlet…) rather than a clothing model */
  serviceId?: string | null;
  /** the taking the garment is cut from; its values are copied in `measurements` (a snapshot) */
  measurementSetId: string | null;
  measurements: MeasurementValue[];
  price: number;
  stage: GarmentStage;
  notes: string | null;
}

/** How a payment was made at the counter (a walk-in order records what was paid). */
export const PAYMENT_METHODS = ['cash', 'mobile_money'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = { cash: 'Espèces', mobile_money: 'Mobile money' };

export interface Payment {
  id: string;
  /** ISO instant */
  at: string;
  amount: number;
  note: string | null;
  /** cash or mobile money; absent on payments recorded before it was asked */
  method?: PaymentMethod | null;
}

const text = (max: number) =>
  v.pipe(
    v.nullish(v.string(EMPTY)),
    v.transform((s): string => (s == null ? '' : s.trim())),
    v.maxLength(max, 'Texte trop long'),
    v.transform((s): string | null => (s === '' ? null : s)),
  );
const money = v.pipe(
  v.number(AMOUNT_INVALID),
  v.finite(AMOUNT_INVALID),
  v.minValue(0, AMOUNT_INVALID),
  v.maxValue(AMOUNT_MAX, AMOUNT_INVALID),
);

export const garmentSchema = v.object({
  clothingTypeId: text(64),
  name: v.pipe(v.string(EMPTY), v.trim(), v.nonEmpty(EMPTY), v.maxLength(200, 'Texte trop long')),
  fabric: v.optional(v.picklist(FABRIC_SOURCES, 'Valeur invalide'), 'customer'),
  fabricNote: text(300),
  fabricId: v.optional(text(64)),
  fabricMeters: v.optional(
    v.nullable(
      v.pipe(
        v.number(FABRIC_METERS_INVALID),
        v.finite(FABRIC_METERS_INVALID),
        v.gtValue(0, FABRIC_METERS_INVALID),
        v.maxValue(1000, FABRIC_METERS_INVALID),
      ),
    ),
  ),
  serviceId: v.optional(text(64)),
  measurementSetId: text(64),
  measurements: v.optional(
    v.pipe(v.array(measurementValueSchema), v.maxLength(MEASUREMENT_VALUES_MAX, MEASURE_VALUES_TOO_MANY)),
    [],
  ),
  price: money,
  stage: v.optional(v.picklist(GARMENT_STAGES, STAGE_INVALID), 'measures'),
  notes: text(1000),
});

export const paymentSchema = v.object({
  id: v.pipe(v.string(EMPTY), v.nonEmpty(EMPTY), v.maxLength(64)),
  at: v.pipe(v.string(DUE_DATE_INVALID), v.nonEmpty(DUE_DATE_INVALID)),
  amount: v.pipe(money, v.gtValue(0, AMOUNT_INVALID)),
  note: text(200),
  method: v.optional(v.nullable(v.picklist(PAYMENT_METHODS, 'Valeur invalide'))),
});

/** The order record's atelier fields (spread into the order record's schema). */
export const atelierOrderEntries = {
  dueDate: v.pipe(
    v.nullish(v.string(DUE_DATE_INVALID)),
    v.transform((s) => (s == null || s.trim() === '' ? null : s.trim())),
    v.check((s) => s === null || isDay(s), DUE_DATE_INVALID),
  ),
  garments: v.optional(v.pipe(v.array(garmentSchema), v.maxLength(GARMENTS_MAX)), []),
  payments: v.optional(v.pipe(v.array(paymentSchema), v.maxLength(PAYMENTS_MAX)), []),
};

export { paidOf } from '../order-basics';

/** The stage of an order as a whole: its least advanced garment's. */
export function orderStage(garments: readonly Pick<Garment, 'stage'>[]): GarmentStage | null {
  if (!garments.length) return null;
  return garments.reduce<GarmentStage>(
    (least, g) => (GARMENT_STAGES.indexOf(g.stage) < GARMENT_STAGES.indexOf(least) ? g.stage : least),
    'delivered',
  );
}

/** A garment as an order line (no product: a made-to-measure piece at its price). */
export const garmentLine = (g: Pick<Garment, 'name' | 'price'>) => ({
  productId: null,
  subProductId: null,
  name: g.name,
  size: null,
  color: null,
  quantity: 1,
  unitPrice: g.price,
});

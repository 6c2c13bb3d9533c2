import * as v from 'valibot';
import { EMPTY, PRICE_FORMAT } from '../messages';
import { optionalPriceSchema } from './catalog';

// The atelier (tailoring back-office), first slice: the switch, measurement parts, clothing types.
// Used by the API validator and the PWA forms; inputs may be JSON or form strings.

export const PART_NAME_MAX = 60;
export const PART_UNIT_MAX = 10;
export const PART_NOTE_MAX = 300;
export const CLOTHING_TYPE_NAME_MAX = 80;
/** A store has at most this many parts (a reorder sends them all). */
export const PARTS_MAX = 200;
/** Metres of fabric for one garment: at most this much. */
export const FABRIC_LENGTH_MAX = 100;

/** Not given by the specification; same style as its other messages. */
export const TOO_LONG = 'Texte trop long';
export const PARTS_INVALID = 'Choisissez des mesures de votre atelier';
export const ATELIER_NOT_ENABLED = "L'atelier n'est pas activé pour votre boutique. Activez-le depuis la page Atelier.";
export const PART_NOT_FOUND = 'Mesure introuvable.';
export const CLOTHING_TYPE_NOT_FOUND = 'Modèle introuvable.';

/** The starter parts a store gets when it switches the atelier on (West African garments); the tailor can change them. */
export const STARTER_PARTS: readonly { name: string; note: string }[] = [
  { name: 'Tour de poitrine', note: 'Mètre à plat sous les bras, au plus fort de la poitrine.' },
  { name: 'Taille', note: 'Au creux de la taille, sans serrer.' },
  { name: 'Hanches', note: 'Au plus fort des hanches, pieds joints.' },
  { name: 'Épaule', note: "D'une pointe d'épaule à l'autre, par le dos." },
  { name: 'Manche', note: "De la pointe de l'épaule au poignet, bras le long du corps." },
  { name: 'Tour de bras', note: 'Au plus fort du bras, sous l’aisselle.' },
  { name: 'Encolure', note: 'Autour de la base du cou, un doigt glissé sous le mètre.' },
  { name: 'Longueur boubou', note: "De la base du cou jusqu'à la longueur voulue (souvent la cheville)." },
  { name: 'Longueur pantalon', note: 'De la taille à la cheville, sur le côté.' },
  { name: 'Cuisse', note: 'Au plus fort de la cuisse.' },
  { name: 'Tour de cou', note: 'Autour du cou, sans serrer.' },
  { name: 'Longueur camisole', note: "De l'épaule jusqu'à la longueur voulue du haut." },
];

const requiredText = (max: number) =>
  v.optional(v.pipe(v.string(EMPTY), v.trim(), v.nonEmpty(EMPTY), v.maxLength(max, TOO_LONG)), '');

const optionalText = (max: number) =>
  v.pipe(
    v.optional(v.nullable(v.string(TOO_LONG)), null),
    v.transform((s) => (s == null || s.trim() === '' ? null : s.trim())),
    v.check((s) => s === null || s.length <= max, TOO_LONG),
  );

/** A measurement part: name required, unit 'cm' when blank, an optional how-to-measure note. */
export const atelierPartSchema = v.object({
  name: requiredText(PART_NAME_MAX),
  unit: v.pipe(
    v.optional(v.nullable(v.string(TOO_LONG)), null),
    v.transform((s) => (s == null || s.trim() === '' ? 'cm' : s.trim())),
    v.maxLength(PART_UNIT_MAX, TOO_LONG),
  ),
  note: optionalText(PART_NOTE_MAX),
});
export type AtelierPartInput = v.InferInput<typeof atelierPartSchema>;

/** The new order of the parts: every id of the store's parts, first first. */
export const atelierPartOrderSchema = v.object({
  ids: v.pipe(
    v.array(v.pipe(v.string(PARTS_INVALID), v.nonEmpty(PARTS_INVALID)), PARTS_INVALID),
    v.maxLength(PARTS_MAX, PARTS_INVALID),
  ),
});

/** Decimal metres, blank → null ('Uniquement des nombres ou des décimales'). */
const LENGTH_RE = /^\d+([.,]\d{1,2})?$/;
export const fabricLengthSchema = v.pipe(
  v.optional(
    v.nullable(
      v.union(
        [v.string(PRICE_FORMAT), v.pipe(v.number(PRICE_FORMAT), v.finite(PRICE_FORMAT), v.transform(String))],
        PRICE_FORMAT,
      ),
    ),
    null,
  ),
  v.transform((s) => (s == null ? '' : s.trim())),
  v.check((s) => s === '' || LENGTH_RE.test(s), PRICE_FORMAT),
  v.transform((s) => (s === '' ? null : Number(s.replace(',', '.')))),
  v.check((n) => n === null || n <= FABRIC_LENGTH_MAX, PRICE_FORMAT),
);

/** A clothing type (model): name, the parts it needs, a default price and the fabric it uses. */
export const clothingTypeSchema = v.object({
  name: requiredText(CLOTHING_TYPE_NAME_MAX),
  partIds: v.pipe(
    v.optional(v.array(v.pipe(v.string(PARTS_INVALID), v.nonEmpty(PARTS_INVALID)), PARTS_INVALID), []),
    v.maxLength(PARTS_MAX, PARTS_INVALID),
    v.transform((ids) => [...new Set(ids)]),
  ),
  defaultPrice: optionalPriceSchema,
  fabricLength: fabricLengthSchema,
});
export type ClothingTypeInput = v.InferInput<typeof clothingTypeSchema>;

/** The merchant's switch. */
export const atelierSettingsSchema = v.object({
  enabled: v.boolean('Valeur invalide'),
});

/** GET /api/atelier/settings: whether the plan allows the atelier and whether the merchant switched it on. */
export interface AtelierSettingsJson {
  available: boolean;
  enabled: boolean;
  /** Why it is not available (the plan's French message), when it is not. */
  reason: string | null;
  /** Garments the workshop can finish per day (the calendar's capacity); null when not set. */
  capacity?: number | null;
}

export const CAPACITY_MAX = 1000;
export const CAPACITY_INVALID = 'Nombre de vêtements par jour : un nombre entier entre 1 et 1000';

/** PUT /api/atelier/settings/capacity — garments per day; empty clears it. Form text or a number. */
export const atelierCapacitySchema = v.object({
  capacity: v.pipe(
    v.nullish(v.union([v.number(CAPACITY_INVALID), v.string(CAPACITY_INVALID)], CAPACITY_INVALID)),
    v.transform((c) => (c == null || (typeof c === 'string' && c.trim() === '') ? null : Number(c))),
    v.check((c) => c === null || (Number.isInteger(c) && c >= 1 && c <= CAPACITY_MAX), CAPACITY_INVALID),
  ),
});

export interface AtelierPartJson {
  id: string;
  name: string;
  unit: string;
  position: number;
  note: string | null;
}

export interface ClothingTypeJson {
  id: string;
  name: string;
  defaultPrice: number | null;
  fabricLength: number | null;
  /** The parts it needs, in the store's part order. */
  parts: { id: string; name: string; unit: string }[];
}

/** Confirmations the API answers (the PWA shows them in a toast). */
export const ATELIER_TURNED_ON = 'Atelier activé.';
export const ATELIER_TURNED_OFF = 'Atelier désactivé.';
export const CAPACITY_SAVED = 'Capacité enregistrée.';
export const PART_ADDED = 'Mesure ajoutée.';
export const PART_ORDER_SAVED = 'Ordre enregistré.';
export const PART_UPDATED = 'Mesure modifiée.';
export const PART_DELETED = 'Mesure supprimée.';
export const CLOTHING_TYPE_ADDED = 'Modèle ajouté.';
export const CLOTHING_TYPE_UPDATED = 'Modèle modifié.';
export const CLOTHING_TYPE_DELETED = 'Modèle supprimé.';

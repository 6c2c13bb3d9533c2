import * as v from 'valibot';
import { EMPTY } from '../messages';

/**
 * A measurement set: one taking of a customer's measurements — when, by whom, for which clothing type,
 * and the value of each part. Synced table `measurement_sets` (decision 014): made on the tablet, offline. A set is
 * history: once on the server its values never change (a new taking is a new set); the latest is used by default.
 */

export const MEASUREMENT_VALUES_MAX = 100;
export const MEASUREMENT_VALUE_MAX = 1000;

/** Not given by the specification; same style as its other messages. */
export const MEASURE_VALUE_INVALID = 'Mesure invalide : un nombre positif';
export const MEASURE_VALUES_EMPTY = 'Saisissez au moins une mesure.';
export const MEASURE_VALUES_TOO_MANY = `Au plus ${MEASUREMENT_VALUES_MAX} mesures par prise de mesures.`;
export const MEASURE_DATE_INVALID = 'Date invalide';
export const MEASURE_TEXT_TOO_LONG = 'Texte trop long';
export const MEASURE_SET_LOCKED =
  'Une prise de mesures enregistrée ne change plus : prenez de nouvelles mesures (l’historique est gardé).';
export const MEASURE_CUSTOMER_UNKNOWN = 'Client introuvable dans votre boutique.';
export const MEASURE_PART_UNKNOWN = 'Mesure introuvable dans votre atelier.';
export const MEASURE_TYPE_UNKNOWN = 'Modèle introuvable dans votre atelier.';

/** One measured part: the part of the store it measures (null for a free-form name kept from older records). */
export interface MeasurementValue {
  partId: string | null;
  /** the part's name at the time of the taking (kept if the part is renamed or removed) */
  name: string;
  unit: string;
  value: number;
}

const text = (max: number) =>
  v.pipe(
    v.nullish(v.string(MEASURE_TEXT_TOO_LONG)),
    v.transform((s): string => (s == null ? '' : s.trim())),
    v.maxLength(max, MEASURE_TEXT_TOO_LONG),
    v.transform((s): string | null => (s === '' ? null : s)),
  );

export const measurementValueSchema = v.object({
  partId: text(64),
  name: v.pipe(v.string(EMPTY), v.trim(), v.nonEmpty(EMPTY), v.maxLength(60, MEASURE_TEXT_TOO_LONG)),
  unit: v.pipe(
    v.nullish(v.string(MEASURE_TEXT_TOO_LONG)),
    v.transform((s) => (s == null || s.trim() === '' ? 'cm' : s.trim())),
    v.maxLength(10, MEASURE_TEXT_TOO_LONG),
  ),
  value: v.pipe(
    v.number(MEASURE_VALUE_INVALID),
    v.finite(MEASURE_VALUE_INVALID),
    v.gtValue(0, MEASURE_VALUE_INVALID),
    v.maxValue(MEASUREMENT_VALUE_MAX, MEASURE_VALUE_INVALID),
  ),
});

/** Every field of a measurement set a device may send (the sync field list). */
export const MEASUREMENT_SET_FIELDS = [
  'customerId',
  'takenAt',
  'takenBy',
  'clothingTypeId',
  'clothingTypeName',
  'values',
  'notes',
] as const;
export type MeasurementSetField = (typeof MEASUREMENT_SET_FIELDS)[number];
/** The fields that make the taking: fixed once the set is on the server (only `notes` may change). */
export const MEASUREMENT_SET_LOCKED_FIELDS: readonly MeasurementSetField[] = [
  'customerId',
  'takenAt',
  'takenBy',
  'clothingTypeId',
  'clothingTypeName',
  'values',
];

const isIsoInstant = (s: string) => /^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/.test(s) && !Number.isNaN(Date.parse(s));

export const measurementSetSchema = v.object({
  customerId: v.pipe(v.string(EMPTY), v.trim(), v.nonEmpty(EMPTY), v.maxLength(64, MEASURE_TEXT_TOO_LONG)),
  takenAt: v.pipe(v.string(MEASURE_DATE_INVALID), v.trim(), v.check(isIsoInstant, MEASURE_DATE_INVALID)),
  takenBy: text(100),
  clothingTypeId: text(64),
  clothingTypeName: text(80),
  values: v.pipe(
    v.array(measurementValueSchema, MEASURE_VALUES_EMPTY),
    v.minLength(1, MEASURE_VALUES_EMPTY),
    v.maxLength(MEASUREMENT_VALUES_MAX, MEASURE_VALUES_TOO_MANY),
  ),
  notes: text(1000),
});

/** The schema's output, spelled out (valibot marks keys whose pipe starts with nullish as optional). */
export interface MeasurementSet {
  customerId: string;
  /** ISO date or instant of the taking */
  takenAt: string;
  takenBy: string | null;
  clothingTypeId: string | null;
  clothingTypeName: string | null;
  values: MeasurementValue[];
  notes: string | null;
}

export const EMPTY_MEASUREMENT_SET: MeasurementSet = {
  customerId: '',
  takenAt: '',
  takenBy: null,
  clothingTypeId: null,
  clothingTypeName: null,
  values: [],
  notes: null,
};

/** The latest taking first (then the most recently made, for two takings at the same instant). */
export function byLatestTaking<T extends { data: { takenAt?: unknown }; id: string }>(a: T, b: T): number {
  const ta = String(a.data.takenAt ?? '');
  const tb = String(b.data.takenAt ?? '');
  if (ta !== tb) return ta < tb ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/**
 * The value each part had at the latest taking that measured it (the default of a new taking and of an order):
 * sets in any order; part id when known, else the part's name.
 */
export function latestValues<T extends { data: { takenAt?: unknown; values?: unknown }; id: string }>(
  sets: readonly T[],
): Map<string, { value: number; takenAt: string }> {
  const out = new Map<string, { value: number; takenAt: string }>();
  for (const s of [...sets].sort(byLatestTaking)) {
    for (const val of (s.data.values as MeasurementValue[] | undefined) ?? []) {
      const key = valueKey(val);
      if (!out.has(key)) out.set(key, { value: val.value, takenAt: String(s.data.takenAt ?? '') });
    }
  }
  return out;
}

/** How a value is matched to a part across takings: its part id, or its lower-cased name for free-form values. */
export const valueKey = (val: Pick<MeasurementValue, 'partId' | 'name'>) =>
  val.partId ?? `name:${normalizePartName(val.name)}`;

/** 'Tour de poitrine', 'tour_de_poitrine' and 'TOUR DE POITRINE' are the same part name. */
export function normalizePartName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[_\s-]+/g, ' ')
    .trim();
}

/**
 * The measurements of a customer as the merchant reads them, each under its part's name (« Tour de poitrine »,
 * never the stored key « tour_de_poitrine »): the latest value of every part from the takings, then the customer
 * record's own values that no taking holds, their key written as a name.
 */
export function namedMeasurements<T extends { data: { takenAt?: unknown; values?: unknown }; id: string }>(
  sets: readonly T[],
  own: Record<string, unknown>,
): { name: string; value: number; unit: string }[] {
  const out: { name: string; value: number; unit: string }[] = [];
  const seen = new Set<string>();
  for (const s of [...sets].sort(byLatestTaking)) {
    for (const val of (s.data.values as MeasurementValue[] | undefined) ?? []) {
      const key = valueKey(val);
      if (seen.has(key)) continue;
      seen.add(key);
      seen.add(`name:${normalizePartName(val.name)}`);
      out.push({ name: val.name, value: val.value, unit: val.unit || 'cm' });
    }
  }
  for (const [key, value] of Object.entries(own)) {
    if (seen.has(`name:${normalizePartName(key)}`) || typeof value !== 'number') continue;
    out.push({ name: partNameOfKey(key), value, unit: 'cm' });
  }
  return out;
}

/** « tour_de_poitrine » → « Tour de poitrine »; a name already written as one is kept. */
export function partNameOfKey(key: string): string {
  const words = key.replace(/[_]+/g, ' ').replace(/\s+/g, ' ').trim();
  return words.charAt(0).toLocaleUpperCase('fr-FR') + words.slice(1);
}

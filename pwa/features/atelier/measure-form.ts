import {
  MEASURE_VALUES_EMPTY,
  MEASURE_VALUE_INVALID,
  MEASUREMENT_VALUE_MAX,
  latestValues,
  valueKey,
  type MeasurementValue,
} from '#shared/schemas/measurement-set';
import type { AtelierPartJson, ClothingTypeJson } from '#shared/schemas/atelier';

export interface FormPart {
  id: string;
  name: string;
  unit: string;
}

/** The parts the form asks for: the clothing type's, or every part of the store when no type is chosen. */
export function partsToMeasure(
  type: ClothingTypeJson | null | undefined,
  parts: readonly AtelierPartJson[],
): FormPart[] {
  if (type && type.parts.length) return type.parts;
  return parts.map((p) => ({ id: p.id, name: p.name, unit: p.unit }));
}

/** '92', '92,5' or '92.5' → 92.5; '' → null; anything else → NaN. */
export function parseMeasure(text: string): number | null {
  const t = text.trim().replace(',', '.');
  if (t === '') return null;
  return /^\d+(\.\d+)?$/.test(t) ? Number(t) : Number.NaN;
}

/**
 * The typed values as a taking's values (blank parts left out), or the errors per part (French, as the server says).
 * At least one value is needed.
 */
export function buildValues(
  parts: readonly FormPart[],
  typed: Record<string, string>,
): { values: MeasurementValue[]; errors: Record<string, string>; formError: string | null } {
  const values: MeasurementValue[] = [];
  const errors: Record<string, string> = {};
  for (const part of parts) {
    const n = parseMeasure(typed[part.id] ?? '');
    if (n === null) continue;
    if (!Number.isFinite(n) || n <= 0 || n > MEASUREMENT_VALUE_MAX) errors[part.id] = MEASURE_VALUE_INVALID;
    else values.push({ partId: part.id, name: part.name, unit: part.unit, value: n });
  }
  const formError = values.length === 0 && Object.keys(errors).length === 0 ? MEASURE_VALUES_EMPTY : null;
  return { values, errors, formError };
}

/** The previous value of each part (latest taking that measured it), matched by part id, else by name. */
export function previousValues(
  parts: readonly FormPart[],
  sets: readonly { id: string; data: Record<string, unknown> }[],
): Record<string, { value: number; takenAt: string } | undefined> {
  const latest = latestValues(sets);
  const out: Record<string, { value: number; takenAt: string } | undefined> = {};
  for (const p of parts) out[p.id] = latest.get(p.id) ?? latest.get(valueKey({ partId: null, name: p.name }));
  return out;
}

/** 2026-11-20T10:00:00Z → 20/11/2026. */
export function frenchDate(iso: unknown): string {
  const s = String(iso ?? '');
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(s);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : s;
}

/** Today as YYYY-MM-DD in the device's time zone (the date input's value). */
export function todayInput(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The date input's day as the taking's instant: now when it is today, else noon UTC of that day. */
export function takenAtFrom(day: string, now = new Date()): string {
  return day === todayInput(now) ? now.toISOString() : `${day}T12:00:00.000Z`;
}

import { ATELIER_OVERPAID, AMOUNT_INVALID, DUE_DATE_PAST } from '#shared/schemas/atelier-order';
import { AMOUNT_MAX } from '#shared/constants';
import { withoutThousandsSpaces } from '#shared/typed-number';
import { parseMeasure, todayInput } from './measure-form';
import { isDay } from '#shared/days';

/**
 * An amount as the tailor types it: « 25000 », « 25 000 » (the way amounts are shown to her) or « 2500,5 »; '' →
 * null; letters, a minus sign or more than any order (AMOUNT_MAX) → NaN, for AMOUNT_INVALID.
 */
export function parseAmount(text: string): number | null {
  const n = parseMeasure(withoutThousandsSpaces(text));
  return n !== null && n > AMOUNT_MAX ? Number.NaN : n;
}

/** The deposit's error: a wrong amount says so; only a right one above the total is « dépasse ». */
export function depositError(text: string, total: number): string | null {
  const paid = parseAmount(text);
  if (paid === null) return null;
  if (Number.isNaN(paid)) return AMOUNT_INVALID;
  return paid > total ? ATELIER_OVERPAID : null;
}

/** A due day before today (on this device) is refused where it is typed. */
export function dueDateError(day: string, today = todayInput()): string | null {
  return isDay(day) && day < today ? DUE_DATE_PAST : null;
}

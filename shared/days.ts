/**
 * A day as date fields, the API and the database exchange it: « YYYY-MM-DD », and one the calendar has (not
 * « 2026-13-40 »). The one check of that shape, for the schemas, the routes' query strings and the screens.
 */
export const isDay = (s: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`));

/**
 * A day written out in French for sentences: « 4 février 2027 » (never « 2027-02-04 »). Takes a day (YYYY-MM-DD)
 * or an instant; read in UTC, the one zone the database's days are in.
 */
export const frenchLongDate = (isoDayOrInstant: string): string =>
  new Date(isDay(isoDayOrInstant) ? `${isoDayOrInstant}T00:00:00Z` : isoDayOrInstant).toLocaleDateString('fr-FR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

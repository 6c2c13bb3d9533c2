/**
 * A day as date fields, the API and the database exchange it: « YYYY-MM-DD », and one the calendar has (not
 * « 2026-13-40 »). The one check of that shape, for the schemas, the routes' query strings and the screens.
 */
export const isDay = (s: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`));

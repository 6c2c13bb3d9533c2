/**
 * The local day `n` days from today as an ISO day « YYYY-MM-DD »: a due date a journey types must stay ahead of
 * the day it runs (the order form refuses a day already past), so none is written as a fixed date.
 */
export function dayFromToday(n: number): string {
  const d = new Date();
  d.setDate(d.getDate() + n);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** « 2026-12-24 » as the screens show it: « 24/12/2026 ». */
export const asShown = (isoDay: string) => isoDay.split('-').reverse().join('/');

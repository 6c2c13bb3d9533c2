// The day chart's arithmetic, apart from the drawing so that it can be tested without a browser.

/** « 2026-11-26 » → « 26/11 ». */
export const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** A round step (1, 2 or 5 × 10ⁿ) that splits [0, max] into about `count` parts. */
export function niceStep(max: number, count = 4): number {
  if (!(max > 0)) return 1;
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const unit = raw / power;
  return (unit <= 1 ? 1 : unit <= 2 ? 2 : unit <= 5 ? 5 : 10) * power;
}

/**
 * The y axis for these values over a plot `height` pixels high: ticks from 0 (or the lowest negative) to the first
 * round value at or above the largest, and the value → pixel map (0 at the top).
 */
export function chartScale(values: number[], height: number): { ticks: number[]; y: (v: number) => number } {
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const step = niceStep(Math.max(max - min, 1) || 1);
  const top = Math.max(step, Math.ceil(max / step) * step);
  const bottom = Math.floor(min / step) * step;
  const ticks: number[] = [];
  for (let t = bottom; t <= top + step / 2; t += step) ticks.push(Number(t.toPrecision(12)));
  const span = top - bottom || 1;
  return { ticks, y: (v: number) => ((top - v) / span) * Math.max(0, height) };
}

/** The day under a pointer `offset` pixels right of the plot's left edge, days `step` pixels apart. */
export function closestIndex(offset: number, step: number, count: number): number | null {
  if (count === 0 || step <= 0) return null;
  return Math.min(count - 1, Math.max(0, Math.floor(offset / step)));
}

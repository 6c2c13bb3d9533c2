import { describe, expect, it } from 'vitest';
import { chartScale, closestIndex, niceStep, shortDay } from './scale';

describe('the day chart scale', () => {
  it('picks round steps', () => {
    expect(niceStep(0)).toBe(1);
    expect(niceStep(7)).toBe(2);
    expect(niceStep(120_000)).toBe(50_000);
    expect(niceStep(3)).toBe(1);
  });

  it('runs the ticks from 0 to a round value at or above the largest, 0 at the bottom of the plot', () => {
    const s = chartScale([0, 3, 120_000], 100);
    expect(s.ticks).toEqual([0, 50_000, 100_000, 150_000]);
    expect(s.y(0)).toBe(100);
    expect(s.y(150_000)).toBe(0);
  });

  it('draws an empty month as a flat line at 0', () => {
    const s = chartScale([0, 0], 100);
    expect(s.ticks[0]).toBe(0);
    expect(s.y(0)).toBe(100);
  });

  it('finds the day under the pointer, clamped to the days', () => {
    expect(closestIndex(-5, 10, 30)).toBe(0);
    expect(closestIndex(25, 10, 30)).toBe(2);
    expect(closestIndex(1000, 10, 30)).toBe(29);
    expect(closestIndex(5, 10, 0)).toBeNull();
  });

  it('writes a day as dd/mm', () => expect(shortDay('2026-11-26')).toBe('26/11'));
});

import { describe, expect, it } from 'vitest';
import { frenchNumber, moved } from './part-order';

describe('moving a measurement part', () => {
  it('swaps with its neighbour and stays put at either end', () => {
    expect(moved(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
  it('shows numbers the French way', () => {
    expect(frenchNumber(4.5)).toBe('4,5');
    expect(frenchNumber(null)).toBe('');
  });
});

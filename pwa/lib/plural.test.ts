import { describe, expect, it } from 'vitest';
import { plural } from './plural';

describe('plural', () => {
  it('writes 0 and 1 in the singular, 2 and more in the plural', () => {
    expect(plural(0, 'membre')).toBe('0 membre');
    expect(plural(1, 'membre')).toBe('1 membre');
    expect(plural(2, 'membre')).toBe('2 membres');
    expect(plural(3, 'vêtement fini', 'vêtements finis')).toBe('3 vêtements finis');
  });
});

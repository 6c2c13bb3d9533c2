import { describe, expect, it } from 'vitest';
import { parseFrenchDate } from './french-date';

describe('parseFrenchDate', () => {
  it('reads French days and ISO days', () => {
    expect(parseFrenchDate('24/12/2026')).toBe('2026-12-24');
    expect(parseFrenchDate(' 1.2.2027 ')).toBe('2027-02-01');
    expect(parseFrenchDate('2026-12-24')).toBe('2026-12-24');
  });
  it('refuses impossible or partial days', () => {
    expect(parseFrenchDate('31/02/2026')).toBeNull();
    expect(parseFrenchDate('12/2026')).toBeNull();
    expect(parseFrenchDate('')).toBeNull();
  });
});

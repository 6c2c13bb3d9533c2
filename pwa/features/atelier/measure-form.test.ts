import { describe, expect, it } from 'vitest';
import { MEASURE_VALUES_EMPTY, MEASURE_VALUE_INVALID } from '#shared/schemas/measurement-set';
import { buildValues, parseMeasure, partsToMeasure, previousValues, takenAtFrom } from './measure-form';

const parts = [
  { id: 'p1', name: 'Tour de poitrine', unit: 'cm' },
  { id: 'p2', name: 'Longueur boubou', unit: 'cm' },
];

describe('the measurement form', () => {
  it('reads French decimals and leaves blank parts out', () => {
    expect(parseMeasure('92,5')).toBe(92.5);
    expect(parseMeasure(' ')).toBeNull();
    expect(parseMeasure('9a')).toBeNaN();
    expect(buildValues(parts, { p1: '92,5', p2: '' })).toEqual({
      values: [{ partId: 'p1', name: 'Tour de poitrine', unit: 'cm', value: 92.5 }],
      errors: {},
      formError: null,
    });
    expect(buildValues(parts, { p1: '0', p2: 'abc' }).errors).toEqual({
      p1: MEASURE_VALUE_INVALID,
      p2: MEASURE_VALUE_INVALID,
    });
    expect(buildValues(parts, {}).formError).toBe(MEASURE_VALUES_EMPTY);
  });

  it("asks for the type's parts, or every part without a type", () => {
    const all = parts.map((p, i) => ({ ...p, position: i, note: null }));
    expect(partsToMeasure(null, all).map((p) => p.id)).toEqual(['p1', 'p2']);
    const type = { id: 't', name: 'Boubou', defaultPrice: null, fabricLength: null, parts: [parts[1]!] };
    expect(partsToMeasure(type, all).map((p) => p.id)).toEqual(['p2']);
  });

  it('shows the latest value of each part, by id or by name for older free-form values', () => {
    const sets = [
      { id: 'a', data: { takenAt: '2026-01-01', values: [{ partId: 'p1', name: 'Tour de poitrine', value: 90 }] } },
      { id: 'b', data: { takenAt: '2026-06-01', values: [{ partId: 'p1', name: 'Tour de poitrine', value: 94 }] } },
      { id: 'c', data: { takenAt: '2025-01-01', values: [{ partId: null, name: 'longueur_boubou', value: 140 }] } },
    ];
    expect(previousValues(parts, sets)).toEqual({
      p1: { value: 94, takenAt: '2026-06-01' },
      p2: { value: 140, takenAt: '2025-01-01' },
    });
  });

  it('dates a taking now when it is today, else at noon of the chosen day', () => {
    const now = new Date(2026, 10, 23, 15, 0);
    expect(takenAtFrom('2026-11-23', now)).toBe(now.toISOString());
    expect(takenAtFrom('2026-11-20', now)).toBe('2026-11-20T12:00:00.000Z');
  });
});

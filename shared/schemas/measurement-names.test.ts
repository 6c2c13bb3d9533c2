import { describe, expect, it } from 'vitest';
import { namedMeasurements, partNameOfKey } from './measurement-set';

const set = (id: string, takenAt: string, values: { partId: string | null; name: string; value: number }[]) => ({
  id,
  data: { takenAt, values: values.map((v) => ({ ...v, unit: 'cm' })) },
});

describe('the measurements a merchant reads', () => {
  it('names each under its part, never its stored key', () => {
    expect(partNameOfKey('tour_de_poitrine')).toBe('Tour de poitrine');
    expect(partNameOfKey('Épaule')).toBe('Épaule');
    expect(namedMeasurements([], { tour_de_poitrine: 92 })).toEqual([
      { name: 'Tour de poitrine', value: 92, unit: 'cm' },
    ]);
  });

  it('takes the latest taking of each part, then the record’s values no taking holds', () => {
    const sets = [
      set('a', '2026-11-01', [{ partId: 'p1', name: 'Tour de poitrine', value: 90 }]),
      set('b', '2026-12-01', [{ partId: 'p1', name: 'Tour de poitrine', value: 92 }]),
    ];
    expect(namedMeasurements(sets, { tour_de_poitrine: 88, tour_de_taille: 74 })).toEqual([
      { name: 'Tour de poitrine', value: 92, unit: 'cm' },
      { name: 'Tour de taille', value: 74, unit: 'cm' },
    ]);
  });
});

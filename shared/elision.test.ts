import { describe, expect, it } from 'vitest';
import { deBefore, deName } from './elision';

describe('deName', () => {
  it('elides « de » before a vowel, keeps it before a consonant', () => {
    expect(deName('Adjaratou Sanou')).toBe('d’Adjaratou Sanou');
    expect(deName('Adama')).toBe('d’Adama');
    expect(deName('Émile')).toBe('d’Émile');
    expect(deName('Issouf')).toBe('d’Issouf');
    expect(deName('Ousmane')).toBe('d’Ousmane');
    expect(deName('Fatimata Kaboré')).toBe('de Fatimata Kaboré');
    expect(deName('Yacouba')).toBe('de Yacouba');
    expect(deName('Yves')).toBe('d’Yves');
    expect(deBefore('Adama')).toBe('d’');
    expect(deBefore('Salif')).toBe('de ');
  });
});

import { describe, expect, it } from 'vitest';
import { COLORS } from '#shared/reference/colors';
import { colorOptions } from './color-options';

describe('colorOptions', () => {
  it('is the palette when the store has no colour or one of the palette', () => {
    expect(colorOptions(null)).toHaveLength(COLORS.length);
    expect(colorOptions(COLORS[3]!.hex)).toHaveLength(COLORS.length);
  });
  it('keeps a colour outside the palette as the first option, so the field shows it', () => {
    const options = colorOptions('#e67e22');
    expect(options).toHaveLength(COLORS.length + 1);
    expect(options[0]).toEqual({ value: '#e67e22', label: 'Couleur actuelle' });
  });
});

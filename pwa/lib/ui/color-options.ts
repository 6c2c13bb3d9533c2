import type { ComboboxItem } from '@mantine/core';
import { COLORS } from '#shared/reference/colors';

const PALETTE: ComboboxItem[] = COLORS.map((c) => ({ value: c.hex, label: c.label }));

/**
 * The store colour picker's options: the palette, plus the store's current colour when it is not one of them (set
 * before the palette, or by the demo), so that the field shows it instead of an empty « Choisir une couleur » while
 * its swatch is coloured.
 */
export function colorOptions(current: string | null | undefined): ComboboxItem[] {
  if (!current || PALETTE.some((o) => o.value === current)) return PALETTE;
  return [{ value: current, label: 'Couleur actuelle' }, ...PALETTE];
}

import { describe, expect, it } from 'vitest';
import type { SnapshotProduct } from '#shared/storefront-snapshot';
import {
  chipSoldOut,
  comboFor,
  dimensionValues,
  dimensions,
  firstChoice,
  orderableCombos,
  pick,
} from './variant-choice';

const product = (over: Partial<SnapshotProduct>): SnapshotProduct => ({
  id: 'p',
  name: 'Ensemble',
  description: null,
  categoryId: null,
  price: 35000,
  discountPrice: null,
  discountStart: null,
  discountEnd: null,
  stock: 5,
  sizes: [],
  colors: [],
  images: [],
  previewImage: null,
  feedImages: [],
  subProducts: [],
  ...over,
});
const sub = (id: string, size: string | null, color: string | null, stock: number, price = 1000) => ({
  id,
  name: [size, color].filter(Boolean).join(' — ') || id,
  size,
  color,
  price,
  stock,
});

describe('the chips of a product page', () => {
  it('show only the sizes its variants can be ordered in (the demo shirt: L and XXL, not M and XL)', () => {
    const p = product({
      sizes: ['M', 'L', 'XL', 'XXL'],
      colors: ['Bleu', 'Blanc'],
      subProducts: [sub('l', 'L', null, 8, 15000), sub('xxl', 'XXL', null, 0, 16500)],
    });
    const combos = orderableCombos(p, 15000);
    const dims = dimensions(combos);
    expect(dims).toEqual(['size', 'color']);
    expect(dimensionValues(combos, 'size').map((x) => x.value)).toEqual(['L', 'XXL']);
    expect(chipSoldOut(combos, 'size', 'XXL')).toBe(true);
    expect(firstChoice(combos)).toEqual({ variant: 'l', size: 'L', color: 'Bleu' });
    const blanc = pick(combos, firstChoice(combos), dims, 'color', 'Blanc');
    expect(comboFor(combos, blanc, dims)).toMatchObject({ variantId: 'l', color: 'Blanc', price: 15000 });
  });

  it('move the other row to a combination in stock (Orange — M, Noir — L)', () => {
    const p = product({
      sizes: ['S', 'M', 'L'],
      colors: ['Orange', 'Noir'],
      subProducts: [sub('om', 'M', 'Orange', 2, 35000), sub('nl', 'L', 'Noir', 3, 36000)],
    });
    const combos = orderableCombos(p, 35000);
    const dims = dimensions(combos);
    const start = firstChoice(combos);
    expect(start).toEqual({ variant: 'om', size: 'M', color: 'Orange' });
    expect(pick(combos, start, dims, 'color', 'Noir')).toEqual({ variant: 'nl', size: 'L', color: 'Noir' });
  });

  it('add a « Modèle » row only when size and colour cannot tell two variants apart', () => {
    const combos = orderableCombos(product({ subProducts: [sub('a', null, null, 1), sub('b', null, null, 0)] }), 1);
    expect(dimensions(combos)).toEqual(['variant']);
    expect(chipSoldOut(combos, 'variant', 'b')).toBe(true);
  });

  it('without variants, every size × colour at the product’s price and stock', () => {
    const combos = orderableCombos(product({ sizes: ['S', 'M'], colors: ['Rouge'], stock: 0 }), 9000);
    expect(combos).toHaveLength(2);
    expect(chipSoldOut(combos, 'size', 'S')).toBe(true);
  });
});

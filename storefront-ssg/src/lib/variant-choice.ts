// The product page's size and colour chips are the order's choice: what a shopper can order is a list of
// combinations (a variant, or the product itself, in one size and one colour), and each chip is enabled only when a
// combination with it is in stock. Pure functions, shared by the page (first render) and the order form island.
import type { SnapshotProduct } from '#shared/storefront-snapshot';

export interface Combo {
  /** The variant ordered, or null for the product itself. */
  variantId: string | null;
  variantName: string | null;
  size: string | null;
  color: string | null;
  price: number;
  /** Shown stock (shownStock): the count up to LOW_STOCK, more above. */
  stock: number;
}

export type Dimension = 'variant' | 'size' | 'color';
export interface Choice {
  variant: string | null;
  size: string | null;
  color: string | null;
}

const comboValue = (c: Combo, dim: Dimension) => (dim === 'variant' ? c.variantId : c[dim]);

/**
 * Every combination the product can be ordered in. With variants, only theirs (a variant fixes its size or colour,
 * or takes any of the product's); without, every size × colour of the product at its own price and stock.
 */
export function orderableCombos(product: SnapshotProduct, productPrice: number): Combo[] {
  const sizes = product.sizes.length > 0 ? product.sizes : [null];
  const colors = product.colors.length > 0 ? product.colors : [null];
  if (product.subProducts.length === 0)
    return sizes.flatMap((size) =>
      colors.map((color) => ({
        variantId: null,
        variantName: null,
        size,
        color,
        price: productPrice,
        stock: product.stock,
      })),
    );
  return product.subProducts.flatMap((s) =>
    (s.size ? [s.size] : sizes).flatMap((size) =>
      (s.color ? [s.color] : colors).map((color) => ({
        variantId: s.id,
        variantName: s.name,
        size,
        color,
        price: s.price,
        stock: s.stock,
      })),
    ),
  );
}

/**
 * The chip rows to show: size and colour when some combination has one; « Modèle » (the variants by name) only when
 * two variants share a size and colour, so that size and colour alone cannot tell them apart.
 */
export function dimensions(combos: Combo[]): Dimension[] {
  const seen = new Map<string, string | null>();
  let ambiguous = false;
  for (const c of combos) {
    const key = `${c.size}\u0000${c.color}`;
    if (seen.has(key) && seen.get(key) !== c.variantId) ambiguous = true;
    seen.set(key, c.variantId);
  }
  const dims: Dimension[] = ambiguous ? ['variant'] : [];
  if (combos.some((c) => c.size !== null)) dims.push('size');
  if (combos.some((c) => c.color !== null)) dims.push('color');
  return dims;
}

/** The values of one chip row, in the product's order (a variant's own value after), with their label. */
export function dimensionValues(combos: Combo[], dim: Dimension): { value: string; label: string }[] {
  const out = new Map<string, string>();
  for (const c of combos) {
    const value = comboValue(c, dim);
    if (value !== null && !out.has(value)) out.set(value, dim === 'variant' ? (c.variantName ?? value) : value);
  }
  return [...out].map(([value, label]) => ({ value, label }));
}

/** A chip: enabled while some combination with it is in stock; « Épuisé » when all of them are sold out. */
export const chipSoldOut = (combos: Combo[], dim: Dimension, value: string): boolean =>
  !combos.some((c) => comboValue(c, dim) === value && c.stock > 0);

const matches = (c: Combo, choice: Choice, dims: Dimension[]) =>
  dims.filter((d) => choice[d] !== null && comboValue(c, d) !== choice[d]).length;

/** The combination a choice stands for (the first in stock among equals), or null when there is none. */
export function comboFor(combos: Combo[], choice: Choice, dims: Dimension[]): Combo | null {
  const exact = combos.filter((c) => matches(c, choice, dims) === 0);
  return exact.find((c) => c.stock > 0) ?? exact[0] ?? null;
}

/** The choice as a whole from one combination. */
export const choiceOf = (c: Combo | null): Choice => ({
  variant: c?.variantId ?? null,
  size: c?.size ?? null,
  color: c?.color ?? null,
});

/** The first choice offered: the first combination in stock (or the first one when all are sold out). */
export const firstChoice = (combos: Combo[]): Choice => choiceOf(combos.find((c) => c.stock > 0) ?? combos[0] ?? null);

/**
 * A tap on a chip: the value is taken, and the other rows keep their value when a combination in stock has both;
 * otherwise they move to the closest one in stock (fewest other rows changed).
 */
export function pick(combos: Combo[], current: Choice, dims: Dimension[], dim: Dimension, value: string): Choice {
  const candidates = combos.filter((c) => comboValue(c, dim) === value);
  const inStock = candidates.filter((c) => c.stock > 0);
  const pool = inStock.length > 0 ? inStock : candidates;
  const best = [...pool].sort((a, b) => matches(a, current, dims) - matches(b, current, dims))[0] ?? null;
  return choiceOf(best);
}

// The store's colour becomes the theme. Text drawn on it must stay readable (WCAG contrast), so the ink colour
// is chosen from the colour's luminance, and a darker shade is used where the colour is text on white.

const DEFAULT_BRAND = '#1f6f5c';

function channels(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function luminance([r, g, b]: [number, number, number]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

function contrast(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

function toHex(c: [number, number, number]): string {
  return '#' + c.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('');
}

export interface Theme {
  brand: string;
  /** Text colour on a brand background. */
  onBrand: string;
  /** The brand darkened until it reads as text on white (≥ 4.5:1). */
  brandText: string;
}

export function themeFor(color: string | null): Theme {
  const brand = color && /^#[0-9a-fA-F]{6}$/.test(color) ? color.toLowerCase() : DEFAULT_BRAND;
  const rgb = channels(brand);
  const l = luminance(rgb);
  const onBrand = contrast(l, 1) >= contrast(l, 0) ? '#ffffff' : '#111111';
  let dark = rgb;
  for (let i = 0; i < 20 && contrast(luminance(dark), 1) < 4.5; i++) dark = dark.map((v) => v * 0.85) as typeof rgb;
  return { brand, onBrand, brandText: toHex(dark) };
}

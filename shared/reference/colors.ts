/** A named colour the merchant can pick for the store (hex in lower case, French label). */
export interface NamedColor {
  hex: string;
  label: string;
}

/** The palette of the store form's colour picker (about 55 colours, specification section 3). */
export const COLORS: readonly NamedColor[] = [
  { hex: '#000000', label: 'Noir' },
  { hex: '#ffffff', label: 'Blanc' },
  { hex: '#808080', label: 'Gris' },
  { hex: '#c0c0c0', label: 'Argent' },
  { hex: '#d3d3d3', label: 'Gris clair' },
  { hex: '#a9a9a9', label: 'Gris foncé' },
  { hex: '#36454f', label: 'Anthracite' },
  { hex: '#ff0000', label: 'Rouge' },
  { hex: '#8b0000', label: 'Rouge foncé' },
  { hex: '#dc143c', label: 'Cramoisi' },
  { hex: '#800000', label: 'Bordeaux' },
  { hex: '#b22222', label: 'Brique' },
  { hex: '#ff7f50', label: 'Corail' },
  { hex: '#fa8072', label: 'Saumon' },
  { hex: '#ffa500', label: 'Orange' },
  { hex: '#ff8c00', label: 'Orange foncé' },
  { hex: '#e2725b', label: 'Terre cuite' },
  { hex: '#ffd700', label: 'Or' },
  { hex: '#ffff00', label: 'Jaune' },
  { hex: '#fffacd', label: 'Jaune citron pâle' },
  { hex: '#f0e68c', label: 'Kaki clair' },
  { hex: '#f5f5dc', label: 'Beige' },
  { hex: '#fffdd0', label: 'Crème' },
  { hex: '#fffff0', label: 'Ivoire' },
  { hex: '#d2b48c', label: 'Sable' },
  { hex: '#c3b091', label: 'Kaki' },
  { hex: '#a52a2a', label: 'Marron' },
  { hex: '#8b4513', label: 'Brun' },
  { hex: '#d2691e', label: 'Chocolat' },
  { hex: '#cd853f', label: 'Caramel' },
  { hex: '#b87333', label: 'Cuivre' },
  { hex: '#00ff00', label: 'Vert citron' },
  { hex: '#008000', label: 'Vert' },
  { hex: '#006400', label: 'Vert foncé' },
  { hex: '#228b22', label: 'Vert forêt' },
  { hex: '#808000', label: 'Olive' },
  { hex: '#98ff98', label: 'Vert menthe' },
  { hex: '#50c878', label: 'Émeraude' },
  { hex: '#008080', label: 'Sarcelle' },
  { hex: '#40e0d0', label: 'Turquoise' },
  { hex: '#00ffff', label: 'Cyan' },
  { hex: '#87ceeb', label: 'Bleu ciel' },
  { hex: '#add8e6', label: 'Bleu clair' },
  { hex: '#0000ff', label: 'Bleu' },
  { hex: '#4169e1', label: 'Bleu roi' },
  { hex: '#000080', label: 'Bleu marine' },
  { hex: '#191970', label: 'Bleu nuit' },
  { hex: '#0047ab', label: 'Bleu cobalt' },
  { hex: '#4b0082', label: 'Indigo' },
  { hex: '#800080', label: 'Violet' },
  { hex: '#e6e6fa', label: 'Lavande' },
  { hex: '#dda0dd', label: 'Prune' },
  { hex: '#ff00ff', label: 'Magenta' },
  { hex: '#ffc0cb', label: 'Rose' },
  { hex: '#ff69b4', label: 'Rose vif' },
  { hex: '#ff1493', label: 'Fuchsia' },
  { hex: '#e0b0ff', label: 'Mauve' },
];

/** Hex colour as stored: '#' and 6 hexadecimal digits (3-digit shorthand is expanded by normalizeHex). */
export const HEX_COLOR_PATTERN = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** '#ABC' → '#aabbcc', '#A1B2C3' → '#a1b2c3'. */
export function normalizeHex(hex: string): string {
  const h = hex.trim().toLowerCase();
  return h.length === 4 ? `#${h[1]}${h[1]}${h[2]}${h[2]}${h[3]}${h[3]}` : h;
}

export const colorLabel = (hex: string): string | undefined => COLORS.find((c) => c.hex === normalizeHex(hex))?.label;

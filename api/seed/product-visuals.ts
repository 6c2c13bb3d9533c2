/**
 * Demo product visuals (demo data at its best): a garment or item silhouette on a studio background, in the
 * product's colours, drawn as SVG (no text, no font, no network) and rendered by sharp at seed time. The silhouette
 * is cut from the product's textile pattern, lit by a soft highlight, standing on a floor with its shadow.
 */

export type PatternKind = 'dots' | 'stripes' | 'waves' | 'diamonds';
export type Silhouette = 'fabric' | 'dress' | 'shirt' | 'bag' | 'scarf' | 'necklace' | 'ensemble';

/** Which silhouette a demo product gets: from its name first (accessories differ), else from its category. */
export function silhouetteOf(name: string, category: number): Silhouette {
  const n = name.toLowerCase();
  if (n.includes('sac')) return 'bag';
  if (n.includes('foulard')) return 'scarf';
  if (n.includes('collier') || n.includes('bracelet')) return 'necklace';
  if (n.includes('ensemble')) return 'ensemble';
  return (['fabric', 'dress', 'shirt', 'bag'] as const)[category] ?? 'fabric';
}

function patternDef(id: string, background: string, ink: string, kind: PatternKind): string {
  const c = 48;
  const body =
    kind === 'dots'
      ? `<circle cx="12" cy="12" r="8" fill="${ink}"/><circle cx="36" cy="36" r="5" fill="${ink}"/>`
      : kind === 'stripes'
        ? `<rect y="6" width="${c}" height="14" fill="${ink}"/><rect y="32" width="${c}" height="5" fill="${ink}"/>`
        : kind === 'waves'
          ? `<path d="M0 24 Q12 8 24 24 T48 24" fill="none" stroke="${ink}" stroke-width="7"/>`
          : `<path d="M24 4 L44 24 L24 44 L4 24 Z" fill="${ink}"/>`;
  return `<pattern id="${id}" width="${c}" height="${c}" patternUnits="userSpaceOnUse"><rect width="${c}" height="${c}" fill="${background}"/>${body}</pattern>`;
}

/** The outline of each silhouette, in a 960 × 960 frame (standing on y ≈ 840). */
const OUTLINES: Record<Silhouette, string> = {
  dress:
    'M420 170 Q480 200 540 170 L600 200 L640 330 L590 350 L575 300 L560 420 L690 820 Q480 860 270 820 L400 420 L385 300 L370 350 L320 330 L360 200 Z',
  shirt:
    'M400 190 L450 170 Q480 215 510 170 L560 190 L700 260 L650 400 L600 380 L600 790 Q480 810 360 790 L360 380 L310 400 L260 260 Z',
  ensemble:
    'M410 160 Q480 190 550 160 L620 190 L690 330 L640 350 L600 290 L600 520 L360 520 L360 290 L320 350 L270 330 L340 190 Z M370 540 L590 540 L650 820 Q480 850 310 820 Z',
  bag: 'M330 420 Q330 250 480 250 Q630 250 630 420 L600 420 Q600 285 480 285 Q360 285 360 420 Z M270 420 L690 420 L650 800 Q480 830 310 800 Z',
  scarf: 'M200 300 L760 300 L480 800 Z M430 300 Q480 250 530 300 L560 380 Q480 420 400 380 Z',
  fabric:
    'M250 520 L710 520 Q740 520 740 560 L740 800 Q740 830 710 830 L250 830 Q220 830 220 800 L220 560 Q220 520 250 520 Z M280 400 L680 400 Q710 400 710 430 L710 500 L250 500 L250 430 Q250 400 280 400 Z M310 290 L650 290 Q680 290 680 320 L680 380 L280 380 L280 320 Q280 290 310 290 Z',
  necklace: '',
};

/** A bead necklace: beads along the cord's curve (drawn rather than outlined). */
function necklace(fillId: string, ink: string): string {
  const at = (t: number) => ({
    x: (1 - t) ** 2 * 270 + 2 * (1 - t) * t * 480 + t ** 2 * 690,
    y: (1 - t) ** 2 * 250 + 2 * (1 - t) * t * 980 + t ** 2 * 250,
  });
  const beads: string[] = [];
  for (let i = 2; i <= 22; i++) {
    const { x, y } = at(i / 24);
    const r = i % 4 === 0 ? 30 : 21;
    beads.push(
      `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r}" fill="url(#${fillId})" stroke="${ink}" stroke-width="4"/>`,
    );
  }
  return `<path d="M270 250 Q480 980 690 250" fill="none" stroke="#6e5a44" stroke-width="6"/>${beads.join('')}`;
}

/** The picture of one product, as SVG. `art`: its background colour, pattern colour and pattern kind. */
export function productVisualSvg(
  [background, ink, kind]: [string, string, PatternKind],
  silhouette: Silhouette,
  size = 960,
): string {
  const shape =
    silhouette === 'necklace'
      ? necklace('cloth', ink)
      : `<path d="${OUTLINES[silhouette]}" fill="url(#cloth)" stroke="rgba(0,0,0,0.18)" stroke-width="4"/>` +
        `<path d="${OUTLINES[silhouette]}" fill="url(#light)"/>`;
  const hanger =
    silhouette === 'dress' || silhouette === 'shirt' || silhouette === 'ensemble'
      ? '<path d="M480 120 L480 150 M400 185 Q480 140 560 185" fill="none" stroke="#8a8178" stroke-width="8" stroke-linecap="round"/><circle cx="480" cy="110" r="14" fill="none" stroke="#8a8178" stroke-width="7"/>'
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 960 960">
<defs>
<radialGradient id="studio" cx="50%" cy="38%" r="75%"><stop offset="0" stop-color="#fbfaf7"/><stop offset="0.7" stop-color="#ece7df"/><stop offset="1" stop-color="#d9d2c7"/></radialGradient>
<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e4ddd2"/><stop offset="1" stop-color="#cfc6b8"/></linearGradient>
<radialGradient id="shadow" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="rgba(40,30,20,0.35)"/><stop offset="1" stop-color="rgba(40,30,20,0)"/></radialGradient>
<linearGradient id="light" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="rgba(255,255,255,0.28)"/><stop offset="0.5" stop-color="rgba(255,255,255,0)"/><stop offset="1" stop-color="rgba(0,0,0,0.22)"/></linearGradient>
${patternDef('cloth', background, ink, kind)}
</defs>
<rect width="960" height="960" fill="url(#studio)"/>
<rect y="780" width="960" height="180" fill="url(#floor)"/>
<ellipse cx="480" cy="840" rx="280" ry="36" fill="url(#shadow)"/>
${hanger}${shape}
</svg>`;
}

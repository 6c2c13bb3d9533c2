/**
 * Generates the PWA icons and the image placeholder from SVG sources with sharp.
 * Run once after changing the artwork: `npx tsx scripts/make-icons.ts` (the PNGs are committed).
 */
import sharp from 'sharp';
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const publicDir = fileURLToPath(new URL('../pwa/public/', import.meta.url));
const THEME = '#0c8599';

/** A shopping bag on the theme colour. `inset` shrinks the artwork into the maskable safe zone (80 % circle). */
function iconSvg(size: number, inset: number, rounded: boolean): string {
  const s = size;
  const k = (s * (1 - inset * 2)) / 512;
  const o = s * inset;
  const radius = rounded ? s * 0.18 : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}">
  <rect width="${s}" height="${s}" rx="${radius}" fill="${THEME}"/>
  <g transform="translate(${o} ${o}) scale(${k})">
    <path d="M128 176h256l24 256a24 24 0 0 1-24 26H128a24 24 0 0 1-24-26z" fill="#fff"/>
    <path d="M192 200v-40a64 64 0 0 1 128 0v40" fill="none" stroke="#fff" stroke-width="28" stroke-linecap="round"/>
    <text x="256" y="395" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="170" fill="${THEME}">B</text>
  </g>
</svg>`;
}

/** Neutral picture used when an image fails to load (path spelt as in the specification). */
function placeholderSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400">
  <rect width="600" height="400" fill="#e9ecef"/>
  <rect x="220" y="130" width="160" height="120" rx="12" fill="none" stroke="#adb5bd" stroke-width="10"/>
  <circle cx="262" cy="170" r="14" fill="#adb5bd"/>
  <path d="M232 238l48-48 30 30 22-22 38 40z" fill="#adb5bd"/>
  <text x="300" y="300" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="22" fill="#868e96">Image indisponible</text>
</svg>`;
}

async function png(svg: string, file: string): Promise<void> {
  await sharp(Buffer.from(svg))
    .png({ compressionLevel: 9 })
    .toFile(publicDir + file);
}

await mkdir(publicDir + 'icons', { recursive: true });
await mkdir(publicDir + 'assets/images', { recursive: true });
await writeFile(publicDir + 'favicon.svg', iconSvg(512, 0.06, true));
await png(iconSvg(192, 0.06, true), 'icons/icon-192.png');
await png(iconSvg(512, 0.06, true), 'icons/icon-512.png');
await png(iconSvg(512, 0.16, false), 'icons/maskable-512.png');
await png(iconSvg(180, 0.1, false), 'icons/apple-touch-icon.png');
await png(placeholderSvg(), 'assets/images/placehoders.png');
console.log('icons written to', publicDir);

/** Illustrations of the /galeries page: a wax-like pattern in each sector's colours with its name. */
const GALLERY = [
  ['mode', 'Mode et pagnes', '#e8590c', '#fab005'],
  ['couture', 'Couture', '#1971c2', '#74c0fc'],
  ['cosmetiques', 'Cosmétiques', '#2f9e44', '#d8f5a2'],
  ['artisanat', 'Artisanat', '#862e9c', '#f3d9fa'],
  ['epicerie', 'Épicerie fine', '#c92a2a', '#ffe066'],
  ['accessoires', 'Accessoires', '#0c8599', '#99e9f2'],
] as const;
for (const [file, label, dark, light] of GALLERY) {
  const dots = Array.from({ length: 24 }, (_, i) => {
    const x = 50 + (i % 6) * 100;
    const y = 50 + Math.floor(i / 6) * 100;
    return `<circle cx="${x}" cy="${y}" r="34" fill="${light}" opacity=".55"/><circle cx="${x}" cy="${y}" r="14" fill="${dark}"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><rect width="600" height="400" fill="${dark}"/>${dots}
  <rect x="0" y="300" width="600" height="100" fill="#000" opacity=".45"/>
  <text x="300" y="365" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="40" fill="#fff">${label}</text></svg>`;
  await sharp(Buffer.from(svg)).webp({ quality: 70 }).toFile(`${publicDir}assets/images/galerie-${file}.webp`);
}
console.log('gallery written');

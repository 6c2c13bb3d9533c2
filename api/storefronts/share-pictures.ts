import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { SnapshotImage } from '#shared/storefront-snapshot';
import { asFiles, isSafeKey, type FilesArg } from '../storage/files';
import { UPLOAD_CACHE_CONTROL } from '../uploads/images';
import { previewSize, savePreview, type PreviewPicture } from '../uploads/preview-picture';

/** The generated card's size: what Facebook and WhatsApp show whole (1.91:1). */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** Bumped when the card's drawing changes, so stores get the new drawing (the name is the card's cache key). */
const CARD_DRAWING = 1;

/**
 * The hero picture as a preview JPEG, made once next to its widest rendition (…-preview.jpg) and found again by
 * name; its size follows from the hero's (previewSize), so a stored one is not read again. Null when it cannot be made.
 */
export async function heroPreview(where: FilesArg, hero: SnapshotImage | null): Promise<PreviewPicture | null> {
  const widest = hero ? [...hero.variants].sort((a, b) => b.width - a.width)[0] : null;
  if (!hero || !widest) return null;
  const source = widest.url.slice(1);
  const key = source.replace(/(-\d+)?\.[a-z0-9]+$/i, '') + '-preview.jpg';
  if (!isSafeKey(source) || !isSafeKey(key) || !key.startsWith('uploads/')) return null;
  const files = asFiles(where);
  try {
    if (await files.stat(key)) return { url: `/${key}`, ...previewSize(hero.width, hero.height) };
    const file = await files.get(source);
    if (!file || file === 'not-modified') return null;
    return await savePreview(files, file.body, key);
  } catch {
    return null;
  }
}

/** Black or white, whichever reads better on the store's colour (WCAG relative luminance). */
function inkOn(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.05 ? '#ffffff' : '#1b1b1b';
}

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[ch]!);

/** The name cut into at most two lines of about `perLine` characters (at spaces when it can). */
function nameLines(name: string, perLine: number): string[] {
  const words = name.trim().split(/\s+/);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (line && (line + ' ' + word).length > perLine) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length <= 2) return lines.map((l) => (l.length > perLine ? l.slice(0, perLine - 1) + '…' : l));
  const second = lines.slice(1).join(' ');
  return [lines[0]!, second.length > perLine ? second.slice(0, perLine - 1) + '…' : second];
}

/**
 * The preview card of a store without a hero picture: its colour, its name large, and its logo above when it has
 * one (1200 × 630 JPEG). Made once per name, colour and logo (they make the file's name) under uploads/cards/; a
 * renamed store gets a new card, the old one stays for pages still pointing at it (as replaced logos do).
 */
export async function storeCard(
  where: FilesArg,
  store: { id: string; name: string; color: string | null; logo: string | null },
): Promise<PreviewPicture> {
  const color = store.color && /^#[0-9a-fA-F]{6}$/.test(store.color) ? store.color.toLowerCase() : '#1b1b1b';
  const name = store.name.trim() || 'Boutique';
  const logo = store.logo && store.logo.startsWith('/uploads/') && isSafeKey(store.logo.slice(1)) ? store.logo : null;
  const hash = createHash('sha256')
    .update(JSON.stringify([CARD_DRAWING, name, color, logo]))
    .digest('hex')
    .slice(0, 16);
  const key = `uploads/cards/${hash}.jpg`;
  const card = { url: `/${key}`, width: CARD_WIDTH, height: CARD_HEIGHT };
  const files = asFiles(where);
  if (await files.stat(key).catch(() => null)) return card;

  let logoPng: Buffer | null = null;
  if (logo) {
    const file = await files.get(logo.slice(1)).catch(() => null);
    if (file && file !== 'not-modified')
      logoPng = await sharp(file.body, { limitInputPixels: 60_000_000 })
        .resize(240, 240, { fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .png()
        .toBuffer()
        .catch(() => null);
  }
  const ink = inkOn(color);
  const lines = nameLines(name, 22);
  const size = lines.some((l) => l.length > 16) ? 72 : 96;
  const top = logoPng ? 400 : 300 - ((lines.length - 1) * size) / 2;
  const text = lines
    .map(
      (l, i) =>
        `<text x="600" y="${top + i * size * 1.15}" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="${size}" fill="${ink}">${escapeXml(l)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}"><rect width="100%" height="100%" fill="${color}"/>${text}</svg>`;
  let image = sharp(Buffer.from(svg));
  if (logoPng) {
    const meta = await sharp(logoPng).metadata();
    image = sharp(await image.png().toBuffer()).composite([
      {
        input: logoPng,
        left: Math.round((CARD_WIDTH - (meta.width ?? 240)) / 2),
        top: Math.max(40, Math.round(250 - (meta.height ?? 240))),
      },
    ]);
  }
  const data = await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
  await files.put(key, data, { cacheControl: UPLOAD_CACHE_CONTROL });
  return card;
}

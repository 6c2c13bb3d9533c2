import sharp from 'sharp';
import { UPLOAD_CACHE_CONTROL } from './images';
import { asFiles, type FilesArg } from '../storage/files';

/**
 * The picture a link preview shows (og:image) and the catalogue feed lists: a JPEG, because WhatsApp and some feed
 * readers do not take WebP; at least 600 px wide, because WhatsApp shows a preview large only from about 600 px (below,
 * a small square beside the text); at most 1200 px (what Facebook asks for) and 300 KB (WhatsApp drops heavier ones).
 */
export const PREVIEW_MIN_WIDTH = 600;
export const PREVIEW_MAX_WIDTH = 1200;
/** A very tall picture is capped in height too (a 600 × 3000 strip would be heavy and cropped anyway). */
const PREVIEW_MAX_HEIGHT = 1500;
export const PREVIEW_MAX_BYTES = 300 * 1024;

export interface PreviewPicture {
  /** Public path, e.g. /uploads/products/<id>-preview.jpg */
  url: string;
  width: number;
  height: number;
}

/** The preview's size for a picture of this displayed size (deterministic: a stored preview's size is known). */
export function previewSize(sourceWidth: number, sourceHeight: number): { width: number; height: number } {
  let width = Math.min(PREVIEW_MAX_WIDTH, sourceWidth);
  if ((sourceHeight * width) / sourceWidth > PREVIEW_MAX_HEIGHT)
    width = Math.round((PREVIEW_MAX_HEIGHT * sourceWidth) / sourceHeight);
  // A small picture is enlarged to the width WhatsApp shows large: a soft large preview beats a thumbnail.
  width = Math.max(PREVIEW_MIN_WIDTH, width);
  return { width, height: Math.max(1, Math.round((sourceHeight * width) / sourceWidth)) };
}

/**
 * Encodes `input` (any picture sharp reads; EXIF orientation applied, transparency on white, metadata dropped) as
 * the preview JPEG, lowering the quality then the width until it weighs at most PREVIEW_MAX_BYTES.
 */
export async function renderPreviewJpeg(input: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
  const meta = await sharp(input, { limitInputPixels: 60_000_000 }).metadata();
  const swap = (meta.orientation ?? 1) >= 5;
  const sourceWidth = (swap ? meta.height : meta.width) ?? PREVIEW_MIN_WIDTH;
  const sourceHeight = (swap ? meta.width : meta.height) ?? PREVIEW_MIN_WIDTH;
  let { width } = previewSize(sourceWidth, sourceHeight);
  for (let quality = 82; ;) {
    const { data, info } = await sharp(input, { animated: false, limitInputPixels: 60_000_000 })
      .rotate()
      .resize({ width })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    if (data.length <= PREVIEW_MAX_BYTES || (quality <= 50 && width <= PREVIEW_MIN_WIDTH))
      return { data, width: info.width, height: info.height };
    if (quality > 50) quality -= 12;
    else width = Math.max(PREVIEW_MIN_WIDTH, Math.round(width * 0.8));
  }
}

/** Renders and stores the preview of `input` under `key` (uploads/…/<name>.jpg). */
export async function savePreview(where: FilesArg, input: Buffer, key: string): Promise<PreviewPicture> {
  const { data, width, height } = await renderPreviewJpeg(input);
  await asFiles(where).put(key, data, { cacheControl: UPLOAD_CACHE_CONTROL });
  return { url: `/${key}`, width, height };
}

/** A stored preview read back from its JSON column (null when absent or damaged). */
export function parsePreview(json: string | null | undefined): PreviewPicture | null {
  if (!json) return null;
  try {
    const p = JSON.parse(json) as Partial<PreviewPicture>;
    if (typeof p.url === 'string' && p.url.startsWith('/uploads/') && Number(p.width) > 0 && Number(p.height) > 0)
      return { url: p.url, width: Number(p.width), height: Number(p.height) };
  } catch {
    // a damaged value reads as none: the next publication makes it again
  }
  return null;
}

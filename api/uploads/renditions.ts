import sharp from 'sharp';
import type { SnapshotImage } from '#shared/storefront-snapshot';
import { newId } from '../ids';
import { UPLOAD_CACHE_CONTROL, type CheckedImage } from './images';
import { asFiles, type FilesArg } from '../storage/files';
import { discardFiles } from '../storage/discard';

/** An image written as WebP in each width a storefront page needs (the product images' approach, any folder). */
export interface Renditions {
  /** size of the largest rendition */
  width: number;
  height: number;
  /** width → public URL */
  variants: Record<string, string>;
  /** file-store keys, to remove them if the database write fails (removeFiles) */
  files: string[];
}

/**
 * Re-encodes one checked image as WebP at each of `widths` (never enlarged: a smaller picture gets one rendition at
 * its own width) as uploads/<folder>/<id>-<w>.webp (DATA_DIR or the bucket). EXIF orientation applied, metadata dropped.
 */
export async function renderRenditions(
  image: CheckedImage,
  options: { files: FilesArg; folder: string; widths: readonly number[]; quality?: number },
): Promise<Renditions> {
  if (!/^[a-z0-9-]+$/.test(options.folder)) throw new Error(`dossier d'upload invalide : ${options.folder}`);
  const id = newId();
  const store = asFiles(options.files);
  const meta = await sharp(image.buffer, { limitInputPixels: 60_000_000 }).metadata();
  const sourceWidth = (meta.orientation ?? 1) >= 5 ? meta.height! : meta.width!;
  const widths = options.widths.filter((w) => w <= sourceWidth);
  if (widths.length === 0) widths.push(sourceWidth);
  const variants: Record<string, string> = {};
  const files: string[] = [];
  let width = 0;
  let height = 0;
  try {
    for (const w of widths) {
      const { data, info } = await sharp(image.buffer, { animated: false, limitInputPixels: 60_000_000 })
        .rotate()
        .resize({ width: w, withoutEnlargement: true })
        .webp({ quality: options.quality ?? 78 })
        .toBuffer({ resolveWithObject: true });
      const key = `uploads/${options.folder}/${id}-${w}.webp`;
      // Listed before the put: one cut off by a time-out may still land in the bucket.
      files.push(key);
      await store.put(key, data, { cacheControl: UPLOAD_CACHE_CONTROL });
      variants[String(w)] = `/${key}`;
      width = info.width;
      height = info.height;
    }
  } catch (err) {
    await discardFiles(store, files, err);
    throw err;
  }
  return { width, height, variants, files };
}

/** Removes stored files by key (renditions written before a failed database write). */
export async function removeFiles(files: FilesArg, keys: string[]): Promise<void> {
  if (keys.length > 0) await asFiles(files).remove(keys);
}

/** Removes stored renditions given their variants; paths outside /uploads/<folder>/ are ignored. */
export async function removeRenditions(files: FilesArg, variants: Record<string, string> | null | undefined) {
  if (!variants) return;
  const keys = Object.values(variants)
    .filter((url) => /^\/uploads\/[a-z0-9-]+\/[A-Za-z0-9-]+\.webp$/.test(url))
    .map((url) => url.slice(1));
  await removeFiles(files, keys);
}

/** Renditions as the storefront snapshot and the API describe an image (smallest first). */
export function toSnapshotImage(r: {
  width: number;
  height: number;
  variants: Record<string, string> | string | null;
}): SnapshotImage | null {
  let map: Record<string, unknown> = {};
  if (typeof r.variants === 'string') {
    try {
      map = JSON.parse(r.variants) as Record<string, unknown>;
    } catch {
      return null;
    }
  } else if (r.variants) map = r.variants;
  const variants = Object.entries(map)
    .map(([w, url]) => ({ width: Number(w), url: String(url) }))
    .filter((x) => Number.isFinite(x.width) && x.width > 0 && x.url.startsWith('/uploads/'))
    .sort((a, b) => a.width - b.width);
  if (variants.length === 0 || !(r.width > 0) || !(r.height > 0)) return null;
  return { width: r.width, height: r.height, variants };
}

/** The variants map back from a SnapshotImage (to remove its files). */
export const variantsOf = (image: SnapshotImage | null | undefined): Record<string, string> | null =>
  image ? Object.fromEntries(image.variants.map((x) => [String(x.width), x.url])) : null;

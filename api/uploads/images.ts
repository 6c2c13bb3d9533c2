import sharp from 'sharp';
import { imageSizeRefusal, imageTypeRefusal } from '#shared/messages';
import { ApiError } from '../http/errors';
import { newId } from '../ids';
import { asFiles, type FilesArg } from '../storage/files';
import { discardFiles } from '../storage/discard';

/** Image formats the product accepts, as sharp names them. */
export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp';

/** How a format is named to the user in messages. */
const FORMAT_LABELS: Record<ImageFormat, string> = { jpeg: 'JPG', png: 'PNG', gif: 'GIF', webp: 'WEBP' };

/** An upload whose content was checked: the bytes, the real format and the pixel size. */
export interface CheckedImage {
  buffer: Buffer;
  format: ImageFormat;
  width: number;
  height: number;
}

export interface ImageRules {
  maxBytes: number;
  formats: ImageFormat[];
  /** Form field the errors are reported on (default 'image'). */
  field?: string;
}

/** No decoder should be handed a pixel bomb: 60 Mpx is well above any phone photo. */
const MAX_INPUT_PIXELS = 60_000_000;

const formatList = (formats: ImageFormat[]) => formats.map((f) => FORMAT_LABELS[f]).join(', ');

export const imageTypeMessage = (formats: ImageFormat[]) => imageTypeRefusal(formatList(formats));
export const imageSizeMessage = (maxBytes: number) => imageSizeRefusal(formatBytes(maxBytes));

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} Mo`.replace('.', ',');
  return `${Math.round(bytes / 1024)} Ko`;
}

/**
 * Checks an uploaded file by its CONTENT (sharp reads the header), never by its name or declared type:
 * a text file renamed .png is refused. Too big or wrong type → 422 with a French message on the field.
 */
export async function readImageUpload(file: unknown, rules: ImageRules): Promise<CheckedImage> {
  const field = rules.field ?? 'image';
  const refuse = (message: string) => new ApiError(422, message, { [field]: [message] });
  if (!(file instanceof File) && !(file instanceof Blob)) throw refuse(imageTypeMessage(rules.formats));
  if (file.size === 0) throw refuse(imageTypeMessage(rules.formats));
  if (file.size > rules.maxBytes) throw refuse(imageSizeMessage(rules.maxBytes));
  const buffer = Buffer.from(await file.arrayBuffer());
  let meta: sharp.Metadata;
  try {
    meta = await sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw refuse(imageTypeMessage(rules.formats));
  }
  const format = meta.format as string | undefined;
  if (!format || !(rules.formats as string[]).includes(format) || !meta.width || !meta.height) {
    throw refuse(imageTypeMessage(rules.formats));
  }
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw refuse(imageSizeMessage(rules.maxBytes));
  return { buffer, format: format as ImageFormat, width: meta.width, height: meta.height };
}

export interface SaveOptions {
  /** Where uploads live: filesOf(config) (a DATA_DIR path means the disk store there). */
  files: FilesArg;
  /** Sub-folder of DATA_DIR/uploads, e.g. 'logos' or 'products'. Letters, digits and dashes only. */
  folder: string;
  /** Longest side after resizing (never enlarged). Default: keep the size. */
  maxPx?: number;
  /** Output format; default keeps the input's (a GIF becomes a PNG of its first frame). */
  format?: 'jpeg' | 'png' | 'webp';
  /** File name without extension; default a new UUIDv7. */
  name?: string;
}

export interface SavedImage {
  /** Public URL path, e.g. /uploads/logos/0193….png */
  url: string;
  /** Key in the file store, e.g. uploads/logos/0193….png */
  key: string;
  width: number;
  height: number;
  bytes: number;
}

/**
 * Re-encodes an image and stores it as uploads/<folder>/<name>.<ext> (under DATA_DIR or in the bucket).
 * Re-encoding drops whatever the original carried besides pixels (EXIF with GPS position, comments, trailing
 * payloads); the EXIF orientation is applied first so the picture stays upright.
 */
export async function saveReencoded(image: CheckedImage | Buffer, options: SaveOptions): Promise<SavedImage> {
  if (!/^[a-z0-9-]+$/.test(options.folder)) throw new Error(`dossier d'upload invalide : ${options.folder}`);
  const name = options.name ?? newId();
  if (!/^[A-Za-z0-9-]+$/.test(name)) throw new Error(`nom de fichier invalide : ${name}`);
  const input = Buffer.isBuffer(image) ? image : image.buffer;
  const inputFormat = Buffer.isBuffer(image) ? undefined : image.format;
  const outFormat = options.format ?? (inputFormat === 'jpeg' || inputFormat === 'webp' ? inputFormat : 'png');
  let pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: false }).rotate();
  if (options.maxPx) {
    pipeline = pipeline.resize({
      width: options.maxPx,
      height: options.maxPx,
      fit: 'inside',
      withoutEnlargement: true,
    });
  }
  pipeline =
    outFormat === 'jpeg'
      ? pipeline.jpeg({ quality: 82, mozjpeg: true })
      : outFormat === 'webp'
        ? pipeline.webp({ quality: 80 })
        : pipeline.png({ compressionLevel: 9 });
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  const ext = outFormat === 'jpeg' ? 'jpg' : outFormat;
  const key = `uploads/${options.folder}/${name}.${ext}`;
  try {
    await asFiles(options.files).put(key, data, { cacheControl: UPLOAD_CACHE_CONTROL });
  } catch (err) {
    // A put cut off by a time-out may still land in the bucket: removed in the background (discard.ts).
    await discardFiles(options.files, [key], err);
    throw err;
  }
  return {
    url: `/${key}`,
    key,
    width: info.width,
    height: info.height,
    bytes: data.length,
  };
}

/** Removes a file previously saved by saveReencoded, given its public URL; unknown or foreign paths are ignored. */
export async function removeUpload(files: FilesArg, url: string | null | undefined): Promise<void> {
  if (!url || !/^\/uploads\/[a-z0-9-]+\/[A-Za-z0-9-]+\.(jpg|png|webp|gif)$/.test(url)) return;
  await asFiles(files).remove([url.slice(1)]);
}

/** Upload names are fresh UUIDs and never rewritten: cached for a year (by browsers and a CDN alike). */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable';

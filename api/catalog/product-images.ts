import sharp from 'sharp';
import { PRODUCT_IMAGE_FORMATS, PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGE_WIDTHS } from '#shared/schemas/catalog';
import { readImageUpload, UPLOAD_CACHE_CONTROL, type CheckedImage } from '../uploads/images';
import { removeFiles } from '../uploads/renditions';
import { savePreview, type PreviewPicture } from '../uploads/preview-picture';
import { asFiles, type FilesArg } from '../storage/files';
import { discardFiles } from '../storage/discard';
import { newId } from '../ids';

/** Folder under DATA_DIR/uploads holding every product image rendition. */
const FOLDER = 'products';

/** A product image written to disk in every width the storefront pages need. */
export interface ProcessedProductImage {
  id: string;
  /** size of the largest rendition */
  width: number;
  height: number;
  /** width → public URL */
  variants: Record<string, string>;
  /** The JPEG for link previews and the catalogue feed. */
  preview: PreviewPicture;
  /** file-store keys, to remove them if the database write fails */
  files: string[];
}

/** Checks every uploaded file by content (JPG, PNG or GIF, at most 5 MB); the first bad one answers 422. */
export async function checkProductImages(files: unknown[], field = 'images'): Promise<CheckedImage[]> {
  const checked: CheckedImage[] = [];
  for (const file of files) {
    checked.push(
      await readImageUpload(file, { maxBytes: PRODUCT_IMAGE_MAX_BYTES, formats: [...PRODUCT_IMAGE_FORMATS], field }),
    );
  }
  return checked;
}

/**
 * Re-encodes one image as WebP in each storefront width (never enlarged: a small picture gets one rendition at its
 * own width). Re-encoding also drops EXIF (GPS) and anything hidden after the pixels; orientation is applied first.
 */
export async function renderProductImage(
  image: CheckedImage | Buffer,
  where: FilesArg,
): Promise<ProcessedProductImage> {
  const input = Buffer.isBuffer(image) ? image : image.buffer;
  const id = newId();
  const store = asFiles(where);
  // The width as displayed: EXIF orientations 5–8 swap width and height.
  const meta = await sharp(input, { limitInputPixels: 60_000_000 }).metadata();
  const sourceWidth = (meta.orientation ?? 1) >= 5 ? meta.height! : meta.width!;
  const widths = PRODUCT_IMAGE_WIDTHS.filter((w) => w <= sourceWidth);
  if (widths.length === 0) widths.push(sourceWidth as (typeof PRODUCT_IMAGE_WIDTHS)[number]);
  const variants: Record<string, string> = {};
  const files: string[] = [];
  let width = 0;
  let height = 0;
  try {
    for (const w of widths) {
      const { data, info } = await sharp(input, { animated: false, limitInputPixels: 60_000_000 })
        .rotate()
        .resize({ width: w, withoutEnlargement: true })
        .webp({ quality: 78 })
        .toBuffer({ resolveWithObject: true });
      const key = `uploads/${FOLDER}/${id}-${w}.webp`;
      // Listed before the put: one cut off by a time-out may still land in the bucket.
      files.push(key);
      await store.put(key, data, { cacheControl: UPLOAD_CACHE_CONTROL });
      variants[String(w)] = `/${key}`;
      width = info.width;
      height = info.height;
    }
    const previewKey = `uploads/${FOLDER}/${id}-preview.jpg`;
    const preview = await savePreview(store, input, previewKey);
    files.push(previewKey);
    return { id, width, height, variants, preview, files };
  } catch (err) {
    await discardFiles(store, files, err);
    throw err;
  }
}

export { removeFiles };

/** Removes the renditions of a stored image (its variants JSON, and its preview's); foreign paths are ignored. */
export async function removeImageVariants(
  where: FilesArg,
  variantsJson: string,
  preview: PreviewPicture | null = null,
): Promise<void> {
  let variants: Record<string, string>;
  try {
    variants = JSON.parse(variantsJson) as Record<string, string>;
  } catch {
    variants = {};
  }
  const files = [...Object.values(variants), ...(preview ? [preview.url] : [])]
    .filter((url) => /^\/uploads\/products\/[A-Za-z0-9-]+\.(webp|jpg)$/.test(url))
    .map((url) => url.slice(1));
  await removeFiles(where, files);
}

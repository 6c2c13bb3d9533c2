// The library loads the first time a picture is chosen, in one copy (pwa/lib/image-compression.ts).
import { IMAGE_COMPRESSION_URL, loadImageCompression } from '../../lib/image-compression';
import { PRODUCT_IMAGE_MAX_BYTES } from '#shared/schemas/catalog';
import { IMAGE_COMPRESS_FAILED, IMAGE_NOT_BLOB, IMAGE_NOT_IMAGE } from '#shared/messages';

/** Product picture types (specification section 5: JPG, PNG or GIF). */
export const PRODUCT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export const PRODUCT_IMAGE_ACCEPT = '.jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif';
export const PRODUCT_IMAGE_TYPE_MESSAGE = 'Format accepté : JPG, PNG ou GIF';
export const PRODUCT_IMAGE_TOO_BIG = 'Image trop lourde : 5 Mo au maximum';
/** What is sent: the server keeps at most 960 px wide, so more than this is bandwidth for nothing on 3G. */
const TARGET_MAX_MB = 1;
const TARGET_MAX_PX = 1920;

/**
 * Compresses a product picture on the device before it is uploaded (≤ 1 MB, ≤ 1920 px). A GIF is sent as it is
 * (a canvas cannot write GIF). Throws an Error with the French (or the specification's) message to show.
 */
export async function compressProductImage(file: unknown): Promise<File> {
  if (!(file instanceof Blob)) throw new Error(IMAGE_NOT_BLOB);
  if (!file.type.startsWith('image/')) throw new Error(IMAGE_NOT_IMAGE);
  if (!(PRODUCT_IMAGE_TYPES as readonly string[]).includes(file.type)) throw new Error(PRODUCT_IMAGE_TYPE_MESSAGE);
  const name = file instanceof File ? file.name : 'image';
  if (file.type === 'image/gif') {
    if (file.size > PRODUCT_IMAGE_MAX_BYTES) throw new Error(PRODUCT_IMAGE_TOO_BIG);
    return file instanceof File ? file : new File([file], name, { type: file.type });
  }
  let compressed: Blob;
  try {
    const imageCompression = await loadImageCompression();
    compressed = await imageCompression(file as File, {
      maxSizeMB: TARGET_MAX_MB,
      maxWidthOrHeight: TARGET_MAX_PX,
      useWebWorker: true,
      libURL: new URL(IMAGE_COMPRESSION_URL, window.location.href).href,
    });
  } catch {
    throw new Error(IMAGE_COMPRESS_FAILED);
  }
  if (compressed.size > PRODUCT_IMAGE_MAX_BYTES) throw new Error(PRODUCT_IMAGE_TOO_BIG);
  return compressed instanceof File && compressed.name
    ? compressed
    : new File([compressed], name, { type: compressed.type });
}

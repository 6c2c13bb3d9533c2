// The library loads the first time a picture is chosen, in one copy (pwa/lib/image-compression.ts).
import { IMAGE_COMPRESSION_URL, loadImageCompression } from '../../lib/image-compression';
import { LOGO_MAX_BYTES } from '#shared/constants';
import { IMAGE_COMPRESS_FAILED, IMAGE_NOT_BLOB, IMAGE_NOT_IMAGE } from '#shared/messages';
import { PROFILE_IMAGE_MAX_PX } from '#shared/schemas/profile';

export const PICTURE_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';

/** The profile picture, compressed on the device (≤ 1 MB, ≤ 512 px). Errors carry the specification's messages. */
export async function compressPicture(file: unknown): Promise<File> {
  if (!(file instanceof Blob)) throw new Error(IMAGE_NOT_BLOB);
  if (!file.type.startsWith('image/')) throw new Error(IMAGE_NOT_IMAGE);
  try {
    const imageCompression = await loadImageCompression();
    const out = await imageCompression(file as File, {
      maxSizeMB: LOGO_MAX_BYTES / (1024 * 1024),
      maxWidthOrHeight: PROFILE_IMAGE_MAX_PX,
      useWebWorker: true,
      libURL: new URL(IMAGE_COMPRESSION_URL, window.location.href).href,
    });
    const name = file instanceof File ? file.name : 'photo';
    return out instanceof File && out.name ? out : new File([out], name, { type: out.type });
  } catch {
    throw new Error(IMAGE_COMPRESS_FAILED);
  }
}

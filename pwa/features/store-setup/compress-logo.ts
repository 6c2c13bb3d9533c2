// The library loads the first time a picture is chosen, in one copy (pwa/lib/image-compression.ts).
import { IMAGE_COMPRESSION_URL, loadImageCompression } from '../../lib/image-compression';
import { LOGO_MAX_BYTES, LOGO_MAX_PX } from '#shared/constants';
import { IMAGE_NOT_BLOB, IMAGE_NOT_IMAGE } from '#shared/messages';

/**
 * Compresses a store logo in the browser to at most 1 MB and 1920 px on its longest side (specification section 5).
 * Throws an Error whose message is the library's (see compressionErrorMessage for what is shown).
 */
export async function compressLogo(file: unknown): Promise<File> {
  if (!(file instanceof Blob)) throw new Error(IMAGE_NOT_BLOB);
  if (!file.type.startsWith('image/')) throw new Error(IMAGE_NOT_IMAGE);
  // A GIF logo (the atelier's company profile takes one, specification section 5) is sent as a PNG: the store keeps
  // JPG and PNG logos only, and a logo's first frame is all the storefront shows.
  const gif = file.type === 'image/gif';
  const imageCompression = await loadImageCompression();
  const compressed = await imageCompression(file as File, {
    maxSizeMB: LOGO_MAX_BYTES / (1024 * 1024),
    maxWidthOrHeight: LOGO_MAX_PX,
    useWebWorker: true,
    libURL: new URL(IMAGE_COMPRESSION_URL, window.location.href).href,
    ...(gif ? { fileType: 'image/png' } : {}),
  });
  const original = file instanceof File ? file.name : 'logo';
  const name = gif ? original.replace(/\.gif$/i, '') + '.png' : original;
  // The library answers a Blob-like File; make sure it keeps a file name for the multipart part.
  return compressed instanceof File && compressed.name
    ? compressed
    : new File([compressed], name, { type: compressed.type });
}

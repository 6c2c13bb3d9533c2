import { IMAGE_COMPRESS_FAILED, IMAGE_NOT_BLOB, IMAGE_NOT_IMAGE } from '#shared/messages';

/** What browser-image-compression throws (in English), recognised to say it in French. */
const LIBRARY_NOT_BLOB = /not an instance of Blob or File/i;
const LIBRARY_NOT_IMAGE = /is not an image/i;

/**
 * What the merchant reads when a logo cannot be compressed (specification section 8, in French): the two failures
 * browser-image-compression itself reports (not a file, not an image), and anything else as the generic one.
 */
export function compressionErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  if (message.includes(IMAGE_NOT_BLOB) || LIBRARY_NOT_BLOB.test(message)) return IMAGE_NOT_BLOB;
  if (message.includes(IMAGE_NOT_IMAGE) || LIBRARY_NOT_IMAGE.test(message)) return IMAGE_NOT_IMAGE;
  return IMAGE_COMPRESS_FAILED;
}

/** Logo types the store setup form takes (specification section 5: .jpg, .jpeg, .png). */
export const LOGO_MIME_TYPES = ['image/jpeg', 'image/png'] as const;
export const LOGO_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';
/** The atelier's company profile (specification: logo JPG, PNG or GIF); a GIF is sent as a PNG (compressLogo). */
export const LOGO_ACCEPT_WITH_GIF = `${LOGO_ACCEPT},.gif,image/gif`;

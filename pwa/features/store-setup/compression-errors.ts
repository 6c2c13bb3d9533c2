import { IMAGE_COMPRESS_FAILED, IMAGE_NOT_BLOB, IMAGE_NOT_IMAGE } from '#shared/messages';

/**
 * What the merchant reads when a logo cannot be compressed (specification section 8): the two messages
 * browser-image-compression itself throws are kept as they are; anything else is 'Failed to compress image'.
 */
export function compressionErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  if (message.includes(IMAGE_NOT_BLOB)) return IMAGE_NOT_BLOB;
  if (message.includes(IMAGE_NOT_IMAGE)) return IMAGE_NOT_IMAGE;
  return IMAGE_COMPRESS_FAILED;
}

/** Logo types the store setup form takes (specification section 5: .jpg, .jpeg, .png). */
export const LOGO_MIME_TYPES = ['image/jpeg', 'image/png'] as const;
export const LOGO_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';
/** The atelier's company profile (specification: logo JPG, PNG or GIF); a GIF is sent as a PNG (compressLogo). */
export const LOGO_ACCEPT_WITH_GIF = `${LOGO_ACCEPT},.gif,image/gif`;

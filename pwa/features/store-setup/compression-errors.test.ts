import { describe, expect, it } from 'vitest';
import { IMAGE_COMPRESS_FAILED, IMAGE_NOT_BLOB, IMAGE_NOT_IMAGE } from '#shared/messages';
import { compressionErrorMessage } from './compression-errors';

describe('compressionErrorMessage (specification section 8, in French)', () => {
  it('says the library’s English failures in French and turns anything else into the generic one', () => {
    // What browser-image-compression throws.
    expect(compressionErrorMessage(new Error('The file given is not an instance of Blob or File'))).toBe(
      IMAGE_NOT_BLOB,
    );
    expect(compressionErrorMessage(new Error('The file given is not an image'))).toBe(IMAGE_NOT_IMAGE);
    // What our own checks throw.
    expect(compressionErrorMessage(new Error(IMAGE_NOT_IMAGE))).toBe(IMAGE_NOT_IMAGE);
    expect(compressionErrorMessage(new Error('canvas.toBlob failed'))).toBe(IMAGE_COMPRESS_FAILED);
    expect(compressionErrorMessage(undefined)).toBe(IMAGE_COMPRESS_FAILED);
    expect(IMAGE_NOT_IMAGE).toBe('Le fichier choisi n’est pas une image (JPG ou PNG).');
  });
});

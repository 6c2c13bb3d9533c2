import { describe, expect, it } from 'vitest';
import { compressionErrorMessage } from './compression-errors';

describe('compressionErrorMessage (specification section 8)', () => {
  it('keeps the library messages and turns anything else into the generic one', () => {
    expect(compressionErrorMessage(new Error('The file given is not an instance of Blob or File'))).toBe(
      'The file given is not an instance of Blob or File',
    );
    expect(compressionErrorMessage(new Error('The file given is not an image'))).toBe('The file given is not an image');
    expect(compressionErrorMessage(new Error('canvas.toBlob failed'))).toBe('Failed to compress image');
    expect(compressionErrorMessage(undefined)).toBe('Failed to compress image');
  });
});

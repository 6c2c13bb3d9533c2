import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { renderProductImage } from './product-images';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'boutique-product-images-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('renderProductImage', () => {
  it('sizes renditions from the displayed (EXIF-rotated) width and drops the EXIF data', async () => {
    // Stored 800×400 landscape, displayed as 400×800 portrait (orientation 6).
    const jpeg = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#336699' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const image = await renderProductImage(jpeg, dataDir);
    // 400 wide as displayed: never the 480/640/800 renditions its stored 800 px width would allow.
    expect(Object.keys(image.variants).sort()).toEqual(['160', '240', '320', '400']);
    expect(image).toMatchObject({ width: 400, height: 800 });
    const meta = await sharp(fs.readFileSync(path.join(dataDir, image.variants['400']!))).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 400, height: 800 });
    expect(meta.exif).toBeUndefined();
  });
});

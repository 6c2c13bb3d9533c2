import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors';
import { imageSizeMessage, imageTypeMessage, readImageUpload, removeUpload, saveReencoded } from './images';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'boutique-images-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();
}

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
}

describe('readImageUpload', () => {
  it('accepts a real PNG and reports its format and size', async () => {
    const file = new File([new Uint8Array(await png(40, 20))], 'logo.png', { type: 'image/png' });
    const image = await readImageUpload(file, { maxBytes: 1024 * 1024, formats: ['jpeg', 'png'] });
    expect(image).toMatchObject({ format: 'png', width: 40, height: 20 });
  });

  it('judges by content: a text file renamed .png is refused on the field', async () => {
    const file = new File(['pas une image du tout'], 'logo.png', { type: 'image/png' });
    const err = await refusal(
      readImageUpload(file, { maxBytes: 1024 * 1024, formats: ['jpeg', 'png'], field: 'logo' }),
    );
    expect(err.status).toBe(422);
    expect(err.errors).toEqual({ logo: [imageTypeMessage(['jpeg', 'png'])] });
    expect(imageTypeMessage(['jpeg', 'png'])).toBe('Le fichier doit être une image (JPG, PNG).');
  });

  it('refuses a real image of a format not allowed, whatever its name says', async () => {
    const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .webp()
      .toBuffer();
    const file = new File([new Uint8Array(webp)], 'photo.jpg', { type: 'image/jpeg' });
    const err = await refusal(readImageUpload(file, { maxBytes: 1024 * 1024, formats: ['jpeg', 'png'] }));
    expect(err.errors).toEqual({ image: ['Le fichier doit être une image (JPG, PNG).'] });
  });

  it('refuses a file above the size limit before decoding it', async () => {
    const file = new File([new Uint8Array(1024 * 1024 + 1)], 'big.png');
    const err = await refusal(readImageUpload(file, { maxBytes: 1024 * 1024, formats: ['png'], field: 'logo' }));
    expect(err.errors).toEqual({ logo: ["L'image ne doit pas dépasser 1 Mo."] });
    expect(imageSizeMessage(5 * 1024 * 1024)).toBe("L'image ne doit pas dépasser 5 Mo.");
  });

  it('refuses a missing file (a plain string field) and an empty file', async () => {
    await refusal(readImageUpload('logo.png', { maxBytes: 1000, formats: ['png'] }));
    await refusal(readImageUpload(new File([], 'x.png'), { maxBytes: 1000, formats: ['png'] }));
  });
});

describe('saveReencoded', () => {
  it('writes a resized, re-encoded copy without the EXIF of the original', async () => {
    const withExif = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#2980b9' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps-owner' } } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const image = await readImageUpload(new File([new Uint8Array(withExif)], 'p.jpg'), {
      maxBytes: 5e6,
      formats: ['jpeg'],
    });
    const saved = await saveReencoded(image, { files: dataDir, folder: 'logos', maxPx: 150 });
    expect(saved.url).toMatch(/^\/uploads\/logos\/[0-9a-f-]{36}\.jpg$/);
    expect(saved).toMatchObject({ width: 150, height: 50 });
    const meta = await sharp(fs.readFileSync(path.join(dataDir, saved.key))).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(fs.readFileSync(path.join(dataDir, saved.key)).includes(Buffer.from('secret-gps-owner'))).toBe(false);
    await removeUpload(dataDir, saved.url);
    expect(fs.existsSync(path.join(dataDir, saved.key))).toBe(false);
  });

  it('never enlarges and refuses folder names that could escape uploads/', async () => {
    const saved = await saveReencoded(await png(10, 10), { files: dataDir, folder: 'logos', maxPx: 1920 });
    expect(saved).toMatchObject({ width: 10, height: 10 });
    await expect(saveReencoded(await png(10, 10), { files: dataDir, folder: '../etc' })).rejects.toThrow();
  });
});

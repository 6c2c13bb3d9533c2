import sharp from 'sharp';
import type { Page } from '@playwright/test';

// Upload helpers of the storefront-content journeys (accounts and stores come from ./fixtures).

/** A real picture for an upload field. */
export async function picture(
  name: string,
  color: string,
  width = 1200,
  height = 800,
  format: 'png' | 'jpeg' = 'jpeg',
) {
  const base = sharp({ create: { width, height, channels: 3, background: color } });
  const buffer = await (format === 'png' ? base.png() : base.jpeg()).toBuffer();
  return { name, mimeType: format === 'png' ? 'image/png' : 'image/jpeg', buffer };
}

/** Chooses files through the file picker a click on `trigger` opens. */
export async function chooseFiles(
  page: Page,
  trigger: () => Promise<void>,
  files: Awaited<ReturnType<typeof picture>>[],
) {
  const chooser = page.waitForEvent('filechooser');
  await trigger();
  await (await chooser).setFiles(files);
}

import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';

/**
 * SHOTS=<dir>: also saves the screen at 390×844 and 800×1280 as `<name>-<width>.png` (to look at it), then puts the
 * page back at the size it had. Without SHOTS it does nothing. `fullPage`: the whole page, not only what shows.
 */
export async function shots(page: Page, name: string, { fullPage = false }: { fullPage?: boolean } = {}) {
  const dir = process.env.SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const before = page.viewportSize();
  for (const [w, h] of [
    [390, 844],
    [800, 1280],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${dir}/${name}-${w}.png`, fullPage });
  }
  if (before) await page.setViewportSize(before);
}

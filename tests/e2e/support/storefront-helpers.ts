import { expect, type APIRequestContext, type Page } from '@playwright/test';

// Helpers for the storefront journeys (accounts and stores come from ./fixtures, the one way to make them).

export const DEMO = { slug: 'demo', name: 'Boutique Démo', login: 'marchand@boutique.local', password: 'Marchand1234' };

/** Waits until /{slug}/home is published (and shows `text` when given). */
export async function waitForStorefront(request: APIRequestContext, slug: string, text?: string, timeoutMs = 90_000) {
  await expect
    .poll(
      async () => {
        const res = await request.get(`/${slug}/home`);
        if (res.status() !== 200) return false;
        return text === undefined || (await res.text()).includes(text);
      },
      { timeout: timeoutMs, intervals: [250, 500, 1000] },
    )
    .toBe(true);
}

/**
 * Brings the product page's order form into view and waits until its island has hydrated (Astro removes the island's
 * `ssr` attribute). Before that the form is a plain HTML form: a click would post it natively (the no-JS path).
 */
export async function orderFormReady(page: Page) {
  const island = page.locator('astro-island', { has: page.locator('form') });
  await island.scrollIntoViewIfNeeded();
  await expect(island).not.toHaveAttribute('ssr', /.*/, { timeout: 20_000 });
}

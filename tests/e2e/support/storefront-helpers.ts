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

/**
 * The address of a product page of the store that has an order form (with `inStock`: one whose « Commander » is not
 * disabled), read from the published pages as a shopper's browser gets them; null when the store has none.
 */
export async function productPageWithOrderForm(
  request: APIRequestContext,
  slug: string,
  { inStock = false }: { inStock?: boolean } = {},
): Promise<string | null> {
  const products = await (await request.get(`/${slug}/products`)).text();
  const hrefs = [...products.matchAll(new RegExp(`href="(/${slug}/products/[^"]+)"`, 'g'))].map((m) => m[1]!);
  for (const href of hrefs) {
    const html = await (await request.get(href)).text();
    if (!html.includes(`action="/api/shop/${slug}/orders"`)) continue;
    if (inStock && /order-btn" type="submit" disabled/.test(html)) continue;
    return href;
  }
  return null;
}

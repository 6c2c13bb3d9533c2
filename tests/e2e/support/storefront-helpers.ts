import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, newMerchantWithStore } from './fixtures';

// Helpers for the storefront journeys: accounts and stores made through the public API, like a real merchant.

export const DEMO = { slug: 'demo', name: 'Boutique Démo', login: 'marchand@boutique.local', password: 'Marchand1234' };

/** A token for an existing account. */
export const login = apiLogin;

/** A new merchant (register → login) with a new store; answers its token and the store's slug. */
export async function merchantWithStore(
  request: APIRequestContext,
  storeName: string,
  extra: Record<string, string> = {},
) {
  const merchant = await newMerchantWithStore(request, storeName, extra);
  return {
    token: merchant.token,
    slug: merchant.store.slug,
    name: merchant.store.name,
    email: merchant.email,
    password: merchant.password,
  };
}

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

import { expect, test } from './support/fixtures';

test('the app registers its service worker and opens offline', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Vendre plus, en toute securité' })).toBeVisible();

  // Installable: a manifest with a French description, 192/512 icons and a maskable one.
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBeTruthy();
  const manifest = await (await page.request.get(manifestHref!)).json();
  expect(manifest.name).toContain('Boutique');
  expect(manifest.description).toMatch(/boutique en ligne/);
  expect(manifest.theme_color).toMatch(/^#/);
  const sizes = manifest.icons.map((i: { sizes: string; purpose?: string }) => `${i.sizes}:${i.purpose ?? 'any'}`);
  expect(sizes).toEqual(expect.arrayContaining(['192x192:any', '512x512:any', '512x512:maskable']));

  // The worker installs and precaches the shell; after a reload it controls the page.
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toMatch(/\/$/);
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await context.setOffline(true);
  try {
    // App pages never visited before still open: every route chunk is precached.
    await page.goto('/auth/signin');
    await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
    await page.goto('/galeries');
    await expect(page.getByRole('heading', { name: 'Galeries', level: 1 })).toBeVisible();
    // An unknown page under one of the app's own sections gets the app's 404 page from the cache.
    await page.goto('/auth/page-inconnue');
    await expect(page.getByText('Page Introuvable')).toBeVisible();
    // A storefront path is not the app's: the worker does not answer it with the app shell.
    const storefront = await page.goto('/demo/home').then(
      (res) => res?.status() ?? 0,
      () => 'network error',
    );
    expect(storefront).toBe('network error');
  } finally {
    await context.setOffline(false);
  }
});

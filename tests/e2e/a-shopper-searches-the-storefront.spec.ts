import { test, expect } from './support/fixtures';
import { DEMO, waitForStorefront } from './support/storefront-helpers';

test.describe.configure({ timeout: 120_000 });

test("a shopper searches the storefront: the store's index loads when she opens the search, then no request per keystroke", async ({
  page,
  request,
}) => {
  await waitForStorefront(request, DEMO.slug);
  const requests: string[] = [];
  // What the page asks the server for: pages, scripts and fetches (the result cards' pictures and the icon aside).
  page.on('request', (r) => {
    if (['document', 'fetch', 'xhr', 'script'].includes(r.resourceType())) requests.push(new URL(r.url()).pathname);
  });

  await page.goto(`/${DEMO.slug}/home`);
  expect(requests.filter((p) => p.endsWith('search-index.json'))).toEqual([]);
  await page.setViewportSize({ width: 1024, height: 800 });
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Rechercher' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/${DEMO.slug}/search$`));
  const box = page.getByRole('searchbox', { name: "Nom, description ou catégorie d'un produit" });
  await expect(box).toBeFocused();
  await expect(page.getByRole('status')).toHaveText('Tapez un mot pour trouver un produit.');
  expect(requests.filter((p) => p.endsWith('search-index.json'))).toEqual([`/${DEMO.slug}/search-index.json`]);

  const before = requests.length;
  // Accents and case do not matter; words are matched in the name, the category and the description.
  await box.pressSequentially('BRODE', { delay: 30 });
  const results = page.getByRole('list', { name: 'Résultats' }).getByRole('link');
  await expect(results.filter({ hasText: 'Bazin riche brodé' })).toHaveCount(1);
  await expect(results.filter({ hasText: 'Tunique brodée homme' })).toHaveCount(1);
  await box.fill('accessoires');
  await expect(results.filter({ hasText: 'Sac à main en pagne' })).toHaveCount(1);
  await box.fill('zzqx');
  await expect(page.getByRole('status')).toHaveText('Aucun produit ne correspond à « zzqx ».');
  expect(requests.slice(before)).toEqual([]); // typing asked the server nothing (no fetch, no page)

  // The query is kept in the address: a reload (or a shared link) shows the same results.
  await box.fill('tunique');
  await expect(page).toHaveURL(/\?q=tunique$/);
  await page.reload();
  await results.filter({ hasText: 'Tunique brodée homme' }).click();
  await expect(page).toHaveURL(new RegExp(`/${DEMO.slug}/products/`));
  await expect(page.getByRole('heading', { level: 1, name: 'Tunique brodée homme' })).toBeVisible();
});

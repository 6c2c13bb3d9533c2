import type { Locator, Page } from '@playwright/test';
import { test, expect, signInInPage } from './support/fixtures';
import { newClothingType, openAtelier, pushCustomerWithOrders } from './support/atelier';
import { installRenderCounter, rendersPerKey } from './support/render-counter';

// Typing stays instant on a cheap tablet: on the measurement form and the product form, a
// keystroke re-renders the field typed in and nothing else of the form. Counted, not timed: React's DevTools hook
// says which components rendered on each key and why (support/render-counter.ts: what the frame or a query redraws
// meanwhile is counted apart), so the proof holds on a loaded machine; a failure lists every commit of the key.

/** Types `keys` in `field`: each key redraws the field (the count sees renders at all) and nothing outside it. */
async function expectEachKeyRedrawsOnlyTheField(page: Page, field: Locator, keys: string[]) {
  const counts = await rendersPerKey(page, field, keys);
  expect(counts.outside, `components re-rendered outside the field\n${counts.explain}`).toEqual(keys.map(() => 0));
  expect(
    counts.inside.every((n) => n > 0),
    `renders inside the field\n${counts.explain}`,
  ).toBe(true);
}

test('a tailor types a measurement and a product name, and each key redraws only the field she types in', async ({
  page,
  request,
  merchantWithStore: m,
}) => {
  test.setTimeout(120_000);
  const auth = await openAtelier(request, m);
  await newClothingType(request, auth, {
    name: 'Boubou',
    parts: ['Tour de poitrine', 'Épaule', 'Longueur boubou'],
    defaultPrice: '25000',
  });
  const { customerId } = await pushCustomerWithOrders(
    request,
    auth,
    { firstName: 'Issouf', lastName: 'Sawadogo', phone: '+22676445566', city: 'Ouagadougou' },
    [],
    'journey',
  );

  await installRenderCounter(page);
  await page.setViewportSize({ width: 800, height: 1280 });
  await signInInPage(page, m.email, m.password, /\/user\/dashboard$/);

  // The measurement form: a value typed and erased, as a tailor does, then who took them.
  await page.goto(`/user/atelier/costumer/customermeasure/${customerId}`);
  await page.getByText('Boubou', { exact: true }).click();
  const chest = page.getByLabel('Tour de poitrine', { exact: true });
  await expect(chest).toBeVisible();
  await expect(page.getByText('Pas encore mesuré').first()).toBeVisible();
  const measureKeys = ['1', '0', '2', ',', '5', 'Backspace', 'Backspace', 'Backspace', 'Backspace', 'Backspace'];
  await expectEachKeyRedrawsOnlyTheField(page, chest, measureKeys);
  await expect(chest).toHaveValue('');
  const taker = page.getByLabel('Prises par', { exact: true });
  const takerCounts = await rendersPerKey(page, taker, ['M', 'o', 'u']);
  expect(takerCounts.outside, takerCounts.explain).toEqual([0, 0, 0]);

  // What was typed is what is saved.
  await page.getByLabel('Épaule', { exact: true }).fill('46,5');
  await page.getByRole('button', { name: 'Enregistrer les mesures' }).click();
  await expect(page).toHaveURL(/\/customermeasure-details\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('sheet-values')).toContainText('46.5 cm');

  // The product form: a name typed and erased, then a price.
  await page.goto('/user/products/new');
  const name = page.getByLabel('Nom du produit');
  await expect(name).toBeVisible();
  // The pictures field comes once after the form's first paint (decision 013): its one arrival is not a key's redraw.
  await expect(page.getByTestId('add-images')).toBeVisible();
  const nameKeys = [...'Boubou', ...Array<string>(6).fill('Backspace')];
  await expectEachKeyRedrawsOnlyTheField(page, name, nameKeys);
  const price = page.getByRole('textbox', { name: 'Prix', exact: true });
  const priceCounts = await rendersPerKey(page, price, ['1', '5', '0', ',', '5']);
  expect(priceCounts.outside, priceCounts.explain).toEqual([0, 0, 0, 0, 0]);
  await expect(price).toHaveValue('150.5');
  // An empty name is still refused on saving, with its French message, under the field.
  await page.getByRole('button', { name: 'Créer le produit' }).click();
  await expect(page.getByText('Le champ est vide').first()).toBeVisible();
});

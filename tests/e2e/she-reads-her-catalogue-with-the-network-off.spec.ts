import { expect, test } from './support/fixtures';

// The catalogue is kept on the tablet (decision 016): with the network off she still lists, searches and opens her
// products; saving an edit says the network is needed and keeps what she typed.
test('she reads her catalogue with the network off', async ({ page, context, request, signedInMerchant }) => {
  const auth = { authorization: `Bearer ${signedInMerchant.token}` };
  for (const [name, price] of [
    ['Robe wax', '15000'],
    ['Pagne bazin', '8000'],
  ]) {
    const res = await request.post('/api/catalog/import', {
      headers: auth,
      data: { rows: [{ Nom: name, Prix: price, Stock: '4' }], confirm: true },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await page.goto('/user/products');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page.getByTestId('product-row')).toHaveCount(2);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('catalog-offline')).toContainText('2 produits enregistrés sur cet appareil');
  await page.getByLabel('Rechercher un produit').fill('bazin');
  await expect(page.getByTestId('product-row')).toHaveCount(1);
  await page.getByRole('link', { name: 'Pagne bazin' }).click();
  await expect(page.getByRole('heading', { name: 'Pagne bazin' })).toBeVisible();
  await page.getByRole('link', { name: 'Modifier' }).click();
  await expect(page.getByTestId('form-offline')).toBeVisible();
  const price = page.getByRole('textbox', { name: /^Prix/ }).first();
  await price.fill('9000');
  await page
    .getByRole('button', { name: /Enregistrer/ })
    .first()
    .click();
  await expect(page.getByTestId('save-failure')).toContainText('Réseau nécessaire');
  await expect(price).toHaveValue('9000');
});

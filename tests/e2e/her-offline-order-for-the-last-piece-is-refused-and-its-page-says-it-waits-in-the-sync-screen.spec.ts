import sharp from 'sharp';
import { expect, signInInPage, test } from './support/fixtures';

// Offline, a merchant takes a walk-in order for the last piece; meanwhile a shopper buys it on the storefront. When
// the network returns the server refuses her order: its page says so and where it waits (the sync screen), instead
// of « Commande introuvable », and the order is there to correct or abandon: the sync screen names it (its code, its
// customer, links to both) and says why, and says nowhere that everything is synchronised. On her phone.
test.use({ viewport: { width: 390, height: 844 } });

test('her offline order for the last piece is refused and its page says it waits in the sync screen', async ({
  page,
  context,
  request,
  merchantWithStore,
}) => {
  test.setTimeout(120_000);
  const auth = { authorization: `Bearer ${merchantWithStore.token}` };
  const image = await sharp({ create: { width: 120, height: 120, channels: 3, background: '#27ae60' } })
    .png()
    .toBuffer();
  const product = await request.post('/api/products', {
    headers: auth,
    multipart: {
      name: 'Dernier pagne',
      price: '5000',
      stock: '1',
      images: { name: 'p.png', mimeType: 'image/png', buffer: image },
    },
  });
  expect(product.status(), await product.text()).toBe(201);
  const productId = (await product.json()).data.id as string;

  await signInInPage(page, merchantWithStore.email, merchantWithStore.password, /\/user\/dashboard$/);
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await page.goto('/user/orders/new');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page.getByRole('combobox', { name: 'Produit' })).toBeVisible();

  await context.setOffline(true);
  await page.getByRole('combobox', { name: 'Produit' }).click();
  await page.getByRole('option', { name: 'Dernier pagne (stock 1)' }).click();
  await page.getByLabel('Quantité').fill('1');
  await page.getByRole('button', { name: 'Ajouter l’article' }).click();
  await page.getByText('Nouveau client', { exact: true }).click();
  await page.getByLabel('Prénom').fill('Salif');
  await page.getByLabel('Nom', { exact: true }).fill('Zongo');
  await page.getByRole('button', { name: 'Enregistrer la commande' }).click();
  await expect(page).toHaveURL(/\/user\/orders\/[0-9a-f-]{36}$/);
  const orderPath = new URL(page.url()).pathname;
  await expect(page.getByTestId('order-code')).toHaveText(/Commande [A-Z0-9]{4,}/);
  const code = ((await page.getByTestId('order-code').textContent()) ?? '').replace('Commande', '').trim();
  expect(code).toMatch(/^[A-Z0-9]{4,}$/);

  // The shopper takes the last piece first.
  const shop = await request.post(`/api/shop/${merchantWithStore.store.slug}/orders`, {
    data: {
      productId,
      firstname: 'Awa',
      lastname: 'Kaboré',
      phone: '70 11 22 33',
      email: 'awa@example.com',
      city: 'Ouagadougou',
      quantity: '1',
    },
  });
  expect(shop.status(), await shop.text()).toBe(201);

  await context.setOffline(false);
  const refused = page.getByTestId('order-refused');
  await expect(refused).toContainText('Stock insuffisant', { timeout: 30_000 });
  await expect(refused).toContainText('Elle n’est pas perdue');
  await expect(page.getByText('Commande introuvable')).toHaveCount(0);
  await refused.getByRole('link', { name: 'Voir la synchronisation' }).click();
  const card = page.getByTestId('sync-rejected');
  await expect(card.getByTestId('sync-rejected-link')).toHaveText(`Commande ${code}`);
  await expect(card.getByTestId('sync-rejected-link')).toHaveAttribute('href', orderPath);
  await expect(card.getByTestId('sync-rejected-customer')).toHaveText('Client : Salif Zongo');
  await expect(card.getByTestId('sync-rejected-customer').getByRole('link', { name: 'Salif Zongo' })).toHaveAttribute(
    'href',
    /\/user\/customers\/[0-9a-f-]{36}$/,
  );
  await expect(card.getByTestId('sync-rejected-reason')).toContainText('Refusée : Stock insuffisant');
  await expect(page.getByTestId('sync-review-state')).toHaveText('À revoir');
  await expect(page.getByText('1 modification refusée à revoir')).toBeVisible();
  await expect(page.getByText('Tout est synchronisé')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('sync-refused-390.png'), fullPage: true });
  await page.setViewportSize({ width: 800, height: 1280 });
  await page.screenshot({ path: test.info().outputPath('sync-refused-800.png'), fullPage: true });
  // No « Corriger » that would lead to a page ignoring the refusal: she abandons it (and takes the order again).
  await expect(card.getByRole('button', { name: 'Corriger' })).toHaveCount(0);
  await card.getByRole('button', { name: 'Abandonner' }).click();
  await expect(page.getByTestId('sync-rejected')).toHaveCount(0);
});

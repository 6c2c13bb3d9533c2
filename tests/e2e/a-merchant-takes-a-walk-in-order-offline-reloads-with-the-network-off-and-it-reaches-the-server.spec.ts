import { expect, signInInPage, test } from './support/fixtures';
import sharp from 'sharp';

// A tailor with a product in stock loses the network: she takes a walk-in order for a new customer on the tablet
// (the product picked from the catalogue the tablet kept, plus a service typed by hand),
// the page is reloaded with the network still off and the order is still there, waiting; when the network returns it
// reaches the server, which reserves the stock.

test('a merchant takes a walk-in order offline, reloads with the network off, and it reaches the server when the network returns', async ({
  page,
  context,
  request,
  merchantWithStore,
}) => {
  test.setTimeout(180_000);
  const auth = { authorization: `Bearer ${merchantWithStore.token}` };
  const image = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();
  const product = await request.post('/api/products', {
    headers: auth,
    multipart: {
      name: 'Pagne wax',
      price: '5000',
      stock: '10',
      images: { name: 'p.png', mimeType: 'image/png', buffer: image },
    },
  });
  expect(product.status(), await product.text()).toBe(201);
  const productId = (await product.json()).data.id as string;

  // Signed in after the product exists: the tablet keeps the catalogue from its first screen on.
  await signInInPage(page, merchantWithStore.email, merchantWithStore.password, /\/user\/dashboard$/);
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await page.goto('/user/orders');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page.getByTestId('orders-empty')).toBeVisible();
  // The catalogue is kept on the tablet (pwa/lib/catalog) since she signed in: the form lists the product.
  await page.getByRole('link', { name: 'Nouvelle commande' }).click();
  await expect(page.getByRole('combobox', { name: 'Produit' })).toBeVisible();
  await page.getByRole('link', { name: 'Retour aux commandes' }).click();

  // Network off: she picks the product from the catalogue kept on the tablet, and types a service by hand.
  await context.setOffline(true);
  await expect(page.getByTestId('offline-banner')).toContainText('Rien en attente');
  await page.getByRole('link', { name: 'Nouvelle commande' }).click();
  await expect(page.getByTestId('catalogue-offline')).toContainText('gardés sur cet appareil');
  await page.getByRole('combobox', { name: 'Produit' }).click();
  await page.getByRole('option', { name: 'Pagne wax (stock 10)' }).click();
  await page.getByLabel('Quantité').fill('2');
  await page.getByRole('button', { name: 'Ajouter l’article' }).click();
  await expect(page.getByTestId('new-order-lines')).toContainText('Pagne wax');
  await page.getByText('Nouveau client', { exact: true }).click();
  await page.getByLabel('Prénom').fill('Mariam');
  await page.getByLabel('Nom', { exact: true }).fill('Kaboré');
  await page.getByLabel('Téléphone').fill('70 55 66 77');
  await page.getByLabel('Ville').fill('Ouagadougou');
  await page.getByLabel('Ou article saisi à la main').fill('Retouche de robe');
  await page.getByLabel('Quantité').fill('1');
  await page.getByLabel('Prix unitaire').fill('2500');
  await page.getByRole('button', { name: 'Ajouter l’article' }).click();
  await expect(page.getByTestId('new-order-lines')).toContainText('Retouche de robe');
  await page.getByRole('button', { name: 'Enregistrer la commande' }).click();
  await expect(page).toHaveURL(/\/user\/orders\/[0-9a-f-]{36}$/);
  const orderId = page.url().split('/').pop()!;
  await expect(page.getByTestId('order-code')).toContainText('Commande ');
  const code = (await page.getByTestId('order-code').textContent())!.replace('Commande ', '').trim();
  await expect(page.getByText('enregistrée sur cet appareil', { exact: false }).first()).toBeVisible();
  // The toast says it is only on this device for now; the banner counts what waits, in the tailor's words.
  await expect(page.getByText('Pour l’instant sur cet appareil seulement', { exact: false })).toBeVisible();
  await expect(page.getByTestId('offline-waiting')).toHaveText('1 commande et 1 client à envoyer.');

  // Reloaded with the network still off: the order is on the tablet, waiting to be sent.
  await page.reload();
  await expect(page.getByTestId('order-code')).toHaveText(`Commande ${code}`);
  await expect(page.getByTestId('order-total')).toContainText('12');
  await page.goto('/user/orders');
  await expect(page.getByTestId('order-row').or(page.getByTestId('order-card')).first()).toContainText(code);

  // The server has nothing yet.
  await context.setOffline(false);
  await expect
    .poll(async () => (await request.get(`/api/orders/${orderId}`, { headers: auth })).status(), { timeout: 60_000 })
    .toBe(200);
  const saved = (await (await request.get(`/api/orders/${orderId}`, { headers: auth })).json()).data;
  expect(saved).toMatchObject({ code, status: 'pending', firstname: 'Mariam', lastname: 'Kaboré', total: 12500 });
  expect(saved.lines[0]).toMatchObject({ productId, name: 'Pagne wax', quantity: 2, unitPrice: 5000 });
  expect(saved.customerId).toBeTruthy();
  expect(saved.history[0]).toMatchObject({
    status: 'pending',
    by: `${merchantWithStore.firstName} ${merchantWithStore.lastName}`,
  });

  // Online again, she confirms it from the tablet; the stock of the catalogue line was reserved by the server.
  await page.goto(`/user/orders/${orderId}`);
  await page.getByRole('button', { name: 'Mettre à jour' }).click();
  await expect
    .poll(async () => (await (await request.get(`/api/orders/${orderId}`, { headers: auth })).json()).data.status, {
      timeout: 30_000,
    })
    .toBe('confirmed');
  await expect(page.getByTestId('order-status').first()).toHaveText('Confirmée');
  expect((await (await request.get(`/api/products/${productId}`, { headers: auth })).json()).data.stock).toBe(8);
});

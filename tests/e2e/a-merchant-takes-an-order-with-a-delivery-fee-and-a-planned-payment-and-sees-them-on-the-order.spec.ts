import { expect, signInInPage, test } from './support/fixtures';
import sharp from 'sharp';
import { auditScreen, type ScreenAudit } from './support/screen-audit';

// On her phone and on her tablet, a merchant takes an order for a new customer: one article from her catalogue, a
// delivery fee of 1 500 and « Wave » as the way the customer will pay. The form shows the fee and the total with it,
// nothing in it is cut or too small for a thumb, and the order's page then shows the delivery, its fee, the total
// with the fee and the planned payment — on the tablet and on the server.

for (const screen of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 800, height: 1280 },
]) {
  test(`on her ${screen.name} a merchant takes an order with a delivery fee and a planned payment and sees them on the order`, async ({
    page,
    request,
    merchantWithStore,
  }) => {
    test.setTimeout(150_000);
    const seen = (a: ScreenAudit) => (screen.width < 768 ? a : { ...a, small: [] });
    await page.setViewportSize({ width: screen.width, height: screen.height });
    const auth = { authorization: `Bearer ${merchantWithStore.token}` };
    const image = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#1e6fb0' } })
      .png()
      .toBuffer();
    const product = await request.post('/api/products', {
      headers: auth,
      multipart: {
        name: 'Robe en bazin',
        price: '12000',
        stock: '5',
        images: { name: 'robe.png', mimeType: 'image/png', buffer: image },
      },
    });
    expect(product.status(), await product.text()).toBe(201);

    // Signed in after the product exists: the device keeps the catalogue from its first screen on.
    await signInInPage(page, merchantWithStore.email, merchantWithStore.password, /\/user\/dashboard$/);
    await page.goto('/user/orders/new');
    await page.getByRole('combobox', { name: 'Produit' }).click();
    await page.getByRole('option', { name: 'Robe en bazin (stock 5)' }).click();
    await page.getByLabel('Quantité').fill('2');
    await page.getByRole('button', { name: 'Ajouter l’article' }).click();
    await expect(page.getByTestId('new-order-lines')).toContainText('Robe en bazin');

    await page.getByText('Nouveau client', { exact: true }).click();
    await page.getByLabel('Prénom').fill('Aminata');
    await page.getByLabel('Nom', { exact: true }).fill('Ouédraogo');
    await page.getByLabel('Téléphone').fill('70 11 22 33');
    await page.getByLabel('Ville').fill('Bobo-Dioulasso');
    await page.getByLabel('Adresse').fill('Secteur 22, près du marché de Colma');
    await page.getByLabel('Frais de livraison').fill('1500');
    await page.getByRole('combobox', { name: 'Paiement prévu' }).click();
    await page.getByRole('option', { name: 'Wave', exact: true }).click();

    // The form counts the fee: 2 × 12 000 + 1 500.
    await expect(page.getByTestId('new-order-delivery-fee')).toHaveText(/1\s500\sF\sCFA/);
    await expect(page.getByTestId('new-order-total')).toHaveText(/25\s500\sF\sCFA/);
    // Thumb-sized controls on the phone (44 px below 768 px, pwa/app/touch-targets.css); nothing cut on both.
    const form = seen(await auditScreen(page));
    await page.screenshot({ path: test.info().outputPath(`new-order-${screen.width}.png`), fullPage: true });
    expect(form, `the order form at ${screen.width} px`).toEqual({ small: [], cut: [], overflow: 0 });

    await page.getByRole('button', { name: 'Enregistrer la commande' }).click();
    await expect(page).toHaveURL(/\/user\/orders\/[0-9a-f-]{36}$/);
    const orderId = page.url().split('/').pop()!;

    // Her order: delivered, its fee, the total with the fee, and the way the customer will pay.
    await expect(page.getByTestId('order-delivery')).toContainText('Livraison');
    await expect(page.getByTestId('order-delivery-fee')).toHaveText(/1\s500\sF\sCFA/);
    await expect(page.getByTestId('order-total')).toHaveText(/25\s500\sF\sCFA/);
    await expect(page.getByTestId('order-payment-method')).toHaveText('Wave');
    await expect(page.getByTestId('order-paid-state')).toContainText('À payer');
    const order = seen(await auditScreen(page));
    await page.screenshot({ path: test.info().outputPath(`order-${screen.width}.png`), fullPage: true });
    expect(order, `the order page at ${screen.width} px`).toEqual({ small: [], cut: [], overflow: 0 });

    // The server got the same order.
    await expect
      .poll(async () => (await request.get(`/api/orders/${orderId}`, { headers: auth })).status(), { timeout: 30_000 })
      .toBe(200);
    const saved = (await (await request.get(`/api/orders/${orderId}`, { headers: auth })).json()).data;
    expect(saved).toMatchObject({
      firstname: 'Aminata',
      city: 'Bobo-Dioulasso',
      deliveryOption: 'delivery',
      deliveryFee: 1500,
      paymentMethod: 'wave',
      total: 25500,
    });
  });
}

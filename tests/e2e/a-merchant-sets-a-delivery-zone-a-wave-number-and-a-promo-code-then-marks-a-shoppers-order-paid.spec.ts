import { expect, test } from './support/fixtures';
import { newProduct, storefrontOrder } from './support/shop-data';
import { shots } from './support/shots';

test('a merchant sets a delivery zone, a Wave number and a promo code, then marks a shopper’s order paid', async ({
  page,
  request,
  signedInMerchant: m,
}) => {
  test.setTimeout(120_000);
  const headers = { authorization: `Bearer ${m.token}` };

  // « Livraison et paiement », from the menu's Réglages.
  await page.goto('/user/settings/checkout');
  await expect(page.getByRole('heading', { level: 2, name: 'Livraison et paiement' })).toBeVisible();
  const delivery = page.getByTestId('delivery-settings');
  await delivery.getByRole('switch', { name: /^Livraison / }).check();
  await delivery.getByRole('button', { name: 'Ajouter une zone' }).click();
  await delivery.getByRole('textbox', { name: 'Zone', exact: true }).fill('Plateau');
  await delivery.getByRole('textbox', { name: /Frais de livraison/ }).fill('-500');
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(delivery.getByText('Frais invalides : un nombre positif ou zéro')).toBeVisible();
  await delivery.getByRole('textbox', { name: /Frais de livraison/ }).fill('1000');

  // One « Enregistrer » for the whole screen: the zone and the payment go together.
  const payment = page.getByTestId('payment-settings');
  await payment.getByRole('switch', { name: 'Wave', exact: true }).check();
  await payment.getByRole('textbox', { name: 'Votre numéro Wave', exact: true }).fill('70 11 22 33');
  await payment.getByRole('textbox', { name: 'Consigne (facultatif)' }).fill('Au nom de Awa Test');
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByText('Réglages enregistrés.').first()).toBeVisible();
  await shots(page, 'checkout-settings', { fullPage: true });

  // What was saved is what the API answers (and the storefront reads).
  const settings = (await (await request.get('/api/checkout-settings', { headers })).json()) as {
    delivery: { delivery: { zones: { id: string; name: string; fee: number }[] } };
    payment: { mobileMoney: { method: string; number: string; instruction: string }[] };
  };
  expect(settings.delivery.delivery.zones).toMatchObject([{ name: 'Plateau', fee: 1000 }]);
  expect(settings.payment.mobileMoney).toMatchObject([{ method: 'wave', instruction: 'Au nom de Awa Test' }]);

  // « Codes promo »: empty, then one code.
  await page.goto('/user/promo-codes');
  await expect(page.getByText('Aucun code promo pour le moment.')).toBeVisible();
  await page.getByRole('button', { name: 'Nouveau code' }).click();
  const form = page.getByTestId('promo-code-form');
  await form.getByRole('textbox', { name: 'Code', exact: true }).fill('bienvenue');
  await form.getByRole('textbox', { name: 'Réduction (%)', exact: true }).fill('10');
  await shots(page, 'promo-form', { fullPage: true });
  await form.getByRole('button', { name: 'Créer le code' }).click();
  const card = page.getByTestId('promo-code').filter({ hasText: 'BIENVENUE' });
  await expect(card).toContainText('Actif');
  await expect(card).toContainText('-10 %');
  await expect(card.getByTestId('promo-uses')).toHaveText('Utilisations : 0');
  await shots(page, 'promo-codes', { fullPage: true });

  // A shopper orders on her storefront (through the API) with delivery to Plateau, the code and Wave.
  const productId = await newProduct(request, m, { name: 'Pagne wax', price: '10000', stock: '5' });
  const order = await storefrontOrder(request, m.store.slug, {
    productId,
    quantity: 2,
    firstname: 'Mariam',
    lastname: 'Sawadogo',
    phone: '76 55 44 33',
    email: 'mariam@exemple.bf',
    city: 'Ouagadougou',
    delivery: 'delivery',
    zoneId: settings.delivery.delivery.zones[0]!.id,
    address: 'Rue 12',
    payment: 'wave',
    promoCode: 'Bienvenue',
    total: 1,
  });
  expect(order.total).toBe(19000); // 20 000 − 10 % + 1 000
  const declared = await request.post(`/api/shop/${m.store.slug}/orders/${order.code}/payment`, {
    data: { phone: '76 55 44 33', transactionId: 'WV-778899' },
  });
  expect(declared.status(), await declared.text()).toBe(200);

  // She sees all of it on her order page (the order on her device), and marks it paid.
  await page.goto(`/user/orders/${order.id}`);
  await expect(page.getByTestId('order-code')).toContainText(order.code, { timeout: 30_000 });
  await expect(page.getByTestId('order-delivery')).toHaveText('Livraison — Plateau');
  await expect(page.getByTestId('order-delivery-fee')).toHaveText(/1\s000/);
  await expect(page.getByTestId('order-discount')).toHaveText(/2\s000/);
  await expect(page.getByTestId('order-total')).toHaveText(/19\s000/);
  await expect(page.getByTestId('order-payment-method')).toHaveText('Wave');
  await expect(page.getByTestId('order-transaction')).toContainText('WV-778899');
  await expect(page.getByText('Réduction (code BIENVENUE)')).toBeVisible();
  // Her WhatsApp message to the shopper says the total and how she pays; the receipt is this page printed.
  await expect(page.getByTestId('order-whatsapp')).toHaveAttribute('href', /Total.*Wave/s);
  await shots(page, 'order-detail', { fullPage: true });
  await page.getByRole('button', { name: 'Marquer payée' }).click();
  await expect(page.getByTestId('order-paid-state')).toContainText('Marquée payée le', { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Marquer payée' })).toHaveCount(0);

  // The code counts its use.
  await page.goto('/user/promo-codes');
  await expect(card.getByTestId('promo-uses')).toHaveText('Utilisations : 1');
});

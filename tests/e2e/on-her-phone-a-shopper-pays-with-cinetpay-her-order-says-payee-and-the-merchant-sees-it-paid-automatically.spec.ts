import sharp from 'sharp';
import { expect, signInInPage, test } from './support/fixtures';
import { E2E_CINETPAY } from './support/cinetpay';
import { orderFormReady, waitForStorefront } from './support/storefront-helpers';
import { shots } from './support/shots';

// The merchant connects her CinetPay account in « Livraison et paiement » (a wrong key is refused in French first);
// a shopper on a 390 × 844 phone orders a pagne paid by Wave, taps « Payer maintenant » on her confirmation, pays on
// CinetPay's page (the local CinetPay the journeys run beside the app: playwright.config.ts), which sends its signed
// notification; back on her follow page the order says « Payée », and the merchant's order and list say « Payée
// automatiquement le … » — nobody tapped « Marquer payée ».
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test('on her phone a shopper pays with CinetPay, her order says « Payée » and the merchant sees it paid automatically', async ({
  page,
  browser,
  request,
  merchantWithStore: m,
}) => {
  test.setTimeout(300_000); // the new store's first publication is an Astro build
  const headers = { authorization: `Bearer ${m.token}` };
  const settings = await request.put('/api/checkout-settings', {
    headers,
    data: { payment: { cashOnDelivery: false, mobileMoney: [{ method: 'wave', number: '70 11 22 33' }] } },
  });
  expect(settings.status(), await settings.text()).toBe(200);
  const image = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();
  const created = await request.post('/api/products', {
    headers,
    multipart: {
      name: 'Pagne wax',
      price: '6000',
      stock: '4',
      images: { name: 'pagne.png', mimeType: 'image/png', buffer: image },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const productId = ((await created.json()) as { data: { id: string } }).data.id;

  // The merchant, on her phone: « Paiement en ligne (CinetPay) ».
  const merchantContext = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const merchant = await merchantContext.newPage();
  await signInInPage(merchant, m.email, m.password, /\/user\/dashboard$/);
  await merchant.goto('/user/settings/checkout');
  const card = merchant.getByTestId('online-payment-settings');
  await expect(card.getByText('Paiement en ligne (CinetPay)')).toBeVisible();
  await card.getByLabel('Site ID').fill(E2E_CINETPAY.siteId);
  await card.getByLabel('Clé API (apikey)').fill('uneCleQuiNExistePas123');
  await card.getByLabel('Clé secrète').fill(E2E_CINETPAY.secretKey);
  await card.getByRole('button', { name: 'Connecter CinetPay' }).click();
  await expect(card.getByTestId('online-payment-refused')).toContainText('CinetPay refuse ce Site ID et cette clé API');
  await shots(merchant, 'cinetpay-refused', { fullPage: true });
  await card.getByLabel('Clé API (apikey)').fill(E2E_CINETPAY.apiKey);
  await card.getByRole('button', { name: 'Connecter CinetPay' }).click();
  await expect(card.getByTestId('online-payment-state')).toHaveText('Connecté');
  // Never a key on the device: the site id and the API key's last 4 characters.
  await expect(card.getByTestId('online-payment-connected')).toContainText(
    `Site ID ${E2E_CINETPAY.siteId} · clé API se terminant par ${E2E_CINETPAY.apiKey.slice(-4)}`,
  );
  await expect(card).not.toContainText(E2E_CINETPAY.apiKey);
  await expect(card.getByLabel('Clé secrète')).toHaveCount(0);
  await shots(merchant, 'cinetpay-connected', { fullPage: true });

  // The shopper orders the pagne from its page, paid by Wave.
  await waitForStorefront(request, m.store.slug, 'Pagne wax', 200_000);
  await page.goto(`/${m.store.slug}/products/${productId}`);
  await orderFormReady(page);
  const form = page.locator('form.order-form');
  for (const [label, value] of [
    ['Prénom', 'Awa'],
    ['Nom', 'Diallo'],
    ['Téléphone', '70 44 55 66'],
    ['E-mail', 'awa@client.test'],
    ['Ville', 'Ouagadougou'],
  ] as const) {
    await form.getByLabel(label, { exact: true }).fill(value);
  }
  await form.getByRole('button', { name: 'Commander' }).click();
  await expect(page).toHaveURL(new RegExp(`/${m.store.slug}/commande\\?code=`), { timeout: 20_000 });
  // The page's script fills the code in: read it once it is there.
  await expect(page.getByTestId('order-code')).toHaveText(/^\s*[A-Z0-9]{6}\s*$/, { timeout: 20_000 });
  const code = (await page.getByTestId('order-code').textContent())!.trim();
  const payNow = page.getByTestId('pay-online').getByRole('button', { name: 'Payer maintenant' });
  await expect(payNow).toBeVisible();
  // The declared-transaction way stays beside it.
  await expect(page.getByTestId('payment-text')).toContainText('Wave');
  await shots(page, 'confirmation-pay-now', { fullPage: true });

  // CinetPay's page: the order's own total, then « Payer ».
  await payNow.click();
  await expect(page.getByTestId('provider-amount')).toHaveText('6000 XOF', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Payer' }).click();
  await expect(page.getByRole('heading', { name: 'Paiement effectué' })).toBeVisible();
  await page.getByRole('button', { name: 'Retour à la boutique' }).click();

  // Back on her follow page, without typing anything: « Payée ».
  await expect(page).toHaveURL(new RegExp(`/${m.store.slug}/suivi\\?code=${code}$`), { timeout: 20_000 });
  await expect(page.getByTestId('order-paid')).toContainText('Payée le', { timeout: 30_000 });
  await expect(page.getByTestId('pay-online')).toBeHidden();
  await shots(page, 'follow-paid', { fullPage: true });
  // Her confirmation page, opened again, says so too.
  await page.goto(`/${m.store.slug}/commande?code=${code}`);
  await expect(page.getByTestId('order-paid')).toContainText('Payée le');
  await expect(page.getByTestId('pay-online')).toHaveCount(0);

  // The merchant's order says it was paid automatically, and when; no « Marquer payée » was tapped.
  const orders = (await (await request.get('/api/orders', { headers })).json()) as {
    data: { id: string; code: string; paidVia: string | null }[];
  };
  const order = orders.data.find((o) => o.code === code)!;
  expect(order.paidVia).toBe('cinetpay');
  await merchant.goto(`/user/orders/${order.id}`);
  await expect(merchant.getByTestId('order-paid-state')).toContainText(
    /^Payée automatiquement le \d{1,2} \p{L}+ \d{4} à \d{2}:\d{2}$/u,
    {
      timeout: 30_000,
    },
  );
  await expect(merchant.getByRole('button', { name: 'Marquer payée' })).toHaveCount(0);
  await shots(merchant, 'order-paid-automatically', { fullPage: true });
  await merchant.goto('/user/orders');
  await expect(merchant.getByTestId('order-card').filter({ hasText: code })).toContainText('Payée automatiquement le', {
    timeout: 30_000,
  });
  await shots(merchant, 'orders-paid-automatically', { fullPage: true });
  await merchantContext.close();
});

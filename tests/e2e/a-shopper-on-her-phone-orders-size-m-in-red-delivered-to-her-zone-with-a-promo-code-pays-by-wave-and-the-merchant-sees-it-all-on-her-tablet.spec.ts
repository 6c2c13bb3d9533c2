import { expect, signInInPage, test } from './support/fixtures';
import { newPromoCode, robeWaxWithTwoVariants, setCheckoutSettings } from './support/shop-data';
import { orderFormReady, waitForStorefront } from './support/storefront-helpers';

// On a 390 × 844 phone a shopper picks size M and the colour red with the chips, has it delivered to her
// zone, types a promo code (the discount shows before she orders), chooses Wave, orders, and the confirmation page
// gives her the code, the summary and how to pay (the merchant's Wave number, the amount, the code as reference).
// The merchant sees the delivery, the code, the discount, Wave and the total on her tablet, online and after a sync
// with the network off.
test.use({ viewport: { width: 390, height: 844 } });

test('a shopper on her phone orders size M in red, delivered to her zone with a promo code, pays by Wave, and the merchant sees it all on her tablet', async ({
  page,
  context,
  request,
  merchantWithStore,
}) => {
  test.setTimeout(240_000); // the new store's first publication is an Astro build
  const { store } = merchantWithStore;

  // The merchant's checkout settings and a 10 % code (through her API, as her settings screens do).
  await setCheckoutSettings(request, merchantWithStore, {
    delivery: {
      pickup: { enabled: true, address: 'Marché de Rood Woko, porte 3' },
      delivery: {
        enabled: true,
        zones: [
          { name: 'Ouaga 2000', fee: 1000 },
          { name: 'Tampouy', fee: 2000 },
        ],
      },
      freeDeliveryFrom: null,
    },
    payment: {
      cashOnDelivery: true,
      mobileMoney: [{ method: 'wave', number: '+22670112233', instruction: 'Au nom de Awa Traoré' }],
    },
  });
  await newPromoCode(request, merchantWithStore, { code: 'TABASKI10', kind: 'percent', value: 10 });

  const productId = await robeWaxWithTwoVariants(request, merchantWithStore, 800);
  await waitForStorefront(request, store.slug, 'Robe wax', 150_000);
  await expect
    .poll(async () => (await request.get(`/${store.slug}/products/${productId}`)).text(), { timeout: 90_000 })
    .toContain('Code promo');

  await page.goto(`/${store.slug}/products/${productId}`);
  await orderFormReady(page);
  const form = page.locator('form.order-form');

  // The chips are the choice: only L/Bleu and M/Rouge exist; M takes Rouge with it, and the price follows.
  await form.getByText('M', { exact: true }).click();
  await expect(form.getByRole('radio', { name: 'M', exact: true })).toBeChecked();
  await expect(form.getByRole('radio', { name: 'Rouge', exact: true })).toBeChecked();
  await expect(form.getByTestId('choice')).toContainText('17 500');
  await expect(form.getByTestId('choice')).toContainText('Plus que 2 en stock');
  await expect(form.getByRole('radio', { name: 'S', exact: true })).toHaveCount(0); // no variant in S: not offered

  // Delivery to her zone, Wave, and the code: the store's quote shows the fee and the discount before she orders.
  await form.getByText('Livraison dans votre zone').click();
  await form.getByLabel('Zone de livraison').selectOption({ label: 'Tampouy — 2 000 F CFA' });
  await form.getByLabel('Adresse ou repère (facultatif)').fill('Derrière la pharmacie');
  await form.getByText('Wave', { exact: true }).click();
  await form.getByLabel('Code promo (facultatif)').fill('tabaski10');
  await form.getByRole('button', { name: 'Appliquer' }).click();
  const summary = form.getByTestId('order-summary');
  await expect(summary).toContainText('Livraison — Tampouy');
  await expect(summary).toContainText('Réduction (TABASKI10)');
  await expect(summary).toContainText('1 750');
  await expect(form.getByTestId('order-total')).toHaveText(/17\s750\sF\sCFA/);

  await form.getByLabel('Prénom').fill('Aminata');
  await form.getByLabel('Nom', { exact: true }).fill('Kaboré');
  await form.getByLabel('Téléphone').fill('70 44 55 66');
  await form.getByLabel('E-mail').fill('aminata@client.test');
  await form.getByLabel('Ville').fill('Ouagadougou');
  // The order button is on her screen without scrolling back (sticky at the bottom on a phone).
  const button = form.getByRole('button', { name: /^Commander/ });
  const box = (await button.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(844);
  await button.click();

  // The confirmation page: the code large, the summary, how to pay by Wave, what happens next, one follow link.
  await expect(page).toHaveURL(new RegExp(`/${store.slug}/commande\\?code=`), { timeout: 20_000 });
  // The static page's script fills the code in from the address a moment after the page shows.
  await expect(page.getByTestId('order-code')).toHaveText(/^[A-Z2-9]{6}$/);
  const code = (await page.getByTestId('order-code').textContent())!.trim();
  const placed = page.getByTestId('order-summary');
  await expect(placed).toContainText('Robe wax');
  await expect(placed).toContainText('taille M, couleur Rouge');
  await expect(placed).toContainText('17 500');
  await expect(placed).toContainText('Tampouy');
  await expect(placed).toContainText('TABASKI10');
  await expect(page.getByTestId('order-total')).toHaveText(/17\s750\sF\sCFA/);
  const pay = page.getByTestId('payment-text');
  await expect(pay).toContainText('Wave');
  await expect(pay).toContainText('+22670112233');
  await expect(pay).toContainText(code);
  await expect(pay).toContainText(/17\s750/);
  await expect(page.getByRole('link', { name: 'Écrire à la boutique sur WhatsApp' })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/\\d+\\?text=.*${code}`),
  );
  await expect(page.getByRole('main').getByRole('link', { name: /Suivre/ })).toHaveCount(1);
  await expect(page.getByTestId('follow-link')).toHaveAttribute('href', `/${store.slug}/suivi?code=${code}`);

  // The merchant, on her tablet: the order with its delivery, code, discount, payment and total.
  await page.setViewportSize({ width: 800, height: 1280 });
  await signInInPage(page, merchantWithStore.email, merchantWithStore.password, /\/user\/dashboard$/);
  await page.goto('/user/orders');
  await page.getByRole('link', { name: code }).click();
  const detail = page.locator('main');
  for (const text of ['Tampouy', 'TABASKI10', 'Wave', 'Rouge M']) await expect(detail).toContainText(text);
  await expect(detail).toContainText(/17\s750/);
  // After a sync, with the network off: the same order from the tablet's own copy.
  const orderUrl = page.url();
  // the tablet keeps the app once its service worker runs this page (first visit of the back-office here)
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await page.goto(orderUrl);
  await expect(page.locator('main')).toContainText('TABASKI10');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await context.setOffline(true);
  await page.goto(orderUrl).catch(() => undefined);
  await page.reload().catch(() => undefined);
  for (const text of ['Tampouy', 'TABASKI10', 'Wave']) await expect(page.locator('main')).toContainText(text);
  await expect(page.locator('main')).toContainText(/17\s750/);
  await context.setOffline(false);
});

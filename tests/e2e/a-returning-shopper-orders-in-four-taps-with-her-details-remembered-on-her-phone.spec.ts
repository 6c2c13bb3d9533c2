import { expect, test } from './support/fixtures';
import { newProduct, setCheckoutSettings } from './support/shop-data';
import { picture } from './support/uploads';
import { orderFormReady, waitForStorefront } from './support/storefront-helpers';

// A shopper who ticked « Se souvenir de moi sur cet appareil » comes back and orders in 4 taps from the
// store's home: the product, its size, its colour, « Commander ». Her name, phone, city and this store's delivery and
// payment choices come from her phone (localStorage), nothing else.
test.use({ viewport: { width: 390, height: 844 } });

test('a returning shopper orders in four taps with her details remembered on her phone', async ({
  page,
  request,
  merchantWithStore,
}) => {
  test.setTimeout(240_000);
  const { store } = merchantWithStore;
  await setCheckoutSettings(request, merchantWithStore, {
    delivery: {
      pickup: { enabled: true, address: 'Grand marché, boutique 12' },
      delivery: { enabled: true, zones: [{ name: 'Cissin', fee: 1500 }] },
      freeDeliveryFrom: null,
    },
    payment: { cashOnDelivery: true, mobileMoney: [{ method: 'orange_money', number: '+22676000011' }] },
  });
  const productId = await newProduct(
    request,
    merchantWithStore,
    { name: 'Chemise Faso Dan Fani', price: '15000', stock: '9', sizes: 'M, L, XL', colors: 'Bleu, Blanc' },
    await picture('p.png', '#2e86c1', 600, 600, 'png'),
  );
  await waitForStorefront(request, store.slug, 'Chemise Faso Dan Fani', 150_000);

  // Her first order: she types her details once and ticks « Se souvenir de moi sur cet appareil ».
  await page.goto(`/${store.slug}/products/${productId}`);
  await orderFormReady(page);
  const form = page.locator('form.order-form');
  await form.getByText('Livraison dans votre zone').click();
  await form.getByLabel('Zone de livraison').selectOption({ label: 'Cissin — 1 500 F CFA' });
  await form.getByText('Orange Money', { exact: true }).click();
  await form.getByLabel('Prénom').fill('Salimata');
  await form.getByLabel('Nom', { exact: true }).fill('Ouédraogo');
  await form.getByLabel('Téléphone').fill('70 22 33 44');
  await form.getByLabel('E-mail').fill('salimata@client.test');
  await form.getByLabel('Ville').fill('Ouagadougou');
  await form.getByLabel('Se souvenir de moi sur cet appareil').check();
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST') sent.push(r.postData() ?? '');
  });
  await form.getByRole('button', { name: /^Commander/ }).click();
  await expect(page).toHaveURL(/\/commande\?code=/, { timeout: 20_000 });
  // The « remember me » choice itself is never sent (only the order's own fields).
  expect(sent.some((body) => /remember|souvenir/i.test(body))).toBe(false);
  const kept = await page.evaluate(() => localStorage.getItem('boutique-shopper'));
  expect(JSON.parse(kept!)).toMatchObject({ firstname: 'Salimata', phone: '70 22 33 44', city: 'Ouagadougou' });

  // She comes back: from the home, 4 taps.
  await page.goto(`/${store.slug}`);
  let taps = 0;
  const tap = async (locator: ReturnType<typeof page.locator>) => {
    taps++;
    await locator.click();
  };
  await tap(page.locator('.card a', { hasText: 'Chemise Faso Dan Fani' }));
  await orderFormReady(page);
  await expect(form.getByLabel('Prénom')).toHaveValue('Salimata');
  await expect(form.getByLabel('Ville')).toHaveValue('Ouagadougou');
  await tap(form.getByText('XL', { exact: true }));
  await tap(form.getByText('Blanc', { exact: true }));
  await expect(form.getByTestId('order-summary')).toContainText('Livraison — Cissin');
  await tap(form.getByRole('button', { name: /^Commander/ }));
  await expect(page).toHaveURL(/\/commande\?code=/, { timeout: 20_000 });
  await expect(page.getByTestId('order-summary')).toContainText('taille XL, couleur Blanc');
  await expect(page.getByTestId('payment-text')).toContainText('Orange Money');
  expect(taps).toBeLessThanOrEqual(4);

  // Unticked, her details leave her phone.
  await page.goto(`/${store.slug}/products/${productId}`);
  await orderFormReady(page);
  await form.getByLabel('Se souvenir de moi sur cet appareil').uncheck();
  await form.getByRole('button', { name: /^Commander/ }).click();
  await expect(page).toHaveURL(/\/commande\?code=/, { timeout: 20_000 });
  expect(await page.evaluate(() => localStorage.getItem('boutique-shopper'))).toBeNull();
});

import { expect, test } from './support/fixtures';
import { newProduct, newPromoCode, setCheckoutSettings } from './support/shop-data';
import { picture } from './support/uploads';
import { orderFormReady, waitForStorefront } from './support/storefront-helpers';

// A mother buys a boubou in size L, a pagne and sandals at once on a 390 × 844 phone: « Ajouter au panier » on the
// boubou's page (her size) and on the cards of the two others, the badge counts them, on the cart page she adds a
// second pagne and takes the sandals out, then orders once with delivery to her zone and a promo code. The
// confirmation lists every line; the merchant's order has them all. Then she orders a pagne from her cart through
// « Commander sur WhatsApp »: the order is recorded in the store and WhatsApp opens with the lines, total and name.
test.use({ viewport: { width: 390, height: 844 } });

test('on her phone a shopper puts three things in her cart and orders them at once with delivery and a promo code', async ({
  page,
  request,
  merchantWithStore,
}) => {
  test.setTimeout(300_000); // the new store's first publication is an Astro build
  const { token, store } = merchantWithStore;
  const headers = { Authorization: `Bearer ${token}` };

  await setCheckoutSettings(request, merchantWithStore, {
    delivery: {
      pickup: { enabled: true, address: 'Marché central' },
      delivery: { enabled: true, zones: [{ name: 'Tampouy', fee: 1500 }] },
      freeDeliveryFrom: null,
    },
    payment: { cashOnDelivery: true, mobileMoney: [] },
  });
  await newPromoCode(request, merchantWithStore, { code: 'FETE10', kind: 'percent', value: 10, minOrderAmount: 30000 });
  const image = await picture('photo.png', '#2e86c1', 400, 400, 'png');
  const product = (fields: Record<string, string>) => newProduct(request, merchantWithStore, fields, image);
  const boubou = await product({ name: 'Boubou brodé', price: '20000', stock: '3', sizes: 'M, L' });
  await product({ name: 'Pagne wax', price: '6000', stock: '5' });
  await product({ name: 'Sandales cuir', price: '8000', stock: '2' });
  await waitForStorefront(request, store.slug, 'Sandales cuir', 200_000);

  // Taps from the home page to a confirmed three-product order, counted as she makes them.
  let taps = 0;
  const tap = async (action: Promise<void>) => {
    taps++;
    await action;
  };

  await page.goto(`/${store.slug}`);
  const badge = page.getByTestId('cart-link');
  // The two cards without sizes go into the cart from the home page.
  for (const name of ['Pagne wax', 'Sandales cuir']) {
    const card = page.locator('li.card', { hasText: name });
    await tap(card.getByRole('button', { name: 'Ajouter au panier' }).click());
  }
  await expect(badge).toContainText('2');
  // The boubou is chosen in her size on its page.
  await tap(page.locator('li.card', { hasText: 'Boubou brodé' }).locator('a').click());
  await expect(page).toHaveURL(new RegExp(`/products/${boubou}`));
  await orderFormReady(page);
  const form = page.locator('form.order-form');
  await tap(form.getByText('L', { exact: true }).click());
  await tap(form.getByTestId('add-to-cart').click());
  await expect(form.getByRole('status')).toContainText('ajouté au panier');
  await expect(badge).toContainText('3');

  await tap(badge.click());
  await expect(page).toHaveURL(new RegExp(`/${store.slug}/panier`));
  const lines = page.getByTestId('cart-line');
  await expect(lines).toHaveCount(3);
  await expect(lines.nth(2)).toContainText('taille L');
  // One more pagne, no sandals.
  await tap(lines.nth(0).getByRole('button', { name: 'Un de plus : Pagne wax' }).click());
  await expect(lines.nth(0).locator('output')).toHaveText('2');
  await tap(lines.nth(1).getByRole('button', { name: 'Retirer' }).click());
  await expect(lines).toHaveCount(2);
  await expect(badge).toContainText('3');
  // 2 × 6 000 + 20 000
  await expect(page.getByTestId('cart-subtotal')).toHaveText(/32\s000/);

  const cart = page.locator('#cart-form');
  await tap(cart.getByText('Livraison dans votre zone').click());
  await tap(
    cart
      .getByLabel('Zone de livraison')
      .selectOption({ label: 'Tampouy — 1 500 F CFA' })
      .then(() => {}),
  );
  await tap(cart.getByText('Paiement à la livraison').click());
  await tap(cart.getByLabel('Code promo (facultatif)').fill('fete10'));
  await tap(cart.getByRole('button', { name: 'Appliquer' }).click());
  const summary = cart.getByTestId('order-summary');
  await expect(summary).toContainText('Réduction (FETE10)');
  // 32 000 + 1 500 − 3 200
  await expect(cart.getByTestId('order-total')).toHaveText(/30\s300/);
  for (const [label, value] of [
    ['Prénom', 'Mariam'],
    ['Nom', 'Sawadogo'],
    ['Téléphone', '70 44 55 66'],
    ['E-mail', 'mariam@client.test'],
    ['Ville', 'Ouagadougou'],
  ] as const) {
    await tap(cart.getByLabel(label, { exact: true }).fill(value));
  }
  await tap(cart.getByTestId('cart-order').click());

  await expect(page).toHaveURL(new RegExp(`/${store.slug}/commande\\?code=`), { timeout: 20_000 });
  // The page's script writes the code in: read it once it is there, not the empty box before.
  await expect(page.getByTestId('order-code')).toHaveText(/^[A-Z2-9]{6}$/);
  const code = (await page.getByTestId('order-code').textContent())!.trim();
  const placed = page.getByTestId('order-line');
  await expect(placed).toHaveCount(2);
  await expect(placed.nth(0)).toContainText('Pagne wax × 2');
  await expect(placed.nth(1)).toContainText('Boubou brodé (taille L) × 1');
  await expect(page.getByTestId('order-total')).toHaveText(/30\s300/);
  await expect(badge.locator('[data-cart-count]')).toBeHidden();
  console.log(`taps from the home page to a confirmed cart order: ${taps}`);

  // The merchant's order has every line.
  const orders = await request.get('/api/orders', { headers });
  const mine = ((await orders.json()) as { data: { code: string; lines: { name: string; quantity: number }[] }[] })
    .data;
  const order = mine.find((o) => o.code === code)!;
  expect(order.lines.map((l) => `${l.name} × ${l.quantity}`)).toEqual(['Pagne wax × 2', 'Boubou brodé × 1']);

  // « Commander sur WhatsApp » from the cart: recorded in the store, WhatsApp opened with the lines and her name.
  const whatsapp = page.getByTestId('cart-whatsapp');
  await page.goto(`/${store.slug}/products`);
  await page.locator('li.card', { hasText: 'Pagne wax' }).getByRole('button', { name: 'Ajouter au panier' }).click();
  await page.goto(`/${store.slug}/panier`);
  // The store's phone is its WhatsApp number unless she gave another.
  await expect(whatsapp).toHaveCount(1);
  await page.screenshot({ path: 'test-results/cart-page-390.png', fullPage: true });
  let opened = '';
  await page.route('https://wa.me/**', async (route) => {
    opened = route.request().url();
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' });
  });
  await cart.getByText('Retrait en boutique').click();
  for (const [label, value] of [
    ['Prénom', 'Mariam'],
    ['Nom', 'Sawadogo'],
    ['Téléphone', '70 44 55 66'],
    ['E-mail', 'mariam@client.test'],
    ['Ville', 'Ouagadougou'],
  ] as const) {
    await cart.getByLabel(label, { exact: true }).fill(value);
  }
  await whatsapp.click();
  await expect.poll(() => opened, { timeout: 20_000 }).toContain('wa.me');
  const text = decodeURIComponent(new URL(opened).searchParams.get('text') ?? '');
  expect(text).toContain('Mariam Sawadogo');
  expect(text).toContain('Pagne wax × 1');
  expect(text).toMatch(/Total : 6\s000/);
  const again = await request.get('/api/orders', { headers });
  const all = ((await again.json()) as { data: { lines: { name: string }[] }[] }).data;
  expect(all).toHaveLength(2);
});

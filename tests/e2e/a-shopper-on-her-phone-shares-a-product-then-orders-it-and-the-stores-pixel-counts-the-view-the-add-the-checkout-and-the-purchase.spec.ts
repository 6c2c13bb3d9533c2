import sharp from 'sharp';
import { feedItemId } from '#shared/catalogue-feed';
import { expect, newMerchantWithStore, test } from './support/fixtures';
import { orderFormReady, waitForStorefront } from './support/storefront-helpers';

// A store with an advertising pixel id: the shopper opens a product on her phone, shares it with « Partager » (the
// phone's share sheet), then orders it. The pixel's vendor function (fbq) and the Web Share API are the browser's:
// init scripts stand in for them and record what the page gives them; nothing reaches Facebook.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

type PixelCall = [string, string, Record<string, unknown>?, { eventID?: string }?];

test('a shopper on her phone shares a product then orders it and the store’s pixel counts the view, the add, the checkout and the purchase', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const { token, store } = await newMerchantWithStore(request, 'Pagnes');
  const headers = { Authorization: `Bearer ${token}` };
  const pixelSet = await request.put('/api/stores', { headers, multipart: { facebook_pixel_id: '123456789012345' } });
  expect(pixelSet.status(), await pixelSet.text()).toBe(200);
  const settings = await request.put('/api/checkout-settings', {
    headers,
    data: {
      delivery: {
        pickup: { enabled: true, address: 'Grand marché, boutique 12' },
        delivery: { enabled: false, zones: [] },
        freeDeliveryFrom: null,
      },
      payment: { cashOnDelivery: true, mobileMoney: [] },
    },
  });
  expect(settings.status(), await settings.text()).toBe(200);
  const created = await request.post('/api/products', {
    headers,
    multipart: {
      name: 'Pagne wax indigo',
      price: '15000',
      stock: '9',
      sizes: 'M, L',
      colors: 'Bleu',
      images: {
        name: 'p.png',
        mimeType: 'image/png',
        buffer: await sharp({ create: { width: 800, height: 800, channels: 3, background: '#1f3a93' } })
          .png()
          .toBuffer(),
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const productId = ((await created.json()) as { data: { id: string } }).data.id;
  await waitForStorefront(request, store.slug, 'Pagne wax indigo', 150_000);

  const pixel: PixelCall[] = [];
  const shared: Record<string, string>[] = [];
  await page.exposeFunction('__pixelCall', (json: string) => void pixel.push(JSON.parse(json) as PixelCall));
  await page.exposeFunction('__shareCall', (json: string) => void shared.push(JSON.parse(json)));
  await page.route('https://connect.facebook.net/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  );
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, (json: string) => void> & { fbq?: unknown };
    // The pixel's loader keeps a fbq already there: every call of the page lands here.
    w.fbq = (...args: unknown[]) => w.__pixelCall!(JSON.stringify(args));
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        w.__shareCall!(JSON.stringify(data));
        return Promise.resolve();
      },
    });
  });
  const tracked = (name: string) => pixel.filter((c) => c[0] === 'track' && c[1] === name);

  await page.goto(`/${store.slug}/products/${productId}`);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(canonical).toBe(new URL(`/${store.slug}/products/${productId}`, page.url()).href);
  await expect.poll(() => tracked('ViewContent').length).toBe(1);
  expect(tracked('ViewContent')[0]![2]).toMatchObject({
    value: 15000,
    currency: 'XOF',
    content_ids: [productId],
    content_type: 'product_group',
  });

  // « Partager »: a WhatsApp link with the product's address in the page; the phone's share sheet where there is one.
  const share = page.getByRole('link', { name: 'Partager' });
  const whatsapp = new URL((await share.getAttribute('href'))!);
  expect(whatsapp.origin + whatsapp.pathname).toBe('https://wa.me/');
  expect(whatsapp.searchParams.get('text')).toContain(canonical!);
  expect(whatsapp.searchParams.get('text')).toContain('Pagne wax indigo');
  const box = await share.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await page.screenshot({ path: test.info().outputPath('product-page-partager-390.png') });
  await share.tap();
  await expect.poll(() => shared.length).toBe(1);
  expect(shared[0]).toMatchObject({ title: 'Pagne wax indigo', url: canonical });
  expect(shared[0]!.text).toMatch(/Pagne wax indigo — 15\s000\sF\sCFA/);
  expect(page.url()).toContain(`/products/${productId}`); // the share sheet, not a new page

  // She takes size L, then types her details and orders.
  await orderFormReady(page);
  const form = page.locator('form.order-form');
  const line = feedItemId({ productId, size: 'L', color: 'Bleu' });
  await form.getByText('L', { exact: true }).tap();
  await expect.poll(() => tracked('AddToCart').length).toBe(1);
  expect(tracked('AddToCart')[0]![2]).toMatchObject({
    value: 15000,
    currency: 'XOF',
    content_ids: [line],
    num_items: 1,
  });
  await form.getByRole('radio', { name: /Retrait en boutique/ }).check();
  await form.getByRole('radio', { name: /Paiement à la livraison/ }).check();
  await form.getByLabel('Prénom').fill('Aminata');
  await expect.poll(() => tracked('InitiateCheckout').length).toBe(1);
  await form.getByLabel('Nom', { exact: true }).fill('Diallo');
  await form.getByLabel('Téléphone').fill('70 44 55 66');
  await form.getByLabel('E-mail').fill('aminata@client.test');
  await form.getByLabel('Ville').fill('Ouagadougou');
  await form.getByRole('button', { name: /^Commander/ }).click();
  await expect(page).toHaveURL(/\/commande\?code=/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Merci pour votre commande !');
  await expect.poll(() => tracked('Purchase').length).toBe(1);

  const orders = await request.get('/api/orders', { headers });
  expect(orders.status()).toBe(200);
  const order = ((await orders.json()).data as { id: string; firstname: string }[]).find(
    (o) => o.firstname === 'Aminata',
  )!;
  expect(tracked('InitiateCheckout')[0]![2]).toMatchObject({ value: 15000, currency: 'XOF', content_ids: [line] });
  const [, , purchase, options] = tracked('Purchase')[0]!;
  expect(purchase).toMatchObject({ value: 15000, currency: 'XOF', content_ids: [line], num_items: 1 });
  // The order's id names the event: a later server-side send of the same purchase is counted once.
  expect(options).toEqual({ eventID: order.id });
  // Each step once: the add is not counted again by the form's later fields or the order button.
  expect(pixel.filter((c) => c[0] === 'track').map((c) => c[1])).toEqual([
    'PageView',
    'ViewContent',
    'AddToCart',
    'InitiateCheckout',
    'PageView',
    'Purchase',
  ]);

  // Reloading the confirmation does not count the purchase twice.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Merci pour votre commande !');
  await expect.poll(() => tracked('PageView').length).toBe(3);
  expect(tracked('Purchase')).toHaveLength(1);
});

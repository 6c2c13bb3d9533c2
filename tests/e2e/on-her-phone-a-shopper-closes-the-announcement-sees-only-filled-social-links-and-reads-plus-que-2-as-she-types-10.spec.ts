import { expect, test } from './support/fixtures';
import { orderFormReady, waitForStorefront } from './support/storefront-helpers';
import { picture } from './support/uploads';
import { shots } from './support/shots';

// The new store and its personalization are published (Astro builds) before the shopper comes.
test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const LONG_NEWS =
  'Toute la collection de pagnes tissés à Koudougou est à -20 % jusqu’au 31 décembre, livraison offerte à Ouagadougou et Bobo-Dioulasso dès deux pagnes achetés.';

test('on her phone a shopper closes the announcement, sees only the filled social links and reads « Plus que 2 » as she types 10', async ({
  page,
  browser,
  request,
  merchantWithStore: m,
}) => {
  const headers = { authorization: `Bearer ${m.token}` };
  const data = JSON.stringify({
    hero: { title: 'Le pagne de Koudougou', subtitle: 'Tissé à la main', btntext: 'Découvrir' },
    announcement: { title: 'Soldes de Noël', description: LONG_NEWS, btntext: 'En profiter' },
    // YouTube and TikTok left empty.
    social_media: { facebook: 'https://www.facebook.com/koudougou', youtube: '', tiktok: '' },
  });
  const saved = await request.put('/api/personalization', { headers, multipart: { data } });
  expect(saved.status(), await saved.text()).toBe(200);
  const created = await request.post('/api/products', {
    headers,
    multipart: { name: 'Pagne indigo', price: '5000', stock: '2', images: await picture('indigo.jpg', '#1f3a93') },
  });
  expect(created.status(), await created.text()).toBe(201);
  const productId = ((await created.json()) as { data: { id: string } }).data.id;
  await waitForStorefront(request, m.store.slug, 'Pagne indigo', 150_000);
  await waitForStorefront(request, m.store.slug, 'Soldes de Noël', 150_000);

  // The announcement takes two lines at most, with its button and « × » beside it.
  await page.goto(`/${m.store.slug}/home`);
  const bar = page.getByRole('complementary', { name: 'Annonce' });
  await expect(bar).toContainText('Soldes de Noël');
  const text = bar.locator('.announce-lines');
  const shown = () =>
    text.evaluate((el) => ({
      lines: el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight),
      hidden: el.scrollHeight > el.clientHeight + 2,
    }));
  const closed = await shown();
  expect(closed.lines).toBeLessThanOrEqual(2.05);
  const barHeight = (await bar.boundingBox())!.height;
  console.log(`announcement bar at 390 px: ${barHeight} px high, ${closed.lines.toFixed(2)} lines of text`);
  expect(barHeight).toBeLessThanOrEqual(80);
  // Her thumb on the text opens all of it: the end of the news is read, not guessed.
  const more = bar.locator('summary');
  const moreBox = (await more.boundingBox())!;
  expect(Math.min(moreBox.width, moreBox.height)).toBeGreaterThanOrEqual(44);
  await more.tap();
  await expect(bar.locator('details')).toHaveAttribute('open', '');
  const opened = await shown();
  expect(opened.hidden).toBe(false);
  expect(opened.lines).toBeGreaterThan(2.05);
  await expect(bar.getByText('dès deux pagnes achetés.', { exact: false })).toBeVisible();
  await more.tap();

  // Only the networks she filled in: no « # » links.
  const footer = page.locator('footer');
  await expect(footer.locator('a[data-social="facebook"]')).toHaveAttribute(
    'href',
    'https://www.facebook.com/koudougou',
  );
  await expect(footer.locator('a[data-social]')).toHaveCount(1);
  await expect(footer.locator('a[href="#"]')).toHaveCount(0);
  await shots(page, 'storefront-home-announcement');

  // Closed, it stays closed for her visit, on every page.
  const close = bar.getByRole('button', { name: 'Fermer l’annonce' });
  const c = (await close.boundingBox())!;
  expect(Math.min(c.width, c.height)).toBeGreaterThanOrEqual(44);
  await close.click();
  await expect(bar).toBeHidden();
  await page.goto(`/${m.store.slug}/products/${productId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pagne indigo' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Annonce' })).toBeHidden();

  // She types 10 when 2 are left: the field says so at once, and the total is for the 2 she can have.
  await orderFormReady(page);
  const order = page.locator('form');
  const quantity = order.getByLabel('Quantité');
  await quantity.fill('10');
  await expect(order.getByTestId('quantity-hint')).toHaveText('Plus que 2 en stock');
  await expect(order.getByTestId('order-total')).toHaveText(/^10\s000/);
  await shots(page, 'storefront-quantity-hint');
  // Leaving the field never changes what she typed behind her back (a tap on « Commander » leaves it too): the hint
  // stays, and « Commander » says what is left instead of ordering another quantity.
  await order.getByLabel('Prénom').click();
  await expect(quantity).toHaveValue('10');
  await expect(order.getByTestId('quantity-hint')).toHaveText('Plus que 2 en stock');
  await expect(order.getByTestId('order-total')).toHaveText(/^10\s000/);

  // Without JavaScript the announcement is simply there, with no « × » that could not work.
  const plain = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  const noJs = await plain.newPage();
  await noJs.goto(`/${m.store.slug}/home`);
  const plainBar = noJs.getByRole('complementary', { name: 'Annonce' });
  await expect(plainBar).toContainText('Soldes de Noël');
  await expect(plainBar.getByRole('button', { name: 'Fermer l’annonce' })).toBeHidden();
  // And its whole text is one tap away there too: the native disclosure needs no script.
  await plainBar.locator('summary').click();
  await expect(plainBar.locator('details')).toHaveAttribute('open', '');
  await plain.close();
});

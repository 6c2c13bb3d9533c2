import sharp from 'sharp';
import { expect, test } from './support/fixtures';
import { waitForStorefront } from './support/storefront-helpers';

// The storefront's shell on a 390 × 844 phone: the address she was given (/{slug}) is the home itself; the
// menu is a drawer over the page (backdrop, « Fermer », Escape, focus kept inside); on a DPR 2 screen no picture is
// sent wider than 1.5 × its displayed width; a sold-out product is marked on its card and its page offers
// « Me prévenir sur WhatsApp ».
test.use({ viewport: { width: 390, height: 844 } });

test('on her phone a shopper opens the store at its short address, uses the menu and gets pictures sized for her screen', async ({
  browser,
  page,
  request,
  merchantWithStore,
}) => {
  test.setTimeout(180_000); // the new store's first publication is an Astro build
  const { token, store } = merchantWithStore;
  const headers = { Authorization: `Bearer ${token}` };
  const picture = (color: string) =>
    sharp({ create: { width: 1200, height: 1200, channels: 3, background: color } })
      .png()
      .toBuffer();
  const ids: string[] = [];
  for (const [name, stock, color] of [
    ['Pagne indigo', '6', '#283593'],
    ['Boubou épuisé', '0', '#b03a2e'],
    ['Sac en pagne', '3', '#8e44ad'],
  ] as const) {
    const res = await request.post('/api/products', {
      headers,
      multipart: {
        name,
        price: '12000',
        stock,
        images: { name: 'p.png', mimeType: 'image/png', buffer: await picture(color) },
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    ids.push(((await res.json()) as { data: { id: string } }).data.id);
  }
  await waitForStorefront(request, store.slug, 'Sac en pagne', 150_000);

  // The short address answers the home itself: no redirect, no second request.
  const root = await request.get(`/${store.slug}`, { maxRedirects: 0 });
  expect(root.status()).toBe(200);
  expect(await root.text()).not.toContain('http-equiv="refresh"');
  await page.goto(`/${store.slug}`);
  await expect(page).toHaveURL(new RegExp(`/${store.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The sold-out product says so on its card.
  const soldCard = page.locator('.card', { hasText: 'Boubou épuisé' });
  await expect(soldCard.getByTestId('sold-out')).toHaveText('Épuisé');
  await expect(page.locator('.card', { hasText: 'Pagne indigo' }).getByTestId('sold-out')).toHaveCount(0);

  // The menu: a drawer over the page, with a backdrop; focus stays in it; Escape, « Fermer » and the backdrop close it.
  const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
  await menuButton.click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  expect(await drawer.evaluate((d) => d.matches(':modal'))).toBe(true);
  // It slides in from the left edge.
  await expect.poll(async () => (await drawer.boundingBox())!.x).toBe(0);
  const box = (await drawer.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(844 - 1);
  await expect(drawer.getByRole('button', { name: 'Fermer' })).toBeFocused();
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    // Tabbing walks the drawer's links and its button, never the page behind.
    expect(
      await page.evaluate(
        () =>
          !document.activeElement ||
          !!document.activeElement.closest('dialog') ||
          document.activeElement === document.body,
      ),
    ).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await menuButton.click();
  await drawer.getByRole('button', { name: 'Fermer' }).click();
  await expect(drawer).toBeHidden();
  await menuButton.click();
  await page.mouse.click(370, 600); // the backdrop, beside the drawer
  await expect(drawer).toBeHidden();
  await menuButton.click();
  await drawer.getByRole('link', { name: 'Collections' }).click();
  await expect(page).toHaveURL(new RegExp(`/${store.slug}/products$`));

  // The sold-out product's page is no dead end.
  await page.goto(`/${store.slug}/products/${ids[1]}`);
  const notify = page.getByRole('link', { name: 'Me prévenir sur WhatsApp' });
  await expect(notify).toBeVisible();
  const href = decodeURIComponent((await notify.getAttribute('href'))!);
  expect(href).toMatch(/^https:\/\/wa\.me\/\d{8,15}\?text=/);
  expect(href).toContain('« Boubou épuisé » est épuisé');

  // On a DPR 2 phone, every picture shown is at most 1.5 × its displayed width (and sharp enough: ≥ 1 ×).
  const dense = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  const phone = await dense.newPage();
  for (const path of [`/${store.slug}`, `/${store.slug}/products`, `/${store.slug}/products/${ids[0]}`]) {
    await phone.goto(path);
    await phone.evaluate(async () => {
      for (const img of document.images) img.loading = 'eager';
      await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
    });
    // The file's own width (an <img> with srcset reports naturalWidth divided by the density it picked).
    const pictures = await phone.locator('main img, header img').evaluateAll((imgs) =>
      Promise.all(
        (imgs as HTMLImageElement[])
          .filter((img) => img.clientWidth > 0)
          .map(async (img) => {
            const file = new Image();
            file.src = img.currentSrc;
            await file.decode();
            return { src: img.currentSrc, natural: file.naturalWidth, shown: img.clientWidth };
          }),
      ),
    );
    expect(pictures.length, path).toBeGreaterThan(0);
    for (const p of pictures) {
      expect(p.natural, `${path}: ${p.src} for ${p.shown} px`).toBeLessThanOrEqual(1.5 * p.shown);
      expect(p.natural, `${path}: ${p.src} for ${p.shown} px`).toBeGreaterThanOrEqual(p.shown);
    }
  }
  await dense.close();
});

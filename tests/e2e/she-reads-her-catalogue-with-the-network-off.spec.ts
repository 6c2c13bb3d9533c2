import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { picture } from './support/uploads';

/** Every picture on the page has been read (no broken image); answers how many show the neutral placeholder. */
async function picturesReadable(page: Page, testId: string) {
  const pictures = page.getByTestId(testId);
  // Offline a picture first asks the device which rendition it keeps (aria-busy meanwhile): wait until the screen
  // shows its pictures (none yet is not « all read »: a screen just opened) and each has settled on a readable one;
  // one left broken, or still waiting for the device's answer, fails below.
  await expect
    .poll(
      () =>
        pictures.evaluateAll(
          (imgs) =>
            imgs.length > 0 &&
            imgs.every(
              (i) =>
                !i.hasAttribute('aria-busy') &&
                (i as HTMLImageElement).complete &&
                (i as HTMLImageElement).naturalWidth > 0,
            ),
        ),
      { timeout: 20_000 },
    )
    .toBe(true)
    .catch(() => undefined);
  const seen = await pictures.evaluateAll((imgs) =>
    imgs.map((i) => ({
      width: (i as HTMLImageElement).naturalWidth,
      src: (i as HTMLImageElement).currentSrc,
      busy: i.hasAttribute('aria-busy'),
    })),
  );
  expect(seen.length, `no picture ${testId} on the screen`).toBeGreaterThan(0);
  expect(
    seen.every((p) => p.width > 0),
    `naturalWidth ${seen.map((p) => `${p.width} (${p.src.slice(0, 120) || (p.busy ? 'still asking the device' : 'no src')})`).join(', ')}`,
  ).toBe(true);
  return pictures.evaluateAll((imgs) => imgs.filter((i) => i.hasAttribute('data-placeholder')).length);
}

// The catalogue is kept on the tablet (decision 016): with the network off she still lists, searches and opens her
// products; saving an edit says the network is needed and keeps what she typed. Pictures are kept on the tablet too
// (decision 006): a product's picture shows offline, one without a picture shows the placeholder, never a broken image.
test('she reads her catalogue with the network off', async ({ page, context, request, signedInMerchant }) => {
  test.setTimeout(120_000); // a busy machine; alone it takes about 15 s
  const auth = { authorization: `Bearer ${signedInMerchant.token}` };
  for (const [name, price] of [
    ['Robe wax', '15000'],
    ['Pagne bazin', '8000'],
  ]) {
    const res = await request.post('/api/catalog/import', {
      headers: auth,
      data: { rows: [{ Nom: name, Prix: price, Stock: '4' }], confirm: true },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  const pictured = await request.post('/api/products', {
    headers: auth,
    multipart: {
      name: 'Boubou indigo',
      price: '20000',
      stock: '2',
      images: await picture('b.jpg', '#1f3a93', 900, 900),
    },
  });
  expect(pictured.status(), await pictured.text()).toBe(201);
  const picturedId = (await pictured.json()).data.id as string;
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await page.goto('/user/products');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page.getByTestId('product-row')).toHaveCount(3);
  // The app keeps the newest products' small pictures once the copy is refreshed (pwa/lib/catalog/picture-cache.ts).
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('product-pictures')).keys()).length))
    .toBeGreaterThan(0);
  // She has seen her list online: its picture is read (a request still running would be cut by the reload below).
  expect(await picturesReadable(page, 'product-thumb')).toBe(2);

  // Offline a picture goes straight to the rendition the tablet keeps: no request for one it cannot have, and a
  // picture already on screen is not read again when the network drops.
  const failedPictures: string[] = [];
  page.on(
    'requestfailed',
    (r) => void (r.url().includes('/uploads/') && failedPictures.push(`${r.url()} ${r.failure()?.errorText}`)),
  );
  const readWhileOffline: string[] = [];
  page.on('request', (r) => void (r.url().includes('/uploads/') && readWhileOffline.push(r.url())));
  await context.setOffline(true);
  await expect(page.getByTestId('catalog-offline')).toBeVisible();
  expect(await picturesReadable(page, 'product-thumb')).toBe(2);
  expect(readWhileOffline, 'the picture on screen is read again when the network drops').toEqual([]);
  await page.reload();
  await expect(page.getByTestId('catalog-offline')).toContainText('3 produits enregistrés sur cet appareil');
  expect(await picturesReadable(page, 'product-thumb')).toBe(2); // the two products without a picture
  // Its detail was never opened online: its large picture is not on the tablet, the kept small one shows instead.
  await page.getByRole('link', { name: 'Boubou indigo' }).click();
  await expect(page).toHaveURL(new RegExp(`/user/products/${picturedId}$`));
  expect(await picturesReadable(page, 'detail-main-image')).toBe(0);
  await page.goBack();
  await page.getByLabel('Rechercher un produit').fill('bazin');
  await expect(page.getByTestId('product-row')).toHaveCount(1);
  await page.getByRole('link', { name: 'Pagne bazin' }).click();
  await expect(page.getByRole('heading', { name: 'Pagne bazin' })).toBeVisible();
  await page.getByRole('link', { name: 'Modifier' }).click();
  await expect(page.getByTestId('form-offline')).toBeVisible();
  const price = page.getByRole('textbox', { name: /^Prix/ }).first();
  await price.fill('9000');
  await page
    .getByRole('button', { name: /Enregistrer/ })
    .first()
    .click();
  await expect(page.getByTestId('save-failure')).toContainText('Réseau nécessaire');
  await expect(price).toHaveValue('9000');
  expect(failedPictures).toEqual([]);
});

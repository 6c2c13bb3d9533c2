import { expect, test } from './support/fixtures';

// The storefront is published in the background (decision 004): after she saves a new price, the frame shows
// « Publication en cours » then « Publié le … »; once it says published, the product's page serves the new price.
const digits = (html: string) => html.replace(/[\s\u00a0\u202f]/g, '');

test('she edits the price and the storefront shows the new price', async ({ page, request, signedInMerchant }) => {
  test.setTimeout(180_000); // one or two storefront builds on a busy machine
  const { token, store } = signedInMerchant;
  const auth = { authorization: `Bearer ${token}` };
  const imported = await request.post('/api/catalog/import', {
    headers: auth,
    data: { rows: [{ Nom: 'Boubou indigo', Prix: '12350', Stock: '3' }], confirm: true },
  });
  expect(imported.status(), await imported.text()).toBe(200);
  const list = await request.get('/api/products?page=1&perPage=5', { headers: auth });
  const productId = ((await list.json()).data as { id: string }[])[0]!.id;

  await page.goto(`/user/products/edit/${productId}`);
  const price = page.getByRole('textbox', { name: 'Prix', exact: true });
  await expect(price).toHaveValue('12350');
  await price.fill('13875');
  const saved = page.waitForResponse(
    (res) => res.request().method() === 'PUT' && new URL(res.url()).pathname === `/api/products/${productId}`,
  );
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  expect((await saved).status()).toBe(200);
  const savedAt = Date.now();
  // The frame's publication bar reads /api/storefront/status, every 2 s while a publication runs. A read made after
  // the save that says « published » means every build queued until then is done (a save during a build queues
  // another one: api/publishing/enqueue.ts), the new price included.
  const published = page.waitForResponse(
    async (res) => {
      if (!res.url().endsWith('/api/storefront/status') || res.request().timing().startTime <= savedAt) return false;
      return res.ok() && ((await res.json()).data as { state: string }).state === 'published';
    },
    { timeout: 170_000 },
  );
  await expect(page).toHaveURL(new RegExp(`/user/products/${productId}$`));
  await expect(page.getByTestId('publication-state')).toContainText('Publication en cours');
  await published;
  await expect(page.getByTestId('publication-state')).toContainText('Publié le');

  const res = await request.get(`/${store.slug}/products/${productId}`);
  expect(res.status()).toBe(200);
  const html = digits(await res.text());
  expect(html).toContain('13875');
  expect(html).not.toContain('12350');
});

import { expect, test } from './support/fixtures';
import { waitForStorefront } from './support/storefront-helpers';

// The storefront is published in the background (decision 004): after she saves a new price, the frame shows
// « Publication en cours » then « Publié le … »; once it says published, the product's page serves the new price.
const digits = (html: string) => html.replace(/[\s\u00a0\u202f]/g, '');

test('she edits the price and the storefront shows the new price', async ({ page, request, signedInMerchant }) => {
  test.setTimeout(180_000);
  const { token, store } = signedInMerchant;
  const auth = { authorization: `Bearer ${token}` };
  const imported = await request.post('/api/catalog/import', {
    headers: auth,
    data: { rows: [{ Nom: 'Boubou indigo', Prix: '12350', Stock: '3' }], confirm: true },
  });
  expect(imported.status(), await imported.text()).toBe(200);
  const list = await request.get('/api/products?page=1&perPage=5', { headers: auth });
  const productId = ((await list.json()).data as { id: string }[])[0]!.id;

  // The import's own publication ends first: a build already running when she saves would not hold the new price.
  await waitForStorefront(request, store.slug, 'Boubou indigo');
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/storefront/status', { headers: auth }).catch(() => null);
        return res?.ok() ? ((await res.json()).data.state as string) : 'unreachable';
      },
      { timeout: 60_000 },
    )
    .toBe('published');

  await page.goto(`/user/products/edit/${productId}`);
  const price = page.getByRole('textbox', { name: 'Prix', exact: true });
  await expect(price).toHaveValue('12350');
  await price.fill('13875');
  const savedAt = new Date().toISOString().slice(0, 19);
  // The frame's publication bar reads /api/storefront/status (polled while a publication runs): wait for the answer
  // that says the storefront was published after the save, then for the bar to say so.
  const publishedAfterSave = page.waitForResponse(
    async (res) => {
      if (!res.url().endsWith('/api/storefront/status') || res.status() !== 200) return false;
      const s = (await res.json()).data as { state: string; publishedAt: string | null };
      return s.state === 'published' && (s.publishedAt ?? '') >= savedAt;
    },
    { timeout: 90_000 },
  );
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(new RegExp(`/user/products/${productId}$`));
  await expect(page.getByRole('heading', { name: 'Boubou indigo' })).toBeVisible();
  await publishedAfterSave;
  await expect(page.getByTestId('publication-state')).toContainText('Publié le');

  const res = await request.get(`/${store.slug}/products/${productId}`);
  expect(res.status()).toBe(200);
  const html = digits(await res.text());
  expect(html).toContain('13875');
  expect(html).not.toContain('12350');
});

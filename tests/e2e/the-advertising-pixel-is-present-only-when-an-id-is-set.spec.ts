import { expect, newMerchantWithStore, test } from './support/fixtures';
import { waitForStorefront } from './support/storefront-helpers';

// Two publications (the new store, then the change): each an Astro build of a few seconds, more on a busy machine.
test.describe.configure({ timeout: 150_000 });

test('the advertising pixel is present only when an id is set', async ({ request, page }) => {
  const {
    token,
    store: { slug, name },
  } = await newMerchantWithStore(request, 'Pixel');
  await waitForStorefront(request, slug, name);
  // Facebook is never reached from a test: the pixel's script request is answered locally.
  await page.route('https://connect.facebook.net/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  );

  await page.goto(`/${slug}/home`);
  await expect(page.locator('script[data-pixel]')).toHaveCount(0);
  expect(await page.content()).not.toContain('fbevents.js');

  const withPixel = `${name} Pub`;
  const res = await request.put('/api/stores', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { name: withPixel, facebook_pixel_id: '123456789012345' },
  });
  expect(res.status(), await res.text()).toBe(200);
  await waitForStorefront(request, slug, withPixel);

  await page.goto(`/${slug}/home`);
  const html = await page.content();
  expect(html).toContain('fbevents.js');
  expect(html).toContain("fbq('init', pixelId)");
  expect(html).toContain('"123456789012345"');
  expect(await page.evaluate(() => typeof (window as unknown as { fbq?: unknown }).fbq)).toBe('function');
});

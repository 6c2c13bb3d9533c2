import { expect, newMerchantWithStore, test } from './support/fixtures';
import { waitForStorefront } from './support/storefront-helpers';

// Two publications (the new store, then the change): each an Astro build of a few seconds, more on a busy machine.
test.describe.configure({ timeout: 150_000 });

test('a merchant renames the store and the storefront shows it within seconds, without a 404 window', async ({
  request,
}) => {
  const {
    token,
    store: { slug, name },
  } = await newMerchantWithStore(request, 'Atelier Renommé');
  await waitForStorefront(request, slug, name);

  const newName = `${name} Nouveau`;
  const renamed = await request.put('/api/stores', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { name: newName },
  });
  expect(renamed.status(), await renamed.text()).toBe(200);
  const started = Date.now();

  // Poll every page while it rebuilds: every answer is a 200, old or new, never a 404.
  const statuses = new Set<number>();
  let shown = false;
  while (!shown && Date.now() - started < 90_000) {
    for (const page of ['home', 'products', 'contact', '']) {
      const res = await request.get(`/${slug}/${page}`);
      statuses.add(res.status());
      if (page === 'home' && (await res.text()).includes(newName)) shown = true;
    }
  }
  const seconds = (Date.now() - started) / 1000;
  console.log(`renamed store visible after ${seconds.toFixed(1)} s`);
  expect(shown).toBe(true);
  expect([...statuses]).toEqual([200]);
  expect(seconds).toBeLessThan(60);

  const status = await request.get('/api/storefront/status', { headers: { authorization: `Bearer ${token}` } });
  await expect
    .poll(
      async () =>
        (await (await request.get('/api/storefront/status', { headers: { authorization: `Bearer ${token}` } })).json())
          .data.state,
    )
    .toBe('published');
  expect(status.status()).toBe(200);
});

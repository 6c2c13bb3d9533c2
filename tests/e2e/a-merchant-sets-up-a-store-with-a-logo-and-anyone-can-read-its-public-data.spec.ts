import { expect, test } from './support/fixtures';
import sharp from 'sharp';

// Stores, uploads, public data and the admin's lists, through the real server (npm start's) on a real socket.
test('a merchant sets up a store with a logo and anyone can read its public data', async ({ page, request }) => {
  test.setTimeout(150_000);
  const unique = Date.now().toString(36);
  const email = `atelier-${unique}@exemple.bf`;
  const registered = await request.post('/api/register', {
    data: {
      firstName: 'Awa',
      lastName: 'Sawadogo',
      emailOrPhone: email,
      password: 'Secret1234',
      confirmPass: 'Secret1234',
      termCondition: true,
    },
  });
  expect(registered.status()).toBe(201);
  const { token, refresh_token } = await (
    await request.post('/api/login', { data: { emailOrPhone: email, password: 'Secret1234' } })
  ).json();
  expect(refresh_token).toBeTruthy();

  // A text file dressed up as a PNG is refused on its field, in French.
  const fake = await request.post('/api/stores', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      name: `Atelier Awa ${unique}`,
      phone: '70 11 22 33',
      email,
      logo: { name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('pas une image') },
    },
  });
  expect(fake.status()).toBe(422);
  expect((await fake.json()).errors).toEqual({ logo: ['Le fichier doit être une image (JPG, PNG).'] });

  // The real logo: accepted, re-encoded, served.
  const logo = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#8e44ad' } })
    .png()
    .toBuffer();
  const created = await request.post('/api/stores', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      name: `Atelier Awa ${unique}`,
      phone: '70 11 22 33',
      email,
      color: '#8E44AD',
      logo: { name: 'logo.png', mimeType: 'image/png', buffer: logo },
    },
  });
  expect(created.status()).toBe(201);
  const store = (await created.json()).data as { slug: string; logo: string; id: string; user_id: string };
  expect(store.slug).toBe(`atelier-awa-${unique}`);

  const served = await request.get(store.logo);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/png');
  expect(served.headers()['cache-control']).toContain('immutable');
  expect((await sharp(await served.body()).metadata()).width).toBe(400);
  expect((await request.get('/uploads/../data/boutique.sqlite')).status()).toBe(404);

  // A browser shows the logo from our origin.
  await page.goto('/');
  const width = await page.evaluate(async (src) => {
    const img = new Image();
    img.src = src;
    await img.decode();
    return img.naturalWidth;
  }, store.logo);
  expect(width).toBe(400);

  // Public data: no login, no private fields; the marketing list includes the store.
  const pub = await request.get(`/api/publics/${store.slug}`);
  expect(pub.status()).toBe(200);
  const body = await pub.text();
  expect(JSON.parse(body).store).toMatchObject({
    slug: store.slug,
    color: '#8e44ad',
    phone: '+22670112233',
    logo: store.logo,
  });
  expect(body).not.toContain(store.id);
  expect(body).not.toContain(store.user_id);
  // The marketing list shows it once its storefront is live (never a card leading to a 404).
  await expect
    .poll(
      async () => ((await (await request.get('/api/publics')).json()).data as { slug: string }[]).map((s) => s.slug),
      {
        timeout: 90_000,
        intervals: [500, 1000],
      },
    )
    .toContain(store.slug);
  expect((await request.get(`/${store.slug}/home`)).status()).toBe(200);

  // Another merchant cannot read it; the admin finds it in the shop list and the figures.
  const other = `autre-${unique}@exemple.bf`;
  await request.post('/api/register', {
    data: {
      firstName: 'Issa',
      lastName: 'K',
      emailOrPhone: other,
      password: 'Secret1234',
      confirmPass: 'Secret1234',
      termCondition: true,
    },
  });
  const otherToken = (
    await (await request.post('/api/login', { data: { emailOrPhone: other, password: 'Secret1234' } })).json()
  ).token;
  expect(
    (
      await request.get(`/api/stores/${store.user_id}`, { headers: { authorization: `Bearer ${otherToken}` } })
    ).status(),
  ).toBe(404);

  const admin = (
    await (
      await request.post('/api/login', { data: { emailOrPhone: 'admin@boutique.local', password: 'Admin1234' } })
    ).json()
  ).token;
  const shops = await (
    await request.get(`/api/admin/shops?q=${unique}`, { headers: { authorization: `Bearer ${admin}` } })
  ).json();
  expect(shops.data.map((s: { id: string }) => s.id)).toEqual([store.id]);
  const stats = (
    await (await request.get('/api/admin/stats', { headers: { authorization: `Bearer ${admin}` } })).json()
  ).data;
  expect(stats.shops).toBeGreaterThanOrEqual(2); // the demo store and this one
  expect((await request.get('/api/admin/stats', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(403);
});

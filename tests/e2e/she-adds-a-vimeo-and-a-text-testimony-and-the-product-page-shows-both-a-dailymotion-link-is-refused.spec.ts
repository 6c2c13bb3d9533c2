import { test, expect, newMerchantWithStore, signInInPage } from './support/fixtures';
import { picture } from './support/uploads';

test.describe.configure({ timeout: 180_000 });

test("she adds a video testimony with a Vimeo link and a text one, the product page shows both; a Dailymotion link is refused with the specification's message", async ({
  page,
  request,
}) => {
  const m = await newMerchantWithStore(request, 'Atelier Avis');
  const pic = await picture('p.jpg', '#884422', 600, 600);
  const product = await request.post('/api/products', {
    headers: { authorization: `Bearer ${m.token}` },
    multipart: { name: 'Boubou brodé', price: '15000', stock: '4', images: pic },
  });
  expect(product.status(), await product.text()).toBe(201);
  const productId = (await product.json()).data.id as string;

  await signInInPage(page, m.email, m.password, /\/user\/dashboard$/);
  await page.getByRole('link', { name: 'Témoignages' }).first().click();
  await expect(page.getByText(/Aucun témoignage pour le moment/)).toBeVisible();
  await page.getByRole('link', { name: 'Ajouter un témoignage' }).click();
  // The list has its own « Produit » filter: wait for the form before opening its picker.
  await expect(page.getByRole('heading', { name: 'Nouveau témoignage', level: 2 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Produit' }).click();
  await page.getByRole('option', { name: 'Boubou brodé' }).click();
  await page.getByLabel('Nom du client').fill('Mariam');
  await page.getByText('Vidéo', { exact: true }).click();
  await page.getByLabel('Lien vidéo').fill('https://www.dailymotion.com/video/x8abcd');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText("L'URL doit être un lien YouTube, Vimeo ou Facebook valide.")).toBeVisible();
  await page.getByLabel('Lien vidéo').fill('https://vimeo.com/76979871');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('heading', { name: 'Témoignage de Mariam' })).toBeVisible();

  await page.goto('/user/testimonies/add');
  await expect(page.getByRole('heading', { name: 'Nouveau témoignage', level: 2 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Produit' }).click();
  await page.getByRole('option', { name: 'Boubou brodé' }).click();
  await page.getByLabel('Nom du client').fill('Fatou');
  await page.getByLabel('Contenu').fill('La broderie est magnifique.');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('heading', { name: 'Témoignage de Fatou' })).toBeVisible();

  await page.goto('/user/testimonies');
  await expect(page.getByTestId('testimony-card')).toHaveCount(2);

  // The product page shows both once republished: the video as a placeholder, no Vimeo request before the click.
  await expect
    .poll(
      async () =>
        (await (await request.get(`/${m.store.slug}/products/${productId}`)).text()).includes(
          'La broderie est magnifique.',
        ),
      {
        timeout: 120_000,
        intervals: [500, 1000],
      },
    )
    .toBe(true);
  const thirdParty: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith('http://localhost')) thirdParty.push(r.url());
  });
  await page.goto(`/${m.store.slug}/products/${productId}`);
  await expect(page.getByText('La broderie est magnifique.')).toBeVisible();
  const video = page.getByRole('button', { name: /Lire la vidéo Vimeo de Mariam/ });
  await expect(video).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(thirdParty).toEqual([]);
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(ld.aggregateRating).toMatchObject({ '@type': 'AggregateRating', ratingValue: 5, reviewCount: 2 });
  await video.click();
  await expect(page.locator('iframe[src^="https://player.vimeo.com/video/76979871"]')).toHaveCount(1);
});

import sharp from 'sharp';
import { test, expect, merchantUserId, signInInPage } from './support/fixtures';
import { openAtelier } from './support/atelier';

// A tailor works from the atelier's frame: her company profile takes a GIF logo (the atelier's profile accepts JPG,
// PNG or GIF), the gallery of her realisations and her notifications open at the specification's paths, the
// dashboard is titled 'Tableau de Bord', every other atelier page by its name (« Profil de la boutique », « Galerie »),
// an unknown atelier path says the page does not exist, and a correctly spelt twin of a misspelt path leads to it.
test('a tailor opens her shop screens from the atelier and gives her company a GIF logo', async ({
  page,
  request,
  merchantWithStore: m,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 800, height: 1280 });
  const auth = await openAtelier(request, m);
  await signInInPage(page, m.email, m.password, /\/user\/dashboard$/);

  // The specification's atelier paths of her shop's screens still open them; the menu highlights the shop's entry.
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  await page.goto('/user/atelier/settings/profiles');
  await expect(nav.locator('[aria-current=page]')).toHaveText('Profil de la boutique');
  await expect(page.getByTestId('frame-title')).toHaveText('Profil de la boutique');
  await expect(page).toHaveTitle('Profil de la boutique — Boutique');
  await expect(page.getByText('JPG, PNG ou GIF ; compressé à 1 Mo et 1920 px au plus')).toBeVisible();
  const gif = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#c0392b' } })
    .gif()
    .toBuffer();
  await page.locator('input[type="file"]').setInputFiles({ name: 'logo.gif', mimeType: 'image/gif', buffer: gif });
  await expect(page.getByTestId('store-logo-size')).toBeVisible();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Boutique mise à jour avec succès.')).toBeVisible();
  const userId = await merchantUserId(request, m);
  const store = (await (await request.get(`/api/stores/${userId}`, { headers: auth })).json()).data;
  expect(store.logo).toMatch(/\/uploads\/logos\/.+\.png$/);

  await nav.getByRole('link', { name: 'Galerie' }).click();
  await expect(page).toHaveURL(/\/user\/gallery$/);
  await expect(page.getByRole('heading', { name: 'Galerie des réalisations' })).toBeVisible();
  await expect(page.getByText(/Votre galerie est vide/)).toBeVisible();

  await page.goto('/user/atelier/settings/galery');
  await expect(page.getByRole('heading', { name: 'Galerie des réalisations' })).toBeVisible();
  await expect(nav.locator('[aria-current=page]')).toHaveText('Galerie');
  await expect(page.getByTestId('frame-title')).toHaveText('Galerie');

  await page.goto('/user/atelier/notifications');
  await expect(page.getByRole('heading', { name: 'Notifications', exact: true, level: 2 })).toBeVisible();
  await expect(page.getByTestId('frame-title')).toHaveText('Notifications');

  await nav.getByRole('region', { name: 'Atelier' }).getByRole('link', { name: 'Tableau de bord' }).click();
  await expect(page.getByTestId('frame-title')).toHaveText('Tableau de Bord');

  await page.goto('/user/atelier/quelque-chose/inconnu');
  await expect(page.getByRole('heading', { name: 'Page Introuvable', level: 2 })).toBeVisible();
  await expect(page.getByTestId('frame-title')).toHaveText('Page introuvable');

  await page.goto('/user/atelier/customer/customers');
  await expect(page).toHaveURL(/\/user\/atelier\/costumer\/customers$/);
  await page.goto('/user/atelier/product/details-product');
  await expect(page).toHaveURL(/\/user\/atelier\/product\/list-product$/);
});

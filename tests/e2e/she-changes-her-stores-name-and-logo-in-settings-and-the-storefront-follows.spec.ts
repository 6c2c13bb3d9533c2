import { expect, test } from './support/fixtures';
import sharp from 'sharp';
import { waitForStorefront } from './support/storefront-helpers';

// A merchant renames her store and gives it a logo from Paramètres → Profil de l'entreprise; the frame shows the
// publication, and her published storefront shows the new name and the new logo.
test('she changes her store’s name and logo in settings and the storefront follows', async ({
  page,
  request,
  signedInMerchant,
}) => {
  test.setTimeout(150_000);
  const { slug, name: storeName } = signedInMerchant.store;
  await page.setViewportSize({ width: 800, height: 1280 });

  await page.getByRole('link', { name: 'Profil de la boutique' }).click();
  await expect(page).toHaveURL(/\/user\/settings\/profiles$/);
  const name = page.getByLabel('Nom de la boutique');
  await expect(name).toHaveValue(storeName);
  const newName = `Atelier Awa ${Date.now().toString(36)}`;
  await name.fill(newName);
  const logo = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#117a65' } })
    .png()
    .toBuffer();
  await page.getByTestId('store-logo-input').click();
  await page.locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
  await expect(page.getByTestId('store-logo-size')).toBeVisible();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Boutique mise à jour avec succès.')).toBeVisible();

  // The frame follows the publication until it is done, with a link to the storefront.
  await expect(page.getByTestId('publication-state')).toContainText(/Publication en cours|Publié le/);
  await expect(page.getByTestId('publication-state')).toContainText('Publié le', { timeout: 90_000 });
  await expect(page.getByTestId('publication-link')).toHaveAttribute('href', `/${slug}/home`);

  await waitForStorefront(request, slug, newName);
  await page.goto(`/${slug}/home`);
  await expect(page).toHaveTitle(newName);
  const logoSrc = await page.locator('header img').first().getAttribute('src');
  expect(logoSrc).toMatch(/\/uploads\/logos\//);
});

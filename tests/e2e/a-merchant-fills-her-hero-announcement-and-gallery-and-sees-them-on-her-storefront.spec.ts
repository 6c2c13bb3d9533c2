import { test, expect } from './support/fixtures';
import { waitForStorefront } from './support/storefront-helpers';
import { chooseFiles, picture } from './support/uploads';

// Two publications (the new store, then the personalization) and one more for the gallery.
test.describe.configure({ timeout: 180_000 });

test('a merchant fills her hero, announcement and gallery and sees them on her storefront', async ({
  page,
  request,
  signedInMerchant,
}) => {
  const m = { slug: signedInMerchant.store.slug };

  await page.getByRole('link', { name: 'Personnalisation' }).first().click();
  await expect(page).toHaveURL(/\/user\/settings\/personalization$/);

  // The hero is required: saving empty shows the specification's message on its fields.
  await page.getByRole('button', { name: 'Enregistrer et publier' }).click();
  await expect(page.getByText('Le champ est vide').first()).toBeVisible();

  const field = (path: string) => page.locator(`[data-path="${path}"]`);
  await field('hero.title').fill('Le pagne de Koudougou');
  await field('hero.subtitle').fill('Tissé à la main, livré chez vous');
  await field('hero.btntext').fill('Découvrir');
  await chooseFiles(page, () => page.getByTestId('hero-image-input').click(), [await picture('fond.jpg', '#2e86c1')]);
  await field('announcement.title').fill('Soldes de Noël');
  await field('announcement.description').fill('-20 % sur tous les pagnes');
  await field('announcement.btntext').fill('En profiter');
  await page.getByLabel('Facebook').fill('pas une adresse');

  // The preview follows the form before anything is saved.
  await expect(page.getByTestId('preview-hero')).toContainText('Le pagne de Koudougou');
  await expect(page.getByTestId('storefront-preview')).toContainText('Soldes de Noël');
  // On a tablet in portrait the form takes the whole width; « Aperçu » opens the preview beside it.
  await page.setViewportSize({ width: 800, height: 1280 });
  await page.getByRole('button', { name: 'Aperçu', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: "Aperçu de la page d'accueil" });
  await expect(drawer.getByTestId('preview-hero')).toContainText('Le pagne de Koudougou');
  await drawer.getByRole('button', { name: "Fermer l'aperçu" }).click();
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.getByRole('button', { name: 'Enregistrer et publier' }).click();
  await expect(page.getByText('URL invalide')).toBeVisible();
  await page.getByLabel('Facebook').fill('https://www.facebook.com/koudougou');
  await page.getByRole('button', { name: 'Enregistrer et publier' }).click();
  await expect(page.getByText(/Personnalisation enregistrée/)).toBeVisible({ timeout: 20_000 });

  // Gallery: two pictures.
  await chooseFiles(page, () => page.getByTestId('gallery-input').click(), [
    await picture('a.png', '#c0392b', 900, 900, 'png'),
    await picture('b.jpg', '#27ae60', 900, 600),
  ]);
  await page.getByRole('button', { name: 'Ajouter à la galerie' }).click();
  await expect(page.getByTestId('gallery-grid').locator('img')).toHaveCount(2);
  // The personalization form's own state (the frame's publication bar shows the same state above it).
  await expect(page.locator('[data-testid="publication-state"][data-state]')).toHaveAttribute(
    'data-state',
    'published',
    {
      timeout: 120_000,
    },
  );

  // The storefront shows them.
  await waitForStorefront(request, m.slug, 'Le pagne de Koudougou');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/${m.slug}/home`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Le pagne de Koudougou');
  await expect(page.getByText('Tissé à la main, livré chez vous')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Découvrir' })).toBeVisible();
  const announceBar = page.getByRole('complementary', { name: 'Annonce' });
  await expect(announceBar).toContainText('Soldes de Noël');
  await expect(announceBar).toContainText('-20 % sur tous les pagnes');
  // A phone loads a phone-sized background, never the largest rendition.
  const bg = page.locator('img.hero-bg');
  await expect(bg).toBeVisible();
  const current = await bg.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(current).toMatch(/-(480|720|960)\.webp$/);
  await expect(page.locator('footer a[data-social="facebook"]')).toHaveAttribute(
    'href',
    'https://www.facebook.com/koudougou',
  );
  // A network she left empty is not offered (it would point nowhere).
  await expect(page.locator('footer a[data-social="tiktok"]')).toHaveCount(0);

  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('navigation', { name: 'Menu mobile' }).getByRole('link', { name: 'Galerie' }).click();
  await expect(page).toHaveURL(new RegExp(`/${m.slug}/gallery$`));
  await expect(page.locator('main img')).toHaveCount(2);
});

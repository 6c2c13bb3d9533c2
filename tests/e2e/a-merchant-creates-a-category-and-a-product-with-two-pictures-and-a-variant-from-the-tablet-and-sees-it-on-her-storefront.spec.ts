import { expect, newMerchantWithStore, test } from './support/fixtures';
import sharp from 'sharp';
import { waitForStorefront } from './support/storefront-helpers';

// On a tablet in portrait (800×1280): a new merchant fills in her first product with the form — a category created
// from the form, two pictures (the second one made the main picture), a variant with its own price and stock — and
// finds it on her published storefront.
test.use({ viewport: { width: 800, height: 1280 } });

const picture = (color: string) =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: color } })
    .jpeg()
    .toBuffer();

test('a merchant creates a category and a product with two pictures and a variant from the tablet and sees it on her storefront', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const {
    email,
    password,
    token,
    store: { slug },
  } = await newMerchantWithStore(request, 'Couture Tablette');
  await page.goto('/auth/signin');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/, { timeout: 30_000 });

  await page.getByRole('link', { name: 'Produits', exact: true }).click();
  await expect(page.getByTestId('products-empty')).toContainText('Votre catalogue est vide.');
  await page.getByTestId('products-empty').getByRole('link', { name: 'Ajouter un produit' }).click();
  await expect(page).toHaveURL(/\/user\/products\/new$/);

  // Sending the empty form shows every error at once, the picture's included.
  await page.getByRole('button', { name: 'Créer le produit' }).click();
  await expect(page.getByText('Image requise')).toBeVisible();
  await expect(page.getByText('Le champ est vide').first()).toBeVisible();

  await page.getByLabel('Nom du produit').fill('Robe brodée Sahel');
  await page.getByLabel('Description').fill('Coton tissé main, broderie au col.');
  await page.getByRole('button', { name: 'Nouvelle catégorie' }).click();
  await page.getByLabel('Nom de la nouvelle catégorie').fill('Robes de fête');
  await page.getByRole('button', { name: 'Créer', exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Catégorie' })).toHaveValue('Robes de fête');

  // A French comma is read as a point (DecimalInput), three decimals are refused.
  await page.getByRole('textbox', { name: 'Prix', exact: true }).fill('25000,555');
  await page.getByRole('textbox', { name: 'Stock', exact: true }).fill('6');
  await page.getByRole('button', { name: 'Créer le produit' }).click();
  await expect(page.getByText('Uniquement des nombres ou des décimales')).toBeVisible();
  await page.getByRole('textbox', { name: 'Prix', exact: true }).fill('25000');
  await page.getByLabel('Prix réduit').fill('21000');
  await page.getByLabel('Tailles').first().fill('M');
  await page.getByLabel('Tailles').first().press('Enter');
  await page.getByLabel('Tailles').first().fill('L');
  await page.getByLabel('Tailles').first().press('Enter');

  await page.locator('input[type="file"]').setInputFiles([
    { name: 'face.jpg', mimeType: 'image/jpeg', buffer: await picture('#c0392b') },
    { name: 'dos.jpg', mimeType: 'image/jpeg', buffer: await picture('#1f618d') },
  ]);
  await expect(page.getByTestId('product-image')).toHaveCount(2);
  // The back view becomes the main picture.
  await page
    .getByTestId('product-image')
    .nth(1)
    .getByRole('button', { name: 'Choisir comme photo principale' })
    .click();
  await expect(page.getByTestId('product-image').first().getByText('Principale')).toBeVisible();

  await page.getByRole('button', { name: 'Ajouter une variante' }).click();
  const variant = page.getByTestId('variant-row');
  await variant.getByRole('textbox', { name: 'Nom' }).fill('Grande taille');
  await variant.getByRole('textbox', { name: 'Taille' }).fill('XL');
  await variant.getByRole('textbox', { name: 'Prix' }).fill('27000');
  await variant.getByRole('textbox', { name: 'Stock' }).fill('2');

  await page.getByRole('button', { name: 'Créer le produit' }).click();
  await expect(page).toHaveURL(/\/user\/products\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Robe brodée Sahel' })).toBeVisible();
  await expect(page.getByTestId('variants-table')).toContainText('Grande taille');
  await expect(page.getByTestId('variants-table')).toContainText('XL');
  const productId = page.url().split('/').pop()!;

  // The server holds the two pictures, the blue one first.
  {
    const saved = await request.get(`/api/products/${productId}`, { headers: { authorization: `Bearer ${token}` } });
    const data = (await saved.json()).data as { images: { variants: Record<string, string> }[]; categoryName: string };
    expect(data.images).toHaveLength(2);
    expect(data.categoryName).toBe('Robes de fête');
    const first = await request.get(data.images[0]!.variants['320']!);
    const { dominant } = await sharp(await first.body()).stats();
    expect(dominant.b).toBeGreaterThan(dominant.r);
  }

  // The storefront link of the detail opens her product's page once the store is republished.
  const link = page.getByTestId('storefront-link');
  await expect(link).toHaveAttribute('href', `/${slug}/products/${productId}`);
  await waitForStorefront(request, slug, 'Robe brodée Sahel');
  await expect
    .poll(async () => (await request.get(`/${slug}/products/${productId}`)).status(), { timeout: 60_000 })
    .toBe(200);
  await page.goto(`/${slug}/products/${productId}`);
  await expect(page.getByRole('heading', { name: 'Robe brodée Sahel' })).toBeVisible();
  // The variant is the form's choice: its size as a chip, its own price.
  await expect(page.getByRole('radio', { name: 'XL', exact: true })).toBeVisible();
  await expect(page.locator('body')).toContainText('27 000');
});

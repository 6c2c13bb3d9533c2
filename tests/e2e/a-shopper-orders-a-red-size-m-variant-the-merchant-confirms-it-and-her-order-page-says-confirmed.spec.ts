import { expect, signInInPage, test } from './support/fixtures';
import { robeWaxWithTwoVariants } from './support/shop-data';
import { orderFormReady, waitForStorefront } from './support/storefront-helpers';

// The shopper's whole order, as she meets it on a phone: she picks size M with the chips (red comes with it; price
// and stock follow her choice), orders, lands on the confirmation page with her code and a link to follow her order; the merchant confirms it with a message on her tablet; the shopper's order page says so.
test.use({ viewport: { width: 390, height: 844 } });

test('a shopper orders a red size-M variant, the merchant confirms it with a message, and her order page says « Confirmée »', async ({
  page,
  request,
  merchantWithStore,
}) => {
  test.setTimeout(150_000); // the new store's first publication is an Astro build
  const { token, store } = merchantWithStore;
  const headers = { Authorization: `Bearer ${token}` };
  const productId = await robeWaxWithTwoVariants(request, merchantWithStore, 600);
  await waitForStorefront(request, store.slug, 'Robe wax', 120_000);
  await expect
    .poll(async () => (await request.get(`/${store.slug}/products/${productId}`)).text(), { timeout: 60_000 })
    .toContain('Rouge M');

  await page.goto(`/${store.slug}/products/${productId}`);
  const form = page.locator('form.order-form');
  await orderFormReady(page);

  // Her choice with the chips: size M (red comes with it, the only M); its price and stock show, and the WhatsApp
  // message follows it.
  await form.getByText('M', { exact: true }).click();
  await expect(form.getByRole('radio', { name: 'Rouge' })).toBeChecked();
  await expect(form.getByTestId('choice')).toContainText('17 500');
  await expect(form.getByTestId('choice')).toContainText('Plus que 2 en stock');
  await form.getByLabel('Quantité').fill('3');
  const wa = decodeURIComponent(
    (await form.getByRole('link', { name: 'Commander sur WhatsApp' }).getAttribute('href'))!,
  );
  expect(wa).toMatch(/^https:\/\/wa\.me\/\d{8,15}\?text=/);
  for (const part of ['Produit : Robe wax', 'Taille : M', 'Couleur : Rouge', 'Quantité : 3'])
    expect(wa).toContain(part);

  // Three are more than the stock: refused in French, once, before anything is sent.
  await form.getByLabel('Prénom').fill('Aminata');
  await form.getByLabel('Nom', { exact: true }).fill('Kaboré');
  await form.getByLabel('Téléphone').fill('70 44 55 66');
  await form.getByLabel('E-mail').fill('aminata@client.test');
  await form.getByLabel('Ville').fill('Ouagadougou');
  await form.getByRole('button', { name: /^Commander/ }).click();
  await expect(form.getByText('Stock insuffisant : il en reste 2.')).toHaveCount(1);

  await form.getByLabel('Quantité').fill('1');
  await form.getByRole('button', { name: /^Commander/ }).click();
  await expect(page).toHaveURL(/\/commande\?code=/, { timeout: 20_000 });
  // The static page's script fills the code in from the address a moment after the page shows.
  await expect(page.getByTestId('order-code')).toHaveText(/^[A-Z2-9]{6}$/);
  const code = (await page.getByTestId('order-code').textContent())!.trim();
  await page.getByTestId('follow-link').click();
  await expect(page.getByLabel('Numéro de commande')).toHaveValue(code);
  await page.getByLabel('Téléphone').fill('70445566');
  await page.getByRole('button', { name: 'Suivre ma commande' }).click();
  await expect(page.locator('.status')).toHaveText('En Cours');
  await expect(page.getByText('taille M, couleur Rouge')).toBeVisible();

  // The merchant sees it on her tablet and confirms it with a message.
  await page.setViewportSize({ width: 800, height: 1280 });
  await signInInPage(page, merchantWithStore.email, merchantWithStore.password, /\/user\/dashboard$/);
  await page.goto('/user/orders');
  await page.getByRole('link', { name: code }).click();
  await expect(page.getByTestId('order-lines')).toContainText('Rouge M');
  await page.getByRole('combobox', { name: 'Nouveau statut' }).click();
  await page.getByRole('option', { name: 'Confirmée' }).click();
  await page.getByLabel('Message au client').fill('Votre robe est prête, livraison demain.');
  await page.getByRole('button', { name: 'Mettre à jour' }).click();
  await expect(page.getByText('Confirmée').first()).toBeVisible();
  await expect
    .poll(async () => {
      const res = await request.get(`/api/orders?status=confirmed`, { headers });
      return ((await res.json()) as { data: { code: string }[] }).data.map((o) => o.code);
    })
    .toContain(code);

  // Her order page (by code and phone, no account) now says « Confirmée », with the merchant's message.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/${store.slug}/suivi?code=${code}`);
  await page.getByLabel('Téléphone').fill('+226 70 44 55 66');
  await page.getByRole('button', { name: 'Suivre ma commande' }).click();
  await expect(page.locator('.status')).toHaveText('Confirmée');
  await expect(page.locator('.history')).toContainText('Votre robe est prête, livraison demain.');
});

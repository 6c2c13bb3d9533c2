import { expect, test } from './support/fixtures';
import { DEMO, waitForStorefront, productPageWithOrderForm } from './support/storefront-helpers';

// A phone with scripts off: the zone list used to appear only when the island saw a tap on « Livraison dans votre
// zone », so a plain form never had it and the store refused her order with « Choisissez votre zone de livraison. »
// — a question she could not answer. The zones (with their fees) are in the page from the start. Each refusal is a
// page of its own, so one refusal says everything that is missing.
test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
test.describe.configure({ timeout: 120_000 }); // may wait for the demo store's first publication

test('a shopper without JavaScript has her order delivered to her zone', async ({ page, request }) => {
  await waitForStorefront(request, DEMO.slug);
  const productUrl = await productPageWithOrderForm(request, DEMO.slug, { inStock: true });
  expect(productUrl, 'a product with an order form').not.toBeNull();
  await page.goto(productUrl!);
  const form = page.locator('form', { has: page.getByRole('button', { name: 'Commander', exact: true }) });

  // Sent empty, the store's one refusal page asks every question at once: her details, and how she gets the order
  // and pays (these came one refusal later, so she had to come back once more).
  await form.getByRole('button', { name: 'Commander', exact: true }).click();
  const refusal = page.locator('main');
  await expect(refusal).toContainText('Le champ est vide');
  await expect(refusal).toContainText('Choisissez le retrait en boutique ou la livraison.');
  await expect(refusal).toContainText('Choisissez comment vous payez.');
  // Its links (the store's name, « Retour à la boutique ») are a thumb's height.
  for (const link of await page.getByRole('link').all()) {
    expect((await link.boundingBox())!.height, (await link.textContent()) ?? undefined).toBeGreaterThanOrEqual(44);
  }
  await page.goBack();

  await form.getByRole('radio', { name: /Livraison dans votre zone/ }).check();
  const zone = form.getByLabel('Zone de livraison');
  await expect(zone).toBeVisible();
  // Each zone says its fee before she orders.
  const plateau = zone.locator('option', { hasText: 'Plateau' });
  await expect(plateau).toContainText('CFA');
  await zone.selectOption({ label: (await plateau.textContent())!.trim() });
  await form.getByLabel('Adresse ou repère (facultatif)').fill('Derrière la pharmacie du Plateau');
  await form.getByRole('radio', { name: /Paiement à la livraison/ }).check();
  await form.getByLabel('Prénom').fill('Mariam');
  await form.getByLabel('Nom', { exact: true }).fill(`Sawadogo${Date.now().toString(36)}`);
  await form.getByLabel('Téléphone').fill('76 55 44 33');
  await form.getByLabel('E-mail').fill('mariam@client.test');
  await form.getByLabel('Ville').fill('Dakar');
  await form.getByLabel('Quantité').fill('1');
  await form.getByRole('button', { name: 'Commander', exact: true }).click();

  await expect(page).toHaveURL(/\/orders\/[A-Z2-9]{6}\/confirmation$/);
  await expect(page.getByRole('status')).toContainText('Votre commande a bien été envoyée');
  await expect(page.locator('main')).toContainText('Livraison — Plateau');
});

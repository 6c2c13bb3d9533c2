import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { DEMO, orderFormReady, waitForStorefront, productPageWithOrderForm } from './support/storefront-helpers';

// A cheap 390 × 844 phone with a thumb: a huge quantity made the order bar's total so wide that the page scrolled
// sideways and cut the « Commander » button; a message she had already answered (« Choisissez comment vous
// payez. ») stayed under the field; the contact form left her at its button with the first empty field off screen;
// the footer's links were 19 px tall; the discount's « − » sat alone above its amount on the confirmation.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
test.describe.configure({ timeout: 120_000 }); // may wait for the demo store's first publication

const noSidewaysScroll = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
    .toBe(0);

test('on her phone a shopper corrects her order and contact forms without sideways scroll or stale messages', async ({
  page,
  request,
}) => {
  await waitForStorefront(request, DEMO.slug);
  const productUrl = await productPageWithOrderForm(request, DEMO.slug, { inStock: true });
  expect(productUrl, 'a product in stock').not.toBeNull();
  await page.goto(productUrl!);
  await orderFormReady(page);
  const form = page.locator('form.order-form');

  // A huge quantity: the store says how many are left, the page stays as wide as her screen, the button whole.
  await form.getByLabel('Quantité').fill('9999999');
  await form.getByRole('button', { name: 'Commander', exact: true }).tap();
  await expect(form.getByText(/Stock insuffisant : il en reste \d+\./)).toBeVisible();
  await expect(form.getByText('Choisissez comment vous payez.')).toBeVisible();
  await noSidewaysScroll(page);
  const button = await form.getByRole('button', { name: 'Commander', exact: true }).boundingBox();
  expect(button!.x + button!.width).toBeLessThanOrEqual(390);

  // Each message goes as soon as she answers it; the others stay.
  await form.getByRole('radio', { name: /Paiement à la livraison/ }).check();
  await expect(form.getByText('Choisissez comment vous payez.')).toHaveCount(0);
  await form.getByLabel('Quantité').fill('1');
  await expect(form.getByText(/Stock insuffisant/)).toHaveCount(0);
  await expect(form.getByText('Choisissez le retrait en boutique ou la livraison.')).toBeVisible();

  // A name too long says how long it may be.
  await form.getByRole('radio', { name: /Retrait en boutique/ }).check();
  await form.getByLabel('Prénom').fill('Aïcha');
  await form.getByLabel('Nom', { exact: true }).fill('x'.repeat(120));
  await form.getByLabel('Téléphone').fill('70 12 34 56');
  await form.getByLabel('E-mail').fill('aicha@client.test');
  await form.getByLabel('Ville').fill('Ouagadougou');
  await form.getByRole('button', { name: 'Commander', exact: true }).tap();
  await expect(form.getByText('Texte trop long : 100 caractères au plus.')).toBeVisible();
  await expect(form.getByLabel('Nom', { exact: true })).toBeFocused();

  // The right order, with the demo's promo code: on the confirmation the discount's « − » stays with its amount.
  await form.getByLabel('Nom', { exact: true }).fill(`Ouédraogo${Date.now().toString(36)}`);
  await form.getByLabel('Code promo (facultatif)').fill('BIENVENUE');
  await form.getByRole('button', { name: 'Appliquer' }).tap();
  await expect(form.getByTestId('order-summary')).toContainText('Réduction (BIENVENUE)');
  await form.getByRole('button', { name: 'Commander', exact: true }).tap();
  await expect(page).toHaveURL(new RegExp(`/${DEMO.slug}/commande\\?code=`));
  const discount = page.locator('[data-fill="discount"]');
  await expect(discount).toContainText('−');
  const discountLines = await discount.evaluate((dd) => {
    const range = document.createRange();
    range.selectNodeContents(dd);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  });
  expect(discountLines).toBe(1);
  await noSidewaysScroll(page);

  // Every footer link is a thumb's height.
  for (const link of await page.locator('footer li a').all()) {
    expect((await link.boundingBox())!.height, (await link.textContent()) ?? undefined).toBeGreaterThanOrEqual(44);
  }
  // On a tablet the menu sits in the top bar: its links are a thumb's height too (they were 40 px).
  await page.setViewportSize({ width: 800, height: 1280 });
  const topMenu = page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link');
  await expect(topMenu.first()).toBeVisible();
  for (const link of await topMenu.all()) {
    expect((await link.boundingBox())!.height, (await link.textContent()) ?? undefined).toBeGreaterThanOrEqual(44);
  }
  await page.setViewportSize({ width: 390, height: 844 });

  // The contact form: empty, it takes her to the first field to fill; typing there clears its message.
  await page.goto(`/${DEMO.slug}/contact`);
  const contact = page.locator('form', { has: page.getByRole('button', { name: 'Envoyer' }) });
  await expect(contact.getByRole('button', { name: 'Envoyer' })).toBeEnabled();
  await contact.getByLabel('Message').fill('Avez-vous la robe en taille L ?');
  await contact.getByRole('button', { name: 'Envoyer' }).tap();
  await expect(contact.getByLabel('Nom complet')).toBeFocused();
  await expect(contact.getByLabel('Nom complet')).toBeInViewport();
  await expect(contact.getByText('Le champ est vide')).toHaveCount(3);
  await contact.getByLabel('Nom complet').fill('Aïcha Ouédraogo');
  await expect(contact.getByText('Le champ est vide')).toHaveCount(2);
  // What she typed is still there.
  await expect(contact.getByLabel('Message')).toHaveValue('Avez-vous la robe en taille L ?');
});

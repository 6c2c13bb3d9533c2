import { expect, test } from './support/fixtures';
import { DEMO, waitForStorefront, productPageWithOrderForm } from './support/storefront-helpers';

// A phone with scripts off (or a page used before its island woke up): the order form is a plain HTML form that
// posts to the store; the answer is a page with the order's code, and the follow form shows its status.
test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 120_000 }); // may wait for the demo store's first publication

test('a shopper without JavaScript orders from a product page and follows her order', async ({ page, request }) => {
  await waitForStorefront(request, DEMO.slug);
  const productUrl = await productPageWithOrderForm(request, DEMO.slug);
  expect(productUrl, 'a product with an order form').not.toBeNull();
  await page.goto(productUrl!);
  const form = page.locator('form', { has: page.getByRole('button', { name: 'Commander', exact: true }) });

  // A forgotten field: the store answers a page that names it, in French.
  await form.getByLabel('Prénom').fill('Salimata');
  await form.getByRole('button', { name: 'Commander', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Commande non envoyée' })).toBeVisible();
  await expect(page.getByText('Ville : Le champ est vide')).toBeVisible();
  await page.goBack();

  const lastname = `Zongo${Date.now().toString(36)}`;
  await form.getByLabel('Prénom').fill('Salimata');
  await form.getByLabel('Nom', { exact: true }).fill(lastname);
  await form.getByLabel('Téléphone').fill('76 12 34 56');
  await form.getByLabel('E-mail').fill('salimata@client.test');
  await form.getByLabel('Ville').fill('Koudougou');
  await form.getByLabel('Quantité').fill('1');
  // The demo store asks how she gets it and how she pays: the plain form posts her choices too.
  await form.getByRole('radio', { name: /Retrait en boutique/ }).check();
  await form.getByRole('radio', { name: /Paiement à la livraison/ }).check();
  await form.getByRole('button', { name: 'Commander', exact: true }).click();
  await expect(page).toHaveURL(/\/orders\/[A-Z2-9]{6}\/confirmation$/);
  await expect(page.getByRole('status')).toContainText('Votre commande a bien été envoyée');
  const code = (await page.getByTestId('order-code').textContent())!.trim();
  // The summary and how to pay, served by the API under its no-script policy.
  for (const text of ['Retrait en boutique', 'Paiement à la livraison', 'Total']) {
    await expect(page.locator('main')).toContainText(text);
  }

  // Reloading the confirmation orders nothing twice (it was reached by a redirect).
  await page.reload();
  await expect(page.getByTestId('order-code')).toHaveText(code);

  // One link to follow the order: the store's follow page, whose form posts to the API without scripts.
  await page.getByTestId('follow-link').click();
  await page.getByLabel('Numéro de commande').fill(code);
  await page.getByLabel('Téléphone').fill('76123456');
  await page.getByRole('button', { name: 'Suivre ma commande' }).click();
  await expect(page.getByRole('heading', { name: `Commande ${code}` })).toBeVisible();
  await expect(page.locator('.status')).toHaveText('En Cours');

  // The storefront's own follow page works without scripts too; a wrong phone finds nothing.
  await page.goto(`/${DEMO.slug}/suivi`);
  await page.getByLabel('Numéro de commande').fill(code);
  await page.getByLabel('Téléphone').fill('70000000');
  await page.getByRole('button', { name: 'Suivre ma commande' }).click();
  await expect(page.getByText('Aucune commande avec ce numéro et ce téléphone.')).toBeVisible();

  const token = (
    (await (
      await request.post('/api/login', { data: { emailOrPhone: DEMO.login, password: DEMO.password } })
    ).json()) as { token: string }
  ).token;
  const orders = await request.get('/api/orders?perPage=100', { headers: { authorization: `Bearer ${token}` } });
  const mine = ((await orders.json()) as { data: { lastname: string }[] }).data.filter((o) => o.lastname === lastname);
  expect(mine).toHaveLength(1);
});

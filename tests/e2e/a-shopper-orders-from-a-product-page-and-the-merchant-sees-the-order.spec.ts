import { apiLogin, expect, test } from './support/fixtures';
import { DEMO, orderFormReady, waitForStorefront } from './support/storefront-helpers';

// The first test waits for the demo store's first publication (an Astro build).
test.describe.configure({ timeout: 120_000 });

test('a shopper orders from a product page and the merchant sees the order', async ({ page, request }) => {
  await waitForStorefront(request, DEMO.slug);
  await page.goto(`/${DEMO.slug}/products`);
  // A product in stock (the order form is only there for those).
  const links = await page.locator('.card a').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).pathname));
  let found = false;
  for (const href of links) {
    await page.goto(href);
    if (await page.getByRole('button', { name: 'Commander' }).count()) {
      found = true;
      break;
    }
  }
  expect(found).toBe(true);

  const form = page.locator('form');
  await orderFormReady(page);
  // The shared schema's messages, before anything is sent.
  await form.getByRole('button', { name: 'Commander' }).click();
  await expect(form.getByText('Le champ est vide').first()).toBeVisible();

  const firstname = `Fatou${Date.now().toString(36)}`;
  await form.getByLabel('Prénom').fill(firstname);
  await form.getByLabel('Nom', { exact: true }).fill('Ouédraogo');
  await form.getByLabel('Téléphone').fill('70 11 22 33');
  await form.getByLabel('E-mail').fill(`${firstname.toLowerCase()}@client.test`);
  await form.getByLabel('Ville').fill('Bobo-Dioulasso');
  await form.getByLabel('Quantité').fill('1');
  // The demo store offers pickup and delivery, cash and mobile money: she picks.
  await form.getByRole('radio', { name: /Retrait en boutique/ }).check();
  await form.getByRole('radio', { name: /Paiement à la livraison/ }).check();
  await form.getByRole('button', { name: 'Commander' }).click();
  // The confirmation is a page of its own, with the code large.
  await expect(page).toHaveURL(new RegExp(`/${DEMO.slug}/commande\\?code=[A-Z2-9]{6}$`), { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Merci pour votre commande !');
  await expect(page.getByTestId('order-code')).toHaveText(/^[A-Z2-9]{6}$/);

  const token = await apiLogin(request, DEMO.login, DEMO.password);
  const orders = await request.get('/api/orders', { headers: { authorization: `Bearer ${token}` } });
  expect(orders.status()).toBe(200);
  const list = (await orders.json()).data as { firstname: string; status: string; city: string }[];
  expect(list.find((o) => o.firstname === firstname)).toMatchObject({ status: 'pending', city: 'Bobo-Dioulasso' });
});

test('the order form says clearly when the network failed and keeps what the shopper typed', async ({
  page,
  request,
}) => {
  await waitForStorefront(request, DEMO.slug);
  await page.goto(`/${DEMO.slug}/products`);
  // The first product in stock (an out-of-stock product page has no order form).
  const hrefs = await page.locator('.card a').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).pathname));
  const form = page.locator('form');
  for (const href of hrefs) {
    await page.goto(href);
    if ((await form.count()) > 0) break;
  }
  await expect(form).toHaveCount(1);
  await page.route('**/api/shop/**', (route) => route.abort('internetdisconnected'));
  // Typed at once, likely before the island hydrates (as on a slow phone): every keystroke must still count.
  await form.getByLabel('Prénom').fill('Réseau');
  await form.getByLabel('Nom', { exact: true }).fill('Coupé');
  await form.getByLabel('Téléphone').fill('70112233');
  await form.getByLabel('E-mail').fill('reseau@client.test');
  await form.getByLabel('Ville').fill('Ouagadougou');
  // Sent once the island is awake (before, the button posts the plain form: the journey without JavaScript).
  await orderFormReady(page);
  await form.getByRole('radio', { name: /Retrait en boutique/ }).check();
  await form.getByRole('radio', { name: /Paiement à la livraison/ }).check();
  await form.getByRole('button', { name: 'Commander' }).click();
  const notice = form.locator('.notice');
  await expect(notice).toContainText('vérifiez votre connexion internet');
  expect(await notice.getAttribute('role')).toBe('alert');
  await expect(form.getByLabel('Prénom')).toHaveValue('Réseau'); // nothing the shopper typed is lost
});

import { test, expect, signInInPage, type Merchant } from './support/fixtures';
import type { APIRequestContext } from '@playwright/test';
import { newClothingType, openAtelier } from './support/atelier';
import { asShown, dayFromToday } from './support/days';

// A tailor's workshop loses the network: on the tablet she adds a customer, takes his measurements for a boubou, the
// page is reloaded with the network still off and everything is still there; when the network returns it all
// reaches the server.

/** Her store on the plan with the atelier, the atelier on, and a boubou model. */
async function tailor(request: APIRequestContext, m: Merchant) {
  const auth = await openAtelier(request, m);
  await newClothingType(request, auth, {
    name: 'Boubou',
    parts: ['Tour de poitrine', 'Épaule', 'Longueur boubou'],
    defaultPrice: '25000',
  });
  return { email: m.email, password: m.password, auth };
}

test('a tailor offline takes measurements for a boubou and an order with a deposit, and they reach the server', async ({
  page,
  context,
  request,
  merchantWithStore,
}) => {
  test.setTimeout(150_000);
  const dueDate = dayFromToday(27);
  await page.setViewportSize({ width: 800, height: 1280 });
  const m = await tailor(request, merchantWithStore);
  await signInInPage(page, m.email, m.password, /\/user\/dashboard$/);
  await page.evaluate(async () => navigator.serviceWorker.ready);
  // Online once: the atelier's parts and models are kept on the tablet.
  await page.goto('/user/atelier/costumer/customermeasure');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page.getByText('Prendre les mesures')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Client' })).toBeVisible();
  // The network goes only once the tablet holds its copy of the parts and models (on a busy machine the answers
  // can come after the form shows).
  await expect
    .poll(() =>
      page.evaluate(() =>
        ['parts', 'clothing-types'].every((name) =>
          Object.keys(localStorage).some((key) => key.startsWith('boutique.atelier.') && key.endsWith(`.${name}`)),
        ),
      ),
    )
    .toBe(true);

  await context.setOffline(true);
  await page.goto('/user/atelier/costumer/customers').catch(() => undefined);
  await page.getByRole('link', { name: 'Nouveau client' }).click();
  await page.getByRole('textbox', { name: 'Prénom' }).fill('Issouf');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Sawadogo');
  await page.getByLabel('Téléphone').fill('+22676445566');
  await page.getByRole('button', { name: 'Enregistrer et prendre les mesures' }).click();
  await expect(page).toHaveURL(/\/costumer\/customermeasure\/[0-9a-f-]{36}$/);
  const customerId = page.url().split('/').pop()!;

  await page.getByText('Boubou', { exact: true }).click();
  await page.getByLabel('Tour de poitrine').fill('102');
  await page.getByLabel('Épaule').fill('46,5');
  await page.getByLabel('Longueur boubou').fill('145');
  await page.getByLabel('Prises par').fill('Moussa');
  await page.getByRole('button', { name: 'Enregistrer les mesures' }).click();
  await expect(page).toHaveURL(/\/customermeasure-details\/[0-9a-f-]{36}$/);
  const setId = page.url().split('/').pop()!;
  await expect(page.getByTestId('sheet-values')).toContainText('46.5 cm');

  // Still offline, a made-to-measure order: the boubou at its model's price, a deposit and a due date.
  await page.goto(`/user/atelier/costumer/single/${customerId}`).catch(() => undefined);
  await page.getByRole('link', { name: 'Nouvelle commande' }).click();
  await expect(page).toHaveURL(/\/orders\/addnew\/[0-9a-f-]{36}$/);
  await page.getByRole('combobox', { name: 'Modèle' }).click();
  await page.getByRole('option', { name: 'Boubou' }).click();
  await expect(page.getByRole('textbox', { name: 'Prix (F CFA)' })).toHaveValue('25000');
  await page.getByLabel('Date de livraison').fill(dueDate);
  await page.getByLabel('Avance payée (F CFA)').fill('10000');
  await page.getByRole('button', { name: 'Enregistrer la commande' }).click();
  await expect(page).toHaveURL(/\/orders\/view\/[0-9a-f-]{36}$/);
  const orderId = page.url().split('/').pop()!;
  await expect(page.getByTestId('atelier-order-balance')).toHaveText(/15\s000\sF\s?CFA/);

  // The tablet is closed and reopened, still offline: the customer, the taking and the order are there, waiting.
  await page.reload().catch(() => undefined);
  await expect(page.getByTestId('atelier-order-due')).toHaveText(asShown(dueDate));
  await expect(page.getByTestId('atelier-pending')).toBeVisible();
  await page.goto(`/user/atelier/costumer/single/${customerId}`).catch(() => undefined);
  await expect(page.getByTestId('atelier-current-measures')).toContainText('145 cm');
  await expect(page.getByTestId('atelier-customer-owes')).toHaveText(/15\s000\sF\s?CFA/);

  // The network returns: everything reaches the server.
  await context.setOffline(false);
  await expect(page.getByTestId('atelier-pending')).toHaveCount(0, { timeout: 45_000 });
  const pull = await (await request.get('/api/sync/pull?since=0&limit=500', { headers: m.auth })).json();
  const set = pull.changes.find((c: { id: string }) => c.id === setId);
  expect(set.data).toMatchObject({ customerId, clothingTypeName: 'Boubou', takenBy: 'Moussa' });
  expect(set.data.values.map((v: { value: number }) => v.value)).toEqual([102, 46.5, 145]);
  expect(pull.changes.find((c: { id: string }) => c.id === customerId).data.firstName).toBe('Issouf');
  const order = pull.changes.find((c: { id: string }) => c.id === orderId).data;
  expect(order).toMatchObject({ customerId, dueDate, total: 25000 });
  expect(order.payments.map((p: { amount: number }) => p.amount)).toEqual([10000]);
  expect(order.garments[0]).toMatchObject({ name: 'Boubou', measurementSetId: setId, stage: 'measures' });
  expect(order.garments[0].measurements.map((v: { value: number }) => v.value)).toEqual([102, 46.5, 145]);
  // It is an order of the store: the merchant's order list has it.
  const list = await (await request.get('/api/orders', { headers: m.auth })).json();
  expect(JSON.stringify(list)).toContain(order.code);

  // A tailor in Guinea: once her store is in GNF, her atelier writes GNF, not FCFA (amounts and the payment field).
  const gnf = await request.put('/api/stores', { headers: m.auth, multipart: { currency: 'GNF' } });
  expect(gnf.status(), await gnf.text()).toBe(200);
  await page.goto(`/user/atelier/orders/view/${orderId}`);
  await expect(page.getByTestId('atelier-order-balance')).toHaveText(/^15\s000\sGNF$/);
  await expect(page.getByLabel('Nouveau paiement (GNF)')).toBeVisible();
});

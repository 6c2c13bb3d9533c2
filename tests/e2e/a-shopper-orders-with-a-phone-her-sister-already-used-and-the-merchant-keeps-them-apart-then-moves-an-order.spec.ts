import type { APIRequestContext } from '@playwright/test';
import { expect, signInInPage, test, type Merchant } from './support/fixtures';
import { pushCustomerWithOrders } from './support/atelier';
import { newProduct, storefrontOrder } from './support/shop-data';
import { shots } from './support/shots';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** A storefront order by this shopper; answers its id and code. */
const orderBy = (request: APIRequestContext, m: Merchant, productId: string, who: object) =>
  storefrontOrder(request, m.store.slug, { productId, quantity: 1, city: 'Ouagadougou', ...who });

test('a shopper orders with a phone her sister already used and the merchant keeps them apart, then moves an order', async ({
  page,
  request,
  merchantWithStore: m,
}) => {
  test.setTimeout(180_000);
  const headers = { authorization: `Bearer ${m.token}` };
  // Fatimata's file, typed in the shop with her number written the atelier's way.
  const { customerId: fatimataId } = await pushCustomerWithOrders(
    request,
    headers,
    { firstName: 'Fatimata', lastName: 'Kaboré', phone: '+226 70 11 22 33' },
    [],
    'atelier-tablet',
  );
  const productId = await newProduct(request, m, { name: 'Pagne wax', price: '5000', stock: '9' });
  // Fatimata orders on the storefront (her file is found by phone and name), then her sister with the same phone.
  const hers = await orderBy(request, m, productId, {
    firstname: 'Fatimata',
    lastname: 'Kaboré',
    phone: '70 11 22 33',
    email: 'fatimata@exemple.bf',
  });
  const aminatas = await orderBy(request, m, productId, {
    firstname: 'Aminata',
    lastname: 'Ouédraogo',
    phone: '70 11 22 33',
    email: 'aminata@exemple.bf',
  });

  await signInInPage(page, m.email, m.password, /\/user\/dashboard$/);
  // The app's files are kept on the phone (its service worker in control) before the network may go.
  await page.evaluate(async () => navigator.serviceWorker.ready);

  // Aminata's order says whose phone it is, and her name opens her own file, not Fatimata's.
  await page.goto(`/user/orders/${aminatas.id}`);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page.getByTestId('order-code')).toContainText(aminatas.code, { timeout: 30_000 });
  const notice = page.getByTestId('same-phone');
  await expect(notice).toContainText('Même téléphone que Fatimata Kaboré', { timeout: 30_000 });
  await expect(notice.getByRole('button', { name: 'Fusionner avec Fatimata Kaboré' })).toBeVisible();
  await shots(page, 'order-same-phone', { fullPage: true });
  await page.getByRole('link', { name: 'Aminata Ouédraogo' }).click();
  await expect(page.getByTestId('customer-name')).toHaveText('Aminata Ouédraogo');
  await expect(page.getByTestId('customer-order')).toHaveCount(1);
  await expect(page.getByTestId('customer-order')).toContainText(aminatas.code);

  // Two sisters: she keeps them apart, from the order.
  await page.goBack();
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Garder séparés' }).click();
  await expect(notice).toHaveCount(0);

  // Fatimata's order was in fact for Aminata: she files it under her from a searchable list of her customers.
  await page.goto(`/user/orders/${hers.id}`);
  await expect(page.getByTestId('order-code')).toContainText(hers.code, { timeout: 30_000 });
  await page.getByTestId('order-change-customer').click();
  const dialog = page.getByRole('dialog', { name: 'Changer de client' });
  await dialog.getByRole('textbox', { name: 'Rechercher un client' }).fill('ouedraogo');
  const choice = dialog.getByTestId('customer-choice').filter({ hasText: 'Aminata Ouédraogo' });
  await expect(dialog.getByTestId('customer-choice')).toHaveCount(1);
  expect((await choice.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await shots(page, 'change-customer', { fullPage: true });
  // In the shop the network comes and goes: the move is kept on the tablet and sent when it is back.
  await page.context().setOffline(true);
  await choice.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('enregistrée sur cet appareil, en attente d’envoi', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Aminata Ouédraogo' })).toBeVisible();

  // Aminata's file (read from the tablet, offline) now holds both orders and owes both; Fatimata's none.
  await page.getByRole('link', { name: 'Aminata Ouédraogo' }).click();
  await expect(page.getByTestId('customer-name')).toHaveText('Aminata Ouédraogo');
  await expect(page.getByTestId('customer-order')).toHaveCount(2, { timeout: 30_000 });
  await expect(page.getByTestId('customer-orders')).toContainText(hers.code);
  await expect(page.getByTestId('customer-due')).toHaveText(/10\s000/);
  await shots(page, 'customer-after-move', { fullPage: true });
  await page.context().setOffline(false);
  await page.goto(`/user/customers/${fatimataId}`);
  await expect(page.getByTestId('customer-name')).toHaveText('Fatimata Kaboré');
  await expect(page.getByTestId('customer-order')).toHaveCount(0);
  await expect(page.getByTestId('customer-due')).toHaveText(/^0\s/);

  // The server has it too: the order is Aminata's there.
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/orders/${hers.id}`, { headers });
        return res.ok() ? ((await res.json()) as { data: { customerId?: string; firstname?: string } }).data : null;
      },
      { timeout: 30_000 },
    )
    .toMatchObject({ firstname: 'Aminata' });
});

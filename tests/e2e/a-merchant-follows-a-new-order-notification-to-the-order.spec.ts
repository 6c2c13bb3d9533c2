import { expect, signInInPage, test } from './support/fixtures';
import { newProduct, storefrontOrder } from './support/shop-data';
import { picture } from './support/uploads';

test('a merchant sees a new order on the dashboard, follows its notification to the order, and keeps the figures offline', async ({
  page,
  request,
  merchantWithStore,
}) => {
  test.setTimeout(120_000);
  // A fresh merchant with a store (fixture) puts a product in it through the API.
  const { token, store } = merchantWithStore;
  const productId = await newProduct(
    request,
    merchantWithStore,
    { name: 'Pagne wax', price: '5000', stock: '10' },
    await picture('pagne.png', '#2a9d8f', 400, 400, 'png'),
  );

  const before = await request.get('/api/dashboard', { headers: { Authorization: `Bearer ${token}` } });
  const ordersBefore = ((await before.json()) as { data: { orders: number } }).data.orders;

  // A shopper orders from the storefront.
  const lastname = `Traoré${Date.now().toString(36)}`;
  const { id: orderId } = await storefrontOrder(request, store.slug, {
    productId,
    firstname: 'Ali',
    lastname,
    phone: '70112233',
    email: 'ali@exemple.bf',
    city: 'Ouagadougou',
    quantity: 2,
  });

  // The merchant signs in and sees it counted.
  await signInInPage(page, merchantWithStore.email, merchantWithStore.password, /\/user\/dashboard$/);
  await expect(page.getByTestId('dashboard-store-name')).toHaveText(store.name);
  await expect(page.getByTestId('figure-orders')).toHaveText(String(ordersBefore + 1));
  await expect(page.getByTestId('account-name')).toHaveText(
    `${merchantWithStore.firstName} ${merchantWithStore.lastName}`,
  );
  await expect(page.getByTestId('account-status')).toHaveText('Actif');

  // The bell lists it unread; a click marks it read and opens the order.
  const bell = page.getByRole('button', { name: /^Notifications non lues : [1-9]/ });
  await bell.click();
  await page.getByRole('menuitem', { name: new RegExp(lastname) }).click();
  await expect(page).toHaveURL(new RegExp(`/user/orders/${orderId}$`));
  // The order page: its code, the customer and the line ordered.
  await expect(page.getByTestId('order-code')).toContainText('Commande ');
  await expect(page.getByText(`Ali ${lastname}`)).toBeVisible();
  await expect(page.getByTestId('order-lines')).toContainText('Pagne wax');
  await expect(page.getByTestId('order-total')).toContainText('10');

  // Read now: it is no longer among the unread ones.
  await page.goto('/user/dashboard');
  await page.getByRole('button', { name: /^Notifications non lues/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(page.getByRole('menuitem', { name: new RegExp(lastname) })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Offline, the dashboard counts what the tablet holds (the order reached it with the last pull), and says so.
  await expect(page.getByTestId('figure-orders')).toHaveText(String(ordersBefore + 1));
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByTestId('dashboard-device')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('figure-orders')).toHaveText(String(ordersBefore + 1));
  await page.context().setOffline(false);
});

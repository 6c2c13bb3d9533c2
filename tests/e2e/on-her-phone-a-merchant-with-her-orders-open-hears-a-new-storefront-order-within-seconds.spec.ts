import { expect, signInInPage, test } from './support/fixtures';
import { newProduct, storefrontOrder } from './support/shop-data';
import { picture } from './support/uploads';

// A 390 × 844 phone: the orders screen is open, a shopper orders from the storefront; without any reload the app
// toasts the order's code, the shopper and the total, and the order is in the list.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('on her phone, a merchant with her orders open hears a new storefront order within seconds', async ({
  page,
  request,
  merchantWithStore,
}) => {
  test.setTimeout(120_000);
  const { store } = merchantWithStore;
  const productId = await newProduct(
    request,
    merchantWithStore,
    { name: 'Pagne wax', price: '7500', stock: '10' },
    await picture('pagne.png', '#2a9d8f', 400, 400, 'png'),
  );

  await signInInPage(page, merchantWithStore.email, merchantWithStore.password, /\/user\/dashboard$/);
  // The new account's bell starts at nothing unread.
  await expect(page.getByRole('button', { name: 'Notifications non lues : 0' })).toBeVisible();
  // The app says when it can open offline: after her first sign-in its files are cached.
  await expect(page.getByTestId('offline-readiness')).toContainText('Prêt hors ligne', { timeout: 60_000 });

  // Her orders screen is open and the app has asked once for news.
  const asked = page.waitForResponse((r) => r.url().includes('/api/notifications/new?'));
  await page.goto('/user/orders');
  await expect(page.getByTestId('orders-empty')).toBeVisible({ timeout: 30_000 });
  await asked;
  await page.waitForResponse((r) => r.url().includes('/api/notifications/new?'));

  const { code } = await storefrontOrder(request, store.slug, {
    productId,
    firstname: 'Adjaratou',
    lastname: 'Sanou',
    phone: '70112233',
    email: 'adjaratou@exemple.bf',
    city: 'Bobo-Dioulasso',
    quantity: 2,
  });

  // Within 5 s (the watch asks every 3 s), without a reload: the toast with the code, her name and the total.
  const toast = page.locator('.mantine-Notification-root').filter({ hasText: `Nouvelle commande ${code}` });
  await expect(toast).toBeVisible({ timeout: 5_000 });
  await expect(toast).toContainText('Adjaratou Sanou — 15 000 F CFA');
  // The sync pulled it: the order is in the list, and the bell counts it.
  await expect(page.getByTestId('order-card').filter({ hasText: code })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Notifications non lues : 1' })).toBeVisible({ timeout: 15_000 });

  // « Tout marquer comme lu » empties the bell.
  await page.getByRole('button', { name: 'Notifications non lues : 1' }).click();
  await page.getByRole('menuitem', { name: 'Tout marquer comme lu' }).click();
  await expect(page.getByRole('button', { name: 'Notifications non lues : 0' })).toBeVisible();
});

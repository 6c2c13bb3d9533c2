import { expect, test } from './support/fixtures';

// The administrator, on a phone: the sidebar is a 250 px drawer behind the menu button.
test.use({ viewport: { width: 390, height: 800 } });

test('an admin follows a new shop notification to the shop, from the phone drawer too', async ({
  page,
  merchantWithStore,
  admin: _admin,
}) => {
  test.setTimeout(120_000);
  // A merchant registered and created a store through the API (fixture, made before the admin signs in): the
  // administrators are notified.
  const storeName = merchantWithStore.store.name;
  const storeId = merchantWithStore.store.id;

  await expect(page.getByTestId('frame-title')).toHaveText('Tableau de Bord');

  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Boutique' });
  await expect(drawer).toBeVisible();
  const box = await drawer.boundingBox();
  expect(Math.round(box!.width)).toBe(250);
  await drawer.getByRole('link', { name: 'Tableau de Bord' }).click();
  await expect(drawer).toBeHidden();

  // The new shop is among the unread notifications; a click opens it, titled « Fiche boutique ».
  await page.getByRole('button', { name: /^Notifications non lues : [1-9]/ }).click();
  await page.getByRole('menuitem', { name: new RegExp(`Nouvelle boutique : ${storeName}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/shops/${storeId}$`));
  await expect(page.getByTestId('frame-title')).toHaveText('Fiche boutique');
});

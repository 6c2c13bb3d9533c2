import { expect, test } from '@playwright/test';

test('an admin follows a new shop notification to the shop, from the phone drawer too', async ({ page, request }) => {
  test.setTimeout(120_000);
  // A merchant registers and creates a store through the API: the administrators are notified.
  const unique = Date.now().toString(36);
  const email = `boutique-${unique}@exemple.bf`;
  const registered = await request.post('/api/register', {
    data: {
      firstName: 'Issa',
      lastName: 'Kaboré',
      emailOrPhone: email,
      password: 'Secret1234',
      confirmPass: 'Secret1234',
      termCondition: true,
    },
  });
  expect(registered.status()).toBe(201);
  const login = await request.post('/api/login', { data: { emailOrPhone: email, password: 'Secret1234' } });
  const { token } = (await login.json()) as { token: string };
  const storeName = `Tissus Kaboré ${unique}`;
  const created = await request.post('/api/stores', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { name: storeName, phone: '+22676000000', email },
  });
  expect(created.status()).toBe(201);
  const storeId = ((await created.json()) as { data: { id: string } }).data.id;

  // The administrator, on a phone: the sidebar is a 250 px drawer behind the menu button.
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/auth/signin');
  await page.getByLabel('Email', { exact: true }).fill('admin@boutique.local');
  await page.getByLabel('Mot de passe').fill('Admin1234');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 30_000 }); // password hashing is slow on a busy machine
  await expect(page.getByTestId('frame-title')).toHaveText('Tableau de Bord');

  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Boutique' });
  await expect(drawer).toBeVisible();
  const box = await drawer.boundingBox();
  expect(Math.round(box!.width)).toBe(250);
  await drawer.getByRole('link', { name: 'Tableau de Bord' }).click();
  await expect(drawer).toBeHidden();

  // The new shop is among the unread notifications; a click opens it and the title becomes 'Panneau'.
  await page.getByRole('button', { name: /^Notifications non lues : [1-9]/ }).click();
  await page.getByRole('menuitem', { name: new RegExp(`Nouvelle boutique : ${storeName}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/shops/${storeId}$`));
  await expect(page.getByTestId('frame-title')).toHaveText('Panneau');
});

import { test, expect } from './support/fixtures';
import { setSubscriptionStatus } from './support/server-data';

test('a suspended merchant sees the blocking « Compte Suspendu » modal and cannot change anything', async ({
  page,
  request,
  merchantWithStore,
}) => {
  // A fresh merchant with a store (fixture); she signs in below, once suspended.
  const { email, password, token } = merchantWithStore;
  const me = await (await request.get('/api/verifyToken', { headers: { authorization: `Bearer ${token}` } })).json();

  // The platform suspends the account (the admin screens for this come with the subscriptions issue).
  setSubscriptionStatus(me.user.id, 'suspended');

  await page.goto('/auth/signin');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  const modal = page.getByRole('dialog', { name: 'Compte Suspendu' });
  await expect(modal).toBeVisible({ timeout: 30_000 });
  await expect(modal).toContainText("non-respect des conditions d'utilisation");
  // It cannot be dismissed.
  await page.keyboard.press('Escape');
  await expect(modal).toBeVisible();

  // The server refuses the merchant's writes, whatever the UI does; reads stay possible.
  const write = await request.put('/api/stores', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { name: 'Nouveau nom' },
  });
  expect(write.status()).toBe(403);
  expect((await write.json()).message).toContain('Compte suspendu');
  expect(
    (await request.get(`/api/stores/${me.user.id}`, { headers: { authorization: `Bearer ${token}` } })).status(),
  ).toBe(200);

  // Signing out is the way out.
  await modal.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/auth\/signin/);
});

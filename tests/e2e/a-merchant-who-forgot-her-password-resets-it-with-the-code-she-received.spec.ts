import { test, expect } from './support/fixtures';
import { newestResetCode } from './support/server-data';

test('a merchant who forgot her password resets it with the code she received, then signs in', async ({
  page,
  request,
  merchantWithStore,
}) => {
  // A merchant with an account and a store (fixture) who no longer remembers her password.
  const { email, password: oldPassword } = merchantWithStore;

  await page.goto('/auth/signin');
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot$/);
  await page.getByLabel('Email ou téléphone').fill(email);
  await page.getByRole('button', { name: 'Recevoir le code' }).click();
  await expect(page).toHaveURL(/\/auth\/verify\/[\w-]+$/);

  // She reads the code in her mailbox (the server's outbox when no SMTP server is configured).
  let code: string | null = null;
  await expect.poll(() => (code = newestResetCode(email)), { timeout: 15_000 }).not.toBeNull();

  // A wrong code is refused and she stays on the code step.
  const pin = page.getByRole('textbox', { name: 'PinInput' });
  await pin.first().click();
  await page.keyboard.type(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Vérifier le code' }).click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/verify\//);

  // The step keeps its place on reload; she types the right code.
  await page.reload();
  await pin.first().click();
  await page.keyboard.type(code!);
  await page.getByRole('button', { name: 'Vérifier le code' }).click();
  await expect(page).toHaveURL(/\/auth\/reset\/[\w-]+$/);

  // The new password must follow the rules (≥ 8, a lowercase, an uppercase).
  await page.getByLabel('Nouveau mot de passe').fill('toutpetit');
  await page.getByLabel('Confirmer le mot de passe').fill('toutpetit');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Majuscule requise pass')).toBeVisible();

  await page.getByLabel('Nouveau mot de passe').fill('Nouveau1234');
  await page.getByLabel('Confirmer le mot de passe').fill('Nouveau1234');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  // The new password is hashed at the production cost (like sign-in, slow on a busy machine).
  await expect(page).toHaveURL(/\/auth\/signin$/, { timeout: 30_000 });

  // The old password no longer works; the new one does.
  expect((await request.post('/api/login', { data: { emailOrPhone: email, password: oldPassword } })).status()).toBe(
    401,
  );
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('Nouveau1234');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/, { timeout: 30_000 });
});

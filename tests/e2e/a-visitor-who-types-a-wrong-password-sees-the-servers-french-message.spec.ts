import { expect, test } from '@playwright/test';

test('a visitor who types a wrong password sees the server’s French message', async ({ page, request }) => {
  // Our own merchant account, so no other journey's throttling interferes.
  const unique = Date.now().toString().slice(-7);
  const email = `mauvais-pass-${unique}@exemple.com`;
  const phone = `7${unique}`; // 8 digits → +226 7xxxxxxx
  for (const emailOrPhone of [email, `+226${phone}`]) {
    const created = await request.post('/api/register', {
      data: { firstName: 'Awa', lastName: 'Ouédraogo', emailOrPhone, password: 'Correct123', confirmPass: 'Correct123', termCondition: true },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
  // What the server says for a wrong password (asked for another account, the phone one, so throttling stays apart).
  const probe = await request.post('/api/login', { data: { emailOrPhone: `+226${phone}`, password: 'Mauvais999' } });
  expect(probe.status()).toBe(401);
  const { message } = (await probe.json()) as { message: string };
  expect(message).toMatch(/[éèàêç]|incorrect/i); // French, not a bare status text

  await page.goto('/auth/signin');
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();

  // The form checks the shared rules first: nothing typed → the specification's message, no call made.
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('Le champ est vide').first()).toBeVisible();

  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Mot de passe').fill('PasLeBon42');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByTestId('signin-error')).toHaveText(message);
  await expect(page).toHaveURL(/\/auth\/signin$/);

  // The phone tab (country code +226 by default) gets the same answer.
  await page.getByRole('tab', { name: 'Par téléphone' }).click();
  await expect(page.getByRole('textbox', { name: 'Indicatif' })).toHaveValue(/\+226/);
  await page.getByLabel('Téléphone', { exact: true }).fill(phone);
  await page.getByLabel('Mot de passe').fill('EncoreFaux1');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByTestId('signin-error')).toHaveText(message);

  // And the right password goes to the merchant dashboard.
  await page.getByLabel('Mot de passe').fill('Correct123');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);
});

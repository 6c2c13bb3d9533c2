import { expect, test } from './support/fixtures';

test('a visitor who types a wrong password sees the server’s French message', async ({ page, request }) => {
  // Our own merchant account, so no other journey's throttling interferes.
  const unique = Date.now().toString().slice(-7);
  const email = `mauvais-pass-${unique}@exemple.com`;
  const phone = `7${unique}`; // 8 digits → +226 7xxxxxxx
  for (const emailOrPhone of [email, `+226${phone}`]) {
    const created = await request.post('/api/register', {
      data: {
        firstName: 'Awa',
        lastName: 'Ouédraogo',
        emailOrPhone,
        password: 'Correct123',
        confirmPass: 'Correct123',
        termCondition: true,
      },
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
  await page.getByLabel('Mot de passe', { exact: true }).fill('PasLeBon42');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByTestId('signin-error')).toHaveText(message);
  await expect(page).toHaveURL(/\/auth\/signin$/);

  // The phone tab (country code +226 by default) gets the same answer.
  await page.getByRole('tab', { name: 'Par téléphone' }).click();
  await expect(page.getByRole('combobox', { name: 'Indicatif' }).locator('option:checked')).toHaveText(/\+226/);
  await page.getByLabel('Téléphone', { exact: true }).fill(phone);
  await page.getByLabel('Mot de passe', { exact: true }).fill('EncoreFaux1');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByTestId('signin-error')).toHaveText(message);

  // And the right password goes to the merchant dashboard.
  await page.getByLabel('Mot de passe', { exact: true }).fill('Correct123');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);
});

test('a visitor who signs up with a taken email sees the server’s message on that field', async ({ page, request }) => {
  const email = `deja-pris-${Date.now()}@exemple.com`;
  const signUp = () =>
    request.post('/api/register', {
      data: {
        firstName: 'Issa',
        lastName: 'Traoré',
        emailOrPhone: email,
        password: 'Secret123',
        confirmPass: 'Secret123',
        termCondition: true,
      },
    });
  expect((await signUp()).status()).toBe(201);
  const again = await signUp();
  expect(again.status()).toBe(422);
  const fieldMessage = ((await again.json()) as { errors: { emailOrPhone: string[] } }).errors.emailOrPhone[0]!;

  await page.goto('/auth/signup');
  // The shared rules run in the form first.
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText("Acceptez termes conditions d'utilisation")).toBeVisible();
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('abc');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText('Pass trop court, minimun 6 la longueur')).toBeVisible();

  await page.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Issa');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Traoré');
  await page.getByRole('textbox', { name: 'Email ou téléphone' }).fill(email);
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('Secret123');
  await page.getByRole('textbox', { name: 'Confirmer le mot de passe' }).fill('Secret123');
  await page.getByRole('checkbox', { name: /J'accepte les conditions/ }).check();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  const field = page.getByRole('textbox', { name: 'Email ou téléphone' });
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(fieldMessage)).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/signup$/);
});

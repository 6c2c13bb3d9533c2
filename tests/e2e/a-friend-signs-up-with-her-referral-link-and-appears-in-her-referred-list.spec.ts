import fs from 'node:fs';
import path from 'node:path';
import { test, expect, unique } from './support/fixtures';
import { serverDataDir } from './support/server-data';

// Sign-ins hash passwords: slow on a busy machine (the fixture signs in before the test's own time starts).
test.describe.configure({ timeout: 180_000 });

test('a friend signs up with her referral link and appears in her referred list', async ({
  page,
  browser,
  signedInMerchant,
}) => {
  await page.getByRole('link', { name: 'Parrainage' }).first().click();
  await expect(page.getByText(/Personne ne s'est encore inscrit avec votre code/)).toBeVisible();
  const code = (await page.getByTestId('referral-code').textContent())!.trim();
  const link = await page.getByLabel("Lien d'inscription").inputValue();
  expect(link).toMatch(new RegExp(`/auth/signup\\?ref=${code}$`));
  await expect(page.getByRole('link', { name: 'Partager sur WhatsApp' })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/\\?text=.*${encodeURIComponent(link).replace(/[.?]/g, '\\$&')}`),
  );

  // She invites a friend by email: the message with her link goes out through the outbox.
  await page.getByRole('link', { name: 'Inviter une commerçante' }).click();
  const friendEmail = `amie-${unique()}@boutique.test`;
  await page.getByLabel('Email ou numéro de téléphone').fill('amie@');
  await page.getByRole('button', { name: "Envoyer l'invitation" }).click();
  await expect(page.getByText('Email Incorrect')).toBeVisible();
  await page.getByLabel('Email ou numéro de téléphone').fill(friendEmail);
  await page.getByRole('button', { name: "Envoyer l'invitation" }).click();
  await expect(page.getByText('Invitation envoyée.')).toBeVisible();
  const outbox = path.join(serverDataDir(), 'outbox');
  const mail = fs
    .readdirSync(outbox)
    .map((f) => fs.readFileSync(path.join(outbox, f), 'utf8').replace(/=\r?\n/g, ''))
    .find((eml) => eml.includes(friendEmail));
  expect(mail).toContain(`ref=3D${code}`); // quoted-printable '='

  // The friend opens the link in her own browser and signs up: the code is already filled in.
  const friend = await browser.newContext({ locale: 'fr-FR' });
  const friendPage = await friend.newPage();
  await friendPage.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(friendPage.getByLabel('Code de parrainage')).toHaveValue(code);
  await friendPage.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Mariam');
  await friendPage.getByRole('textbox', { name: 'Nom', exact: true }).fill('Filleule');
  await friendPage.getByRole('textbox', { name: 'Email ou téléphone' }).fill(friendEmail);
  await friendPage.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('Vitrine1234');
  await friendPage.getByRole('textbox', { name: 'Confirmer le mot de passe' }).fill('Vitrine1234');
  await friendPage.getByRole('checkbox', { name: /J'accepte les conditions/ }).check();
  await friendPage.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(friendPage).toHaveURL(/\/user\//, { timeout: 30_000 });
  await friend.close();

  // She sees her new referred merchant, her plan and that she does not pay yet.
  await page.getByRole('link', { name: 'Retour à la liste' }).click();
  await page.reload();
  const card = page.getByTestId('referred-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Mariam Filleule');
  await expect(card).toContainText('Gratuit');
  await expect(card).toContainText('Non payant');
  await expect(page.getByText('Vos filleules (1)')).toBeVisible();
  expect(signedInMerchant.store.slug).toBeTruthy();
});

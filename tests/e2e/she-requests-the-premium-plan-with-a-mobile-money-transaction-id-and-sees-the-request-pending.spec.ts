import { test, expect, apiLogin, ADMIN } from './support/fixtures';

// Sign-ins hash passwords: slow on a busy machine (the fixture signs in before the test's own time starts).
test.describe.configure({ timeout: 180_000 });

// The merchant's side of a plan change (the administrator's acceptance is its own journey).
test('she requests the premium plan with a mobile-money transaction id and sees the request pending', async ({
  page,
  request,
  signedInMerchant,
}) => {
  await page.getByRole('link', { name: 'Abonnement' }).first().click();
  await expect(page.getByText('Aucune demande. Choisissez un plan ci-dessus pour en faire une.')).toBeVisible();
  await page.getByRole('button', { name: 'Choisir Premium Mensuel' }).click();

  const modal = page.getByRole('dialog', { name: 'Déclaration de paiement' });
  await expect(modal.getByText(/Payez ce montant par mobile money/)).toBeVisible();
  // A paid plan needs the payment declaration: every missing field says so at once.
  await modal.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(modal.getByText('Nom requis')).toBeVisible();
  await expect(modal.getByText('Le champ est vide')).toHaveCount(2); // phone and transaction id
  await modal.getByLabel('Nom complet').fill('Awa Test');
  await modal.getByLabel('Téléphone du paiement').fill('70 11 22 33');
  await modal.getByLabel('Identifiant de la transaction').fill('OM240612.1534.A12345');
  await modal.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(modal).toBeHidden();

  await expect(page.getByTestId('pending-request')).toContainText('Votre demande pour le plan Premium (mensuel)');
  const history = page.getByTestId('request-history');
  await expect(history.getByRole('row')).toHaveCount(2);
  await expect(history).toContainText('OM240612.1534.A12345');
  await expect(history).toContainText('En attente');
  // While it is pending, no second request can be made.
  await expect(page.getByRole('button', { name: 'Choisir Starter Mensuel' })).toBeDisabled();
  // It stays pending after a reload (it is the server's state, not the screen's).
  await page.reload();
  await expect(page.getByTestId('pending-request')).toBeVisible();

  // The platform administrators are told (notification of type `requested`).
  const adminToken = await apiLogin(request, ADMIN.email, ADMIN.password);
  const notes = await request.get('/api/admin-notifications', { headers: { authorization: `Bearer ${adminToken}` } });
  const data = (await notes.json()).data as { type: string; message: string }[];
  expect(data.some((n) => n.type === 'requested' && n.message.includes(signedInMerchant.lastName))).toBe(true);
});

import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

// A tailor signs in online once, then loses the network: customers added and edited offline stay on the tablet
// (even across a reload) and reach the server as soon as the network is back.

async function addCustomer(
  page: Page,
  c: { firstName: string; lastName: string; phone: string; city: string; measurement?: [string, string] },
) {
  await page.getByRole('button', { name: 'Ajouter un client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter un client' });
  await dialog.locator('input[name="firstName"]').fill(c.firstName);
  await dialog.locator('input[name="lastName"]').fill(c.lastName);
  await dialog.locator('input[name="phone"]').fill(c.phone);
  await dialog.locator('input[name="city"]').fill(c.city);
  if (c.measurement) {
    await dialog.getByRole('button', { name: 'Ajouter une mesure' }).click();
    await dialog.getByLabel('Nom de la mesure').fill(c.measurement[0]);
    await dialog.getByLabel('Valeur en cm').fill(c.measurement[1]);
  }
  await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('a merchant works offline, adds and edits customers, and the server gets them', async ({
  page,
  context,
  request,
  signedInMerchant,
}) => {
  // A fresh merchant with a store, signed in online (fixture); the service worker takes control so the app opens
  // with no network.
  const { token } = signedInMerchant;
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await page.goto('/user/customers');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page.getByTestId('customers-empty')).toHaveText('Aucun client pour le moment.');
  // The empty list says what to do.
  await expect(page.getByTestId('customers-empty-hint')).toContainText('Touchez « Ajouter un client »');

  await context.setOffline(true);
  await addCustomer(page, {
    firstName: 'Fatou',
    lastName: 'Traoré',
    phone: '70 11 22 33',
    city: 'Ouagadougou',
    measurement: ['Tour de taille', '74'],
  });
  await addCustomer(page, { firstName: 'Issa', lastName: 'Ouédraogo', phone: '76 44 55 66', city: 'Koudougou' });
  await expect(page.getByTestId('customer-row')).toHaveCount(2);

  // Edit Fatou from her profile, still offline.
  await page.getByRole('link', { name: 'Fatou Traoré' }).click();
  await expect(page.getByTestId('customer-name')).toHaveText('Fatou Traoré');
  await expect(page.getByTestId('customer-measurements')).toContainText('74 cm');
  await page.getByRole('button', { name: 'Modifier' }).click();
  const edit = page.getByRole('dialog', { name: 'Modifier le client' });
  await edit.locator('input[name="city"]').fill('Bobo-Dioulasso');
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText('Bobo-Dioulasso')).toBeVisible();

  // A reload with no network: the app opens from the service worker and the customers are still there.
  await page.reload();
  await expect(page.getByTestId('customer-name')).toHaveText('Fatou Traoré');
  await expect(page.getByText('Bobo-Dioulasso')).toBeVisible();
  await page.goto('/user/customers/card');
  await expect(page.getByTestId('customer-card')).toHaveCount(2);
  await expect(page.getByTestId('customer-pending').first()).toBeVisible();
  await expect(page.getByTestId('sync-indicator')).toContainText('Hors ligne');

  // Back online: the engine syncs on 'online' and the pending marks go away.
  await context.setOffline(false);
  await expect(page.getByTestId('customer-pending')).toHaveCount(0, { timeout: 20_000 });

  const pull = await request.get('/api/sync/pull?since=0', { headers: { authorization: `Bearer ${token}` } });
  expect(pull.status()).toBe(200);
  const { changes } = (await pull.json()) as {
    changes: { table: string; deletedAt: string | null; data: Record<string, unknown> }[];
  };
  const byName = Object.fromEntries(changes.map((c) => [`${c.data.firstName} ${c.data.lastName}`, c]));
  expect(Object.keys(byName).sort()).toEqual(['Fatou Traoré', 'Issa Ouédraogo']);
  expect(byName['Fatou Traoré']).toMatchObject({
    table: 'customers',
    deletedAt: null,
    // The phone is kept in the one form the storefront's orders use too (the store's country code), so both meet.
    data: { city: 'Bobo-Dioulasso', phone: '+22670112233', measurements: { 'Tour de taille': 74 } },
  });
  expect(byName['Issa Ouédraogo']!.data.city).toBe('Koudougou');
});

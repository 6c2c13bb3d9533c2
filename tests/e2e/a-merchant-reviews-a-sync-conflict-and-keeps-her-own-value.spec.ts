import { expect, test } from './support/fixtures';

// Two devices edit the same customer's city while one of them cannot reach the server: the server keeps the value
// written first, the merchant sees the conflict on /user/sync and chooses to keep her own value after all.

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

test('a merchant reviews a sync conflict and keeps her own value', async ({ page, request, signedInMerchant }) => {
  // A fresh merchant with a store, signed in on this tablet (fixture).
  const auth = { authorization: `Bearer ${signedInMerchant.token}` };

  // A customer added on this tablet and synced.
  await page.goto('/user/customers');
  await page.getByRole('button', { name: 'Ajouter un client' }).click();
  const add = page.getByRole('dialog', { name: 'Ajouter un client' });
  await add.locator('input[name="firstName"]').fill('Salif');
  await add.locator('input[name="lastName"]').fill('Zongo');
  await add.locator('input[name="city"]').fill('Ouagadougou');
  await add.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expect(page.getByTestId('customer-row')).toHaveCount(1);
  await expect(page.getByTestId('customer-pending')).toHaveCount(0, { timeout: 20_000 });
  const pulled = (await (await request.get('/api/sync/pull?since=0', { headers: auth })).json()) as {
    changes: { id: string; version: number }[];
  };
  const { id, version } = pulled.changes[0]!;

  // The tablet loses the server; meanwhile another device moves the customer to Banfora.
  await page.route('**/api/**', (r) => r.abort('internetdisconnected'));
  const other = await request.post('/api/sync/push', {
    headers: auth,
    data: {
      clientId: 'other-phone',
      mutations: [
        {
          mutationId: `m-${unique()}`,
          table: 'customers',
          op: 'upsert',
          id,
          baseVersion: version,
          changes: { city: 'Banfora' },
        },
      ],
    },
  });
  expect((await other.json()).results[0].status).toBe('applied');

  await page.getByRole('button', { name: 'Modifier le client' }).click();
  const edit = page.getByRole('dialog', { name: 'Modifier le client' });
  await edit.locator('input[name="city"]').fill('Koudougou');
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByTestId('customer-pending')).toHaveCount(1);

  // The server is back: the change comes back as a conflict to review, with the server's value shown.
  await page.unroute('**/api/**');
  await page.getByTestId('sync-indicator').click();
  await expect(page).toHaveURL(/\/user\/sync$/);
  await page.getByRole('button', { name: 'Synchroniser maintenant' }).click();
  const conflict = page.getByTestId('sync-conflict');
  await expect(conflict).toHaveCount(1, { timeout: 20_000 });
  await expect(conflict).toContainText('Salif Zongo');
  await expect(conflict.getByRole('row', { name: /Ville/ })).toContainText('Koudougou');
  await expect(conflict.getByRole('row', { name: /Ville/ })).toContainText('Banfora');
  await expect(page.getByTestId('sync-to-review')).toHaveText('1 à revoir');

  // On a phone (390 px) both choices are whole: no label cut at the card's edge.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const name of ['Garder la version de l’autre appareil', 'Remettre ma version']) {
    const button = conflict.getByRole('button', { name });
    await expect(button).toBeVisible();
    const fits = await button.evaluate((b) => {
      const label = b.querySelector('.mantine-Button-label') ?? b;
      const card = b.closest('[data-testid="sync-conflict"]')!.getBoundingClientRect();
      return label.scrollWidth <= label.clientWidth && b.getBoundingClientRect().right <= card.right;
    });
    expect(fits, name).toBe(true);
  }
  await page.setViewportSize({ width: 800, height: 1280 });

  // In the tailor's words, with a link to the customer, who is marked in the list until reviewed.
  await expect(conflict).toContainText('Un autre appareil');
  await page.goto('/user/customers');
  await expect(page.getByTestId('customer-row').getByTestId('record-to-review')).toBeVisible();
  await page.getByTestId('record-to-review').click();
  await expect(page).toHaveURL(/\/user\/sync$/);
  await conflict.getByRole('button', { name: 'Remettre ma version' }).click();
  await expect(page.getByTestId('sync-conflict')).toHaveCount(0);
  await expect(page.getByTestId('sync-review-state')).toHaveText('Synchronisé', { timeout: 20_000 });
  const after = (await (await request.get('/api/sync/pull?since=0', { headers: auth })).json()) as {
    changes: { data: { city: string } }[];
  };
  expect(after.changes.map((c) => c.data.city)).toEqual(['Koudougou']);
});

import { expect, test } from './support/fixtures';
import { shots } from './support/shots';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('on her phone, leaving the settings with a changed fee asks first, and a saved form leaves without a question', async ({
  page,
  request,
  signedInMerchant: m,
}) => {
  test.setTimeout(120_000);
  const headers = { authorization: `Bearer ${m.token}` };
  const leave = page.getByRole('dialog', { name: 'Quitter sans enregistrer ?' });
  const ordersTab = page.getByRole('link', { name: 'Commandes', exact: true }).last();

  // « Livraison et paiement »: one « Enregistrer » for the whole screen.
  await page.goto('/user/settings/checkout');
  const delivery = page.getByTestId('delivery-settings');
  await delivery.getByRole('switch', { name: /^Livraison / }).check();
  await delivery.getByRole('button', { name: 'Ajouter une zone' }).click();
  await delivery.getByRole('textbox', { name: 'Zone', exact: true }).fill('Plateau');
  const fee = delivery.getByRole('textbox', { name: /Frais de livraison/ });
  await fee.fill('1000');
  await expect(page.getByRole('button', { name: /^Enregistrer/ })).toHaveCount(1);
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByText('Réglages enregistrés.').first()).toBeVisible();

  // She changes the fee and taps « Commandes »: the app asks first; « Rester sur la page » keeps what she typed.
  await fee.fill('1500');
  await ordersTab.click();
  await expect(leave).toBeVisible();
  await expect(leave).toContainText('Vos modifications ne sont pas enregistrées.');
  await shots(page, 'leave-guard');
  await leave.getByRole('button', { name: 'Rester sur la page' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(/\/user\/settings\/checkout$/);
  await expect(fee).toHaveValue('1500');

  // Saved, she leaves without a question, and the new fee is what the store answers.
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByText('Réglages enregistrés.').first()).toBeVisible();
  await ordersTab.click();
  await expect(page).toHaveURL(/\/user\/orders$/);
  await expect(leave).toHaveCount(0);
  const settings = (await (await request.get('/api/checkout-settings', { headers })).json()) as {
    delivery: { delivery: { zones: { name: string; fee: number }[] } };
  };
  expect(settings.delivery.delivery.zones).toMatchObject([{ name: 'Plateau', fee: 1500 }]);

  // « Quitter sans enregistrer » does leave, and what was typed is gone.
  await page.goto('/user/settings/checkout');
  await fee.fill('2500');
  await ordersTab.click();
  await leave.getByRole('button', { name: 'Quitter sans enregistrer' }).click();
  await expect(page).toHaveURL(/\/user\/orders$/);
  await page.goto('/user/settings/checkout');
  await expect(fee).toHaveValue('1500');

  // The product form, saved, goes to the product's page without asking.
  const imported = await request.post('/api/catalog/import', {
    headers,
    data: { rows: [{ Nom: 'Boubou indigo', Prix: '12350', Stock: '3' }], confirm: true },
  });
  expect(imported.status(), await imported.text()).toBe(200);
  const list = await request.get('/api/products?page=1&perPage=5', { headers });
  const productId = ((await list.json()).data as { id: string }[])[0]!.id;
  await page.goto(`/user/products/edit/${productId}`);
  const price = page.getByRole('textbox', { name: 'Prix', exact: true });
  await expect(price).toHaveValue('12350');
  await price.fill('13875');
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/user/products/${productId}$`));
  await expect(leave).toHaveCount(0);
});

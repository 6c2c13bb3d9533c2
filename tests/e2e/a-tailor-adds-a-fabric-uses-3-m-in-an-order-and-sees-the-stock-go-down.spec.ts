import { test, expect, signInInPage } from './support/fixtures';
import { newClothingType, openAtelier, pushCustomerWithOrders } from './support/atelier';
import { dayFromToday } from './support/days';

// A tailor adds a bazin of 10 m with a low-stock threshold of 8 m, makes a boubou order that takes 3 m of it from the
// workshop's stock (the model's fabric length), and sees the stock go down to 7 m with the low-stock warning.

test('a tailor adds a fabric, uses 3 m of it in an order and sees the stock go down', async ({
  page,
  request,
  merchantWithStore: m,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 800, height: 1280 });
  const auth = await openAtelier(request, m);
  await newClothingType(request, auth, { name: 'Boubou', defaultPrice: '25000', fabricLength: '3' });
  await pushCustomerWithOrders(request, auth, { firstName: 'Fatou', lastName: 'Ndiaye', phone: '+22670112233' });
  await signInInPage(page, m.email, m.password, /\/user\/dashboard$/);

  // The fabric, from the atelier menu.
  await page.getByRole('link', { name: 'Tissus', exact: true }).first().click();
  await expect(page.getByTestId('fabrics-empty')).toBeVisible();
  await page.getByRole('link', { name: 'Ajouter un tissu' }).first().click();
  await page.getByLabel('Nom du tissu').fill('Bazin vert');
  await page.getByLabel('Stock (mètres)').fill('10');
  await page.getByLabel('Seuil de stock bas (mètres)').fill('8');
  await page.getByLabel('Prix au mètre (F CFA)').fill('3500');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/user\/atelier\/fabric\/view\//);
  await expect(page.getByTestId('fabric-stock')).toContainText('10 m');
  await expect(page.getByTestId('fabric-low')).toHaveCount(0);

  // The order: a boubou cut from the stock's bazin; the metres come from the model.
  await page.goto('/user/atelier/orders/addnew');
  await page.getByRole('combobox', { name: 'Client' }).click();
  await page.getByRole('option', { name: /Fatou Ndiaye/ }).click();
  const garment = page.getByTestId('garment');
  await garment.getByRole('combobox', { name: 'Modèle' }).click();
  await page.getByRole('option', { name: 'Boubou' }).click();
  await garment.getByText("Tissu de l'atelier").click();
  await garment.getByTestId('garment-fabric').click();
  await page.getByRole('option', { name: /Bazin vert/ }).click();
  await expect(garment.getByTestId('garment-fabric-meters')).toHaveValue('3');
  await page.getByLabel('Date de livraison').fill(dayFromToday(30));
  await page.getByRole('button', { name: 'Enregistrer la commande' }).click();
  await expect(page).toHaveURL(/\/user\/atelier\/orders\/view\//);
  await expect(page.getByText('(3 m)')).toBeVisible();

  // Once the order reached the server the stock is 7 m, under the threshold: the warning shows.
  await expect(async () => {
    await page.goto('/user/atelier/fabric/list');
    await expect(page.getByTestId('fabric-stock')).toContainText('7 m', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByTestId('low-stock-alert')).toContainText('Bazin vert (7 m)');
  await page.goto('/user/atelier/fabric/names');
  await expect(page.getByTestId('fabric-names')).toContainText('Stock bas');
});

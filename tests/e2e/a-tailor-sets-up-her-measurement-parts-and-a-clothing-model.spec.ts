import { test, expect, merchantUserId, signInInPage } from './support/fixtures';
import { setSubscriptionPlan } from './support/server-data';

test('a tailor sets up her measurement parts and a clothing model', async ({ page, merchantWithStore: m }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 800, height: 1280 });
  // Her store is on the plan that includes the atelier (entreprise, decision 017).
  setSubscriptionPlan(await merchantUserId(page.request, m), 'entreprise');
  await signInInPage(page, m.email, m.password, /\/user\/dashboard$/);

  // The sidebar offers the atelier; she switches it on.
  await page.getByRole('link', { name: 'Atelier', exact: true }).first().click();
  await expect(page).toHaveURL(/\/user\/atelier$/);
  await page.getByTestId('atelier-switch').click({ force: true });
  await expect(page.getByText("L'atelier est activé")).toBeVisible();

  // The starter set is there, in order; she adds her own part and moves it up.
  await page.getByRole('link', { name: 'Gérer les mesures' }).click();
  await expect(page).toHaveURL(/\/user\/atelier\/mesurements\/measurment-part$/);
  const rows = page.getByTestId('part-row');
  await expect(rows.first()).toContainText('Tour de poitrine');
  await expect(page.getByTestId('parts-list')).toContainText('Longueur boubou');
  await expect(page.getByTestId('parts-list')).toContainText('Encolure');
  const starterCount = await rows.count();

  await page.getByRole('button', { name: 'Ajouter une mesure' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle mesure' });
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog.getByText('Le champ est vide')).toBeVisible();
  await dialog.getByLabel('Nom de la mesure').fill('Tour de tête');
  await dialog.getByLabel('Comment la prendre').fill('Au-dessus des oreilles');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();
  await expect(rows).toHaveCount(starterCount + 1);
  await expect(rows.last()).toContainText('Tour de tête');
  await expect(rows.last()).toContainText('cm');
  await page.getByRole('button', { name: 'Monter Tour de tête' }).click();
  await expect(rows.nth(starterCount - 1)).toContainText('Tour de tête');
  await page.reload();
  await expect(rows.nth(starterCount - 1)).toContainText('Tour de tête');

  // The correctly spelt twin shows the same parts.
  await page.goto('/user/atelier/measurements/parts');
  await expect(rows).toHaveCount(starterCount + 1);

  // A clothing model: a boubou with its parts, a price and the fabric it uses.
  await page.goto('/user/atelier/settings/chlothe-types');
  await expect(page.getByTestId('clothing-types-empty')).toContainText('Ajoutez les vêtements que vous cousez');
  await page.getByRole('button', { name: 'Ajouter un modèle' }).first().click();
  const model = page.getByRole('dialog', { name: 'Nouveau modèle' });
  await model.getByLabel('Nom du modèle').fill('Boubou');
  await model.getByLabel('Prix par défaut').fill('15 000 F');
  await model.getByLabel('Tissu (mètres)').fill('4,5');
  await model.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(model.getByText('Uniquement des nombres ou des décimales')).toBeVisible();
  await model.getByLabel('Prix par défaut').fill('15000');
  for (const part of ['Tour de poitrine', 'Épaule', 'Longueur boubou', 'Tour de tête'])
    await model.getByTestId('clothing-type-parts').getByText(part, { exact: true }).click();
  await model.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(model).toBeHidden();
  const card = page.getByTestId('clothing-type-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Boubou');
  await expect(card).toContainText('15');
  await expect(card).toContainText('4,5 m');
  await expect(card).toContainText('Longueur boubou');
  await expect(card).toContainText('Tour de tête');

  // Her menu lists the atelier's settings now that it is on (parts and models are two tabs of one entry); the title
  // names the screen.
  await expect(page.getByRole('link', { name: 'Mesures et modèles' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Modèles de vêtements' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('frame-title')).toHaveText('Modèles de vêtements');
});

import { expect, test } from './support/fixtures';

test('an admin who opens the merchant dashboard lands on /forbiden', async ({ page, admin: _admin }) => {
  // The seeded platform administrator, signed in (fixture): on the admin dashboard.
  await expect(page.getByTestId('frame-title')).toHaveText('Tableau de Bord');
  // The admin dashboard shows the platform's real counts (the seed has at least the demo merchant's shop).
  await expect(page.getByTestId('figure-shops')).toHaveText(/^[1-9]\d*$/);

  await page.goto('/user/dashboard');
  await expect(page).toHaveURL(/\/forbiden/);
  await expect(page.getByText('Page Inaccessible')).toBeVisible();
  // The page says where the admin came from.
  await expect(page.getByText('/user/dashboard')).toBeVisible();
  // No merchant frame was shown.
  await expect(page.getByRole('dialog', { name: 'Configurer Votre Boutique' })).toHaveCount(0);
});

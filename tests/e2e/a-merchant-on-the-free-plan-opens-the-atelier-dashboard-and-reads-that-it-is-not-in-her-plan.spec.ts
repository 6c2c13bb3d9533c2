import { expect, signInInPage, test } from './support/fixtures';

// A merchant on the Free plan, online, opens the atelier's dashboard: the ledger is refused because the atelier is
// not in her plan, and the screen says so (with the way to the Atelier page), not « connectez la tablette ».
test('a merchant on the free plan opens the atelier dashboard and reads that it is not in her plan', async ({
  page,
  merchantWithStore,
}) => {
  await signInInPage(page, merchantWithStore.email, merchantWithStore.password, /\/user\/dashboard$/);
  await page.goto('/user/atelier/dashboard');
  const closed = page.getByTestId('atelier-closed');
  await expect(closed).toContainText('pas compris dans votre plan');
  await expect(closed.getByRole('link', { name: 'Aller à la page Atelier' })).toBeVisible();
  await expect(page.getByText(/connectez la tablette/i)).toHaveCount(0);
});

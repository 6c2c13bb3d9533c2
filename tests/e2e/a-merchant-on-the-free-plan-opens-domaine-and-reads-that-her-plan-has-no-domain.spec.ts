import { expect, signInInPage, test } from './support/fixtures';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

// On the Free plan, « Domaine » says why she cannot have one, names the plan that has it, and leads to the plans;
// the field stays closed and nothing can be saved.
test('a merchant on the free plan opens Domaine and reads that her plan has no domain', async ({
  page,
  merchantWithStore: m,
}) => {
  await signInInPage(page, m.email, m.password, /\/user\/dashboard$/);
  await page.goto('/user/settings/domain');
  const refusal = page.getByTestId('domain-not-in-plan');
  await expect(refusal).toContainText(
    "Le domaine personnalisé n'est pas compris dans votre plan Gratuit. Passez au plan Starter pour l'utiliser.",
  );
  await expect(page.getByLabel('Nom de domaine')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Enregistrer' })).toHaveCount(0);
  await refusal.getByRole('link', { name: 'Voir les plans' }).click();
  await expect(page).toHaveURL(/\/user\/settings\/settings$/);
});

import { test, expect, unique } from './support/fixtures';
import type { PlanDto } from '#shared/plans';
import { PLAN_LABELS } from '#shared/plans';
import { removeYearlyPlansMadeByEarlierRuns } from './support/server-data';

test.describe.configure({ timeout: 120_000 });

test('an admin creates a plan with a wrong cycle and sees the message, then a right one that appears on /pricing', async ({
  page,
  request,
  admin: _admin,
}) => {
  // A yearly plan the platform does not sell yet (one per name and cycle); the ones this journey made in earlier
  // runs against the same server are removed first when every name already has its yearly twin.
  const freeName = async () => {
    const plans = (await (await request.get('/api/plans')).json()).data as PlanDto[];
    return (['starter', 'premium', 'entreprise'] as const).find(
      (n) => !plans.some((p) => p.name === n && p.billing_cycle === 'year'),
    );
  };
  let name = await freeName();
  if (!name) {
    removeYearlyPlansMadeByEarlierRuns();
    name = await freeName();
  }
  expect(name, 'a plan name without its yearly twin').toBeDefined();
  const line = `Engagement annuel ${unique()}`;

  await page.goto('/admin/plan/add');
  await page.getByRole('combobox', { name: 'Nom du plan' }).click();
  await page.getByRole('option', { name: PLAN_LABELS[name!] }).click();
  await page.getByLabel('Prix (F CFA)').fill('cinquante mille');
  await page.getByLabel('Description').fill(`${line}\nSupport prioritaire`);
  await page.getByRole('button', { name: 'Créer le plan' }).click();
  // No cycle chosen and a price in words: both messages at once, nothing created.
  await expect(page.getByText('Cycle de facturation invalide')).toBeVisible();
  await expect(page.getByText('Uniquement des nombres ou des décimales')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/plan\/add$/);

  // The French decimal comma is read as a point.
  await page.getByLabel('Prix (F CFA)').fill('54000,50');
  await page.getByRole('combobox', { name: 'Cycle de facturation' }).click();
  await page.getByRole('option', { name: 'Annuel' }).click();
  await page.getByRole('button', { name: 'Créer le plan' }).click();
  await expect(page).toHaveURL(/\/admin\/plan\/view\/[0-9a-f-]{36}$/);
  // The plan's card (its audit entry below quotes the same line in its before/after).
  await expect(page.getByTestId('plan-card').getByText(line)).toBeVisible();

  // The public pricing page shows the plans as they are now.
  await page.goto('/pricing');
  const card = page.getByTestId('plan-card').filter({ hasText: line });
  await expect(card).toBeVisible();
  await expect(card).toContainText(PLAN_LABELS[name!]);
  await expect(card).toContainText('par an');
  await expect(card).toContainText('54');
});

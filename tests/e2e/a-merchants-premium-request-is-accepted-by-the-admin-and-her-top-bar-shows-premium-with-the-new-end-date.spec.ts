import { test, expect, signInInPage, unique } from './support/fixtures';
import type { PlanDto } from '#shared/plans';
import { addCycle } from '#shared/subscriptions';

test.describe.configure({ timeout: 150_000 });

// The merchant's side of the request (the payment declaration form) is its own journey; here she declares through
// the API and the administrator decides on the screens.
test('a merchant’s premium request is accepted by the admin and her top bar shows premium with the new end date', async ({
  page,
  browser,
  request,
  admin: _admin,
  merchantWithStore,
}) => {
  const { email, password, token, lastName } = merchantWithStore;
  const plans = (await (await request.get('/api/plans')).json()).data as PlanDto[];
  const premium = plans.find((p) => p.name === 'premium' && p.billing_cycle === 'month')!;
  const transactionId = `OM${unique()}`.toUpperCase();
  const asked = await request.post('/api/subscription/requests', {
    headers: { authorization: `Bearer ${token}` },
    data: { planId: premium.id, fullname: `Awa ${lastName}`, phone: '70 11 22 33', transactionId },
  });
  expect(asked.status(), await asked.text()).toBe(201);

  const merchantContext = await browser.newContext();
  const merchant = await merchantContext.newPage();
  await signInInPage(merchant, email, password, /\/user\/dashboard$/);
  await expect(merchant.getByTestId('account-plan')).toHaveText('free');

  // The administrator finds the request among the pending ones, checks the declaration and accepts it.
  await page.goto('/admin/subscription/reqested');
  const row = page.getByRole('row', { name: new RegExp(transactionId) });
  await row.getByRole('link').first().click();
  // The list shows every pending id too (the demo's among them): read the detail once it shows (the address
  // changes before the list gives way).
  await expect(page).toHaveURL(/\/admin\/subscription\/reqested\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('button', { name: 'Accepter la demande' })).toBeVisible();
  await expect(page.getByTestId('transaction-id')).toHaveText(transactionId);
  await expect(page.getByTestId('transaction-id')).toHaveAttribute('data-reused', 'false');
  // Accepting cannot be taken back: it asks first, like the other decisions.
  await page.getByRole('button', { name: 'Accepter la demande' }).click();
  const confirm = page.getByRole('dialog', { name: 'Accepter la demande ?' });
  await confirm.getByRole('button', { name: 'Annuler' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(/^Acceptée le /)).toBeHidden();
  await page.getByRole('button', { name: 'Accepter la demande' }).click();
  await confirm.getByRole('button', { name: 'Accepter', exact: true }).click();
  await expect(page.getByText(/^Acceptée le /)).toBeVisible();
  const acceptedAt = new Date().toISOString();

  // Her top bar follows: premium, ending one month after the acceptance.
  const end = new Date(addCycle(acceptedAt, 'month')).toLocaleDateString('fr-FR', { dateStyle: 'medium' });
  await merchant.reload();
  await expect(merchant.getByTestId('account-plan')).toHaveText('premium');
  await expect(merchant.getByTestId('account-expiry')).toHaveText(`· expire le ${end}`);
  await expect(merchant.getByTestId('account-status')).toHaveText('Actif');
  await merchantContext.close();

  // A renewal declared with the same transaction id (spaces and case aside) is flagged in red before the admin decides.
  const again = await request.post('/api/subscription/requests', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      planId: premium.id,
      fullname: `Awa ${lastName}`,
      phone: '70 11 22 33',
      transactionId: ` ${transactionId.toLowerCase()} `,
    },
  });
  expect(again.status(), await again.text()).toBe(201);
  await page.goto(`/admin/subscription/reqested/${(await again.json()).data.id}`);
  await expect(page.getByTestId('transaction-id')).toHaveAttribute('data-reused', 'true');
  const [r, g, b] = (
    await page.getByTestId('transaction-id').evaluate((el) => getComputedStyle(el).color.match(/\d+/g)!.map(Number))
  ).slice(0, 3) as [number, number, number];
  expect(r - Math.max(g, b), 'the reused transaction id is red').toBeGreaterThan(100);
  await expect(page.getByTestId('reused-warning')).toContainText(
    'Cet identifiant de transaction a déjà été utilisé dans une autre déclaration.',
  );
  await expect(page.getByTestId('reused-warning')).toContainText('Acceptée');
});

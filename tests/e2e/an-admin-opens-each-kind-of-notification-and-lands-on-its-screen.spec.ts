import { test, expect, newAccount, unique } from './support/fixtures';
import type { PlanDto } from '#shared/plans';
import { notifyAdminsOfSubscription } from './support/server-data';

test.describe.configure({ timeout: 120_000 });

// Specification section 2: register → the user (a sign-in is no news), subscription → the subscription, requested → the request,
// stores → the shop. Names made of letters only, unique to this run, so each notification is told apart.
test('an admin opens each kind of notification and lands on its screen', async ({ page, request, admin: _admin }) => {
  const id = unique().replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
  const [first, last] = [`Nafi${id}`, `Kabore${id}`];
  const merchant = await newAccount(request, first, last); // register, then login
  const auth = { authorization: `Bearer ${merchant.token}` };
  const storeName = `Atelier ${id}`;
  const created = await request.post('/api/stores', {
    headers: auth,
    multipart: {
      name: storeName,
      email: merchant.email,
      phone: `7${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const storeId = (await created.json()).data.id as string;
  const plans = (await (await request.get('/api/plans')).json()).data as PlanDto[];
  const premium = plans.find((p) => p.name === 'premium' && p.billing_cycle === 'month')!;
  const asked = await request.post('/api/subscription/requests', {
    headers: auth,
    data: { planId: premium.id, fullname: `${first} ${last}`, phone: '70 11 22 33', transactionId: `OM${id}` },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const requestId = (await asked.json()).data.id as string;
  const me = await (await request.get('/api/verifyToken', { headers: auth })).json();
  const userId = me.user.id as string;
  const subscriptionId = notifyAdminsOfSubscription(userId, `Abonnement expiré : ${storeName}`);

  const open = async (message: RegExp, url: RegExp, title: string) => {
    await page.getByRole('button', { name: /^Notifications non lues/ }).click();
    await page.getByRole('menuitem', { name: message }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { name: title }).first()).toBeVisible();
  };
  await page.reload();
  await open(
    new RegExp(`Nouvelle inscription : ${first} ${last}`),
    new RegExp(`/admin/users/${userId}$`),
    `${first} ${last}`,
  );
  // A merchant's sign-in is not news for the admin: no « Connexion » in the bell.
  await page.getByRole('button', { name: /^Notifications non lues/ }).click();
  await expect(page.getByRole('menuitem', { name: new RegExp(`Connexion : ${first}`) })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await open(new RegExp(`Nouvelle boutique : ${storeName}`), new RegExp(`/admin/shops/${storeId}$`), storeName);
  await open(
    new RegExp(`${first} ${last} demande le plan Premium`),
    new RegExp(`/admin/subscription/reqested/${requestId}$`),
    'Demande : Premium · Mensuel',
  );
  await open(
    new RegExp(`Abonnement expiré : ${storeName}`),
    new RegExp(`/admin/subscription/${subscriptionId}$`),
    `${first} ${last} · Gratuit · Mensuel`,
  );
  // Opened ones are read: none of this merchant's is left in the bell.
  await page.getByRole('button', { name: /^Notifications non lues/ }).click();
  await expect(page.getByRole('menuitem', { name: new RegExp(id) })).toHaveCount(0);
});

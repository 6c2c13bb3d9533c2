import { test, expect, apiLogin, signInInPage, unique } from './support/fixtures';
import { newClothingType, openAtelier, pushCustomerWithOrders } from './support/atelier';

// The owner gives Moussa, her couturier, an account. Moussa signs in on the workshop tablet: his menu has the orders
// but no Transactions; he moves a boubou from 'Prise de mesures' to 'Coupe' and the server gets it; the transactions
// page says he is not allowed, and the API refuses it too. His role has no money permission: no screen shows him a
// price, a payment or a balance, he is offered no payment form, and his device never received an amount.

test("a staff member with the 'couturier' role signs in, moves a garment's stage but cannot open the transactions", async ({
  page,
  request,
  merchantWithStore: m,
}) => {
  test.setTimeout(120_000);
  const auth = await openAtelier(request, m);
  const typeId = await newClothingType(request, auth, { name: 'Boubou', defaultPrice: '15000' });
  const orderId = crypto.randomUUID();
  const { customerId } = await pushCustomerWithOrders(
    request,
    auth,
    { firstName: 'Fatou', lastName: 'Ndiaye', phone: '+22670112233' },
    [{ id: orderId, garments: [{ clothingTypeId: typeId, name: 'Boubou', price: 25000, stage: 'measures' }] }],
  );

  const roles = (await (await request.get('/api/atelier/roles', { headers: auth })).json()).data;
  const couturier = roles.find((r: { name: string }) => r.name === 'Couturier');
  const staff = await request.post('/api/atelier/staff', {
    headers: auth,
    data: { name: 'Moussa Ouédraogo', roleId: couturier.id, salaryKind: 'piece', salaryAmount: 1500 },
  });
  const staffId = (await staff.json()).data.id;
  const email = `moussa.${unique()}@atelier.test`;
  const account = await request.post(`/api/atelier/staff/${staffId}/account`, {
    headers: auth,
    data: { emailOrPhone: email, password: 'Couture2026' },
  });
  expect(account.status()).toBe(201);

  await page.setViewportSize({ width: 800, height: 1280 });
  await signInInPage(page, email, 'Couture2026', /\/user\//);
  const nav = page.getByRole('navigation');
  await expect(nav.getByText('Commandes sur mesure')).toBeVisible({ timeout: 15_000 });
  await expect(nav.getByText('Transactions')).toHaveCount(0);
  await expect(nav.getByText('Abonnement')).toHaveCount(0);

  await page.goto(`/user/atelier/orders/view/${orderId}`);
  const stage = page.getByRole('combobox', { name: 'Étape de Boubou' });
  await expect(stage).toHaveValue('Prise de mesures', { timeout: 15_000 });
  await stage.click();
  await page.getByRole('option', { name: 'Coupe' }).click();
  await expect
    .poll(
      async () => {
        const pulled = await (await request.get('/api/sync/pull?since=0', { headers: auth })).json();
        const order = pulled.changes.find((c: { id: string }) => c.id === orderId);
        return order?.data.garments[0].stage;
      },
      { timeout: 20_000 },
    )
    .toBe('cutting');

  // No amount anywhere on his screens, no payment form (the owner's pages show « 25 000 » and « Reste à payer »).
  const main = page.locator('main');
  const noAmount = async (where: string) => {
    await expect(main, where).not.toContainText(/25[\s\u202f\u00a0]?000|F CFA|FCFA|Reste à|Paiement|Total/);
    await expect(page.getByLabel(/Nouveau paiement/), where).toHaveCount(0);
  };
  await expect(page.getByTestId('atelier-order-garment')).toHaveCount(1);
  await noAmount('order page');
  await page.goto('/user/atelier/orders/orders');
  await expect(page.getByTestId('atelier-orders')).toContainText('Fatou');
  await noAmount('orders list');
  await page.goto('/user/atelier/dashboard');
  await expect(page.getByTestId('dashboard-due-week')).toBeVisible();
  await noAmount('dashboard');
  await page.goto(`/user/atelier/costumer/single/${customerId}`);
  await expect(page.getByTestId('atelier-customer-name')).toContainText('Fatou');
  await noAmount('customer page');
  await page.goto('/user/atelier/calendar/order');
  await expect(main).toContainText('Calendrier');
  await noAmount('calendar');
  // What his tablet keeps: the order without any amount.
  const kept = await page.evaluate(async (id) => {
    const names = (await indexedDB.databases()).map((d) => d.name ?? '').filter((n) => n.startsWith('boutique-sync-'));
    for (const name of names) {
      const db = await new Promise<IDBDatabase>((ok, ko) => {
        const r = indexedDB.open(name);
        r.onsuccess = () => ok(r.result);
        r.onerror = () => ko(r.error);
      });
      const store = [...db.objectStoreNames].find((s) => s.includes('orders'));
      if (!store) continue;
      const row = await new Promise<unknown>((ok) => {
        const r = db.transaction(store).objectStore(store).get(id);
        r.onsuccess = () => ok(r.result);
        r.onerror = () => ok(null);
      });
      if (row) return JSON.stringify(row);
    }
    return null;
  }, orderId);
  expect(kept).toContain('Boubou');
  expect(kept).not.toMatch(/"(total|payments|unitPrice|price)"/);
  // The atelier's reference data kept on his tablet (the screens' answers, pwa/lib/query-persistence.ts): the
  // clothing model without its default price.
  const keptAnswers = () =>
    page.evaluate(async () => {
      const texts: string[] = [];
      for (const { name } of await indexedDB.databases()) {
        if (!name?.startsWith('boutique-queries-')) continue;
        const db = await new Promise<IDBDatabase>((ok, ko) => {
          const r = indexedDB.open(name);
          r.onsuccess = () => ok(r.result);
          r.onerror = () => ko(r.error);
        });
        if (!db.objectStoreNames.contains('queries')) continue;
        const rows = await new Promise<unknown[]>((ok) => {
          const r = db.transaction('queries').objectStore('queries').getAll();
          r.onsuccess = () => ok(r.result);
          r.onerror = () => ok([]);
        });
        texts.push(JSON.stringify(rows));
      }
      return texts.join('');
    });
  await expect.poll(keptAnswers, { timeout: 15_000 }).toContain('clothing-types');
  const answers = await keptAnswers();
  expect(answers).toContain('Boubou');
  expect(answers).not.toMatch(/defaultPrice|:15000\b/);

  await page.goto('/user/atelier/transaction/list');
  await expect(page.getByTestId('not-allowed')).toContainText("Votre rôle ne vous permet pas d'accéder à cette page.");
  const token = await apiLogin(request, email, 'Couture2026');
  const refused = await request.get('/api/atelier/transactions', { headers: { authorization: `Bearer ${token}` } });
  expect(refused.status()).toBe(403);
});

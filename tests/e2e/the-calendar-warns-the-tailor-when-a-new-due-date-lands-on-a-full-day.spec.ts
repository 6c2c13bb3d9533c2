import { test, expect, merchantUserId, signInInPage } from './support/fixtures';
import { setSubscriptionPlan } from './support/server-data';
import { dayFromToday } from './support/days';

// Before Tabaski the workshop fills up: its capacity is 2 garments a day and two boubous are already due on one day.
// When the tailor picks that day for a new order the form warns her — from the orders on the tablet, with the network
// off — and the calendar shows the day full.

test('the calendar warns the tailor when a new due date lands on a full day', async ({
  page,
  context,
  request,
  merchantWithStore: m,
}) => {
  test.setTimeout(60_000);
  const auth = { authorization: `Bearer ${m.token}` };
  setSubscriptionPlan(await merchantUserId(request, m), 'entreprise');
  expect((await request.put('/api/atelier/settings', { headers: auth, data: { enabled: true } })).status()).toBe(200);
  const capacity = await request.put('/api/atelier/settings/capacity', { headers: auth, data: { capacity: 2 } });
  expect(capacity.status()).toBe(200);
  const type = await request.post('/api/atelier/clothing-types', {
    headers: auth,
    data: { name: 'Boubou', partIds: [], defaultPrice: '25000' },
  });
  const full = dayFromToday(4);
  const free = dayFromToday(5);
  const customerId = crypto.randomUUID();
  const garment = { clothingTypeId: (await type.json()).data.id, name: 'Boubou', price: 25000 };
  const line = { productId: null, subProductId: null, name: 'Boubou', size: null, color: null, quantity: 1 };
  const order = (code: string) => ({
    mutationId: crypto.randomUUID(),
    table: 'orders',
    op: 'upsert',
    id: crypto.randomUUID(),
    baseVersion: 0,
    changes: {
      code,
      status: 'pending',
      customerId,
      firstname: 'Fatou',
      lastname: 'Ndiaye',
      lines: [{ ...line, unitPrice: 25000 }],
      garments: [garment],
      payments: [],
      dueDate: full,
    },
  });
  const pushed = await request.post('/api/sync/push', {
    headers: auth,
    data: {
      clientId: 'setup',
      mutations: [
        {
          mutationId: crypto.randomUUID(),
          table: 'customers',
          op: 'upsert',
          id: customerId,
          baseVersion: 0,
          changes: { firstName: 'Fatou', lastName: 'Ndiaye', phone: '+221771234567' },
        },
        order('TABSKA'),
        order('TABSKB'),
      ],
    },
  });
  expect((await pushed.json()).results.map((r: { status: string }) => r.status)).toEqual([
    'applied',
    'applied',
    'applied',
  ]);

  await page.setViewportSize({ width: 800, height: 1280 });
  await signInInPage(page, m.email, m.password, /\/user\/dashboard$/);
  await page.goto(`/user/atelier/orders/addnew/${customerId}`);
  await page.getByRole('combobox', { name: 'Modèle' }).click();
  await page.getByRole('option', { name: 'Boubou' }).click();
  // The workshop's orders are on the tablet: the warning needs no network.
  await context.setOffline(true);
  await page.getByLabel('Date de livraison').fill(full);
  await expect(page.getByTestId('due-date-warning')).toContainText(
    "dépasse la capacité de l'atelier : 2 vêtements déjà prévus, 2 par jour au plus",
  );
  await page.getByLabel('Date de livraison').fill(free);
  await expect(page.getByTestId('due-date-warning')).toHaveCount(0);
  await context.setOffline(false);

  // The calendar shows the full day, and which orders fill it. The order was only tried, not saved: she leaves it.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.goto('/user/atelier/calendar/order');
  await expect(page.getByTestId('calendar-capacity')).toContainText('2 vêtements par jour');
  const day = page.getByTestId(`calendar-day-${full}`);
  // The month is drawn once the device's orders are read (a skeleton before): only then can the day be looked for.
  await expect(page.getByRole('button', { name: /vêtements?$/ }).first()).toBeVisible();
  if (!(await day.isVisible())) await page.getByRole('button', { name: 'Période suivante' }).click();
  await expect(day).toHaveAttribute('data-level', 'full');
  await day.click();
  await expect(page.getByTestId('calendar-day-detail')).toContainText('2 vêtements / 2 · Plein');
  await expect(page.getByTestId('calendar-day-detail')).toContainText('TABSKA — Fatou Ndiaye');
});

import { test, expect, signInInPage } from './support/fixtures';
import { newClothingType, openAtelier, pushCustomerWithOrders } from './support/atelier';
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
  const auth = await openAtelier(request, m);
  const capacity = await request.put('/api/atelier/settings/capacity', { headers: auth, data: { capacity: 2 } });
  expect(capacity.status()).toBe(200);
  const typeId = await newClothingType(request, auth, { name: 'Boubou', defaultPrice: '25000' });
  const full = dayFromToday(4);
  const free = dayFromToday(5);
  const { customerId } = await pushCustomerWithOrders(
    request,
    auth,
    { firstName: 'Fatou', lastName: 'Ndiaye', phone: '+221771234567' },
    ['TABSKA', 'TABSKB'].map((code) => ({
      code,
      garments: [{ clothingTypeId: typeId, name: 'Boubou', price: 25000 }],
      dueDate: full,
    })),
  );

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

import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signInInPage, test, type Merchant } from './support/fixtures';
import { picture } from './support/uploads';

/** SHOTS=<dir>: also saves each screen at 390×844 and 800×1280 (to look at them). */
async function shots(page: Page, name: string) {
  const dir = process.env.SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const before = page.viewportSize();
  for (const [w, h] of [
    [390, 844],
    [800, 1280],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${dir}/${name}-${w}.png`, fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** A storefront order by this shopper; answers its id and code. */
async function storefrontOrder(request: APIRequestContext, m: Merchant, productId: string, who: object) {
  const placed = await request.post(`/api/shop/${m.store.slug}/orders`, {
    data: { productId, quantity: 1, city: 'Ouagadougou', ...who },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as { data: { id: string; code: string } }).data;
}

test('a shopper orders with a phone her sister already used and the merchant keeps them apart, then moves an order', async ({
  page,
  request,
  merchantWithStore: m,
}) => {
  test.setTimeout(180_000);
  const headers = { authorization: `Bearer ${m.token}` };
  // Fatimata's file, typed in the shop with her number written the atelier's way.
  const fatimataId = randomUUID();
  const typed = await request.post('/api/sync/push', {
    headers,
    data: {
      clientId: 'atelier-tablet',
      mutations: [
        {
          mutationId: randomUUID(),
          table: 'customers',
          op: 'upsert',
          id: fatimataId,
          baseVersion: 0,
          changes: { firstName: 'Fatimata', lastName: 'Kaboré', phone: '+226 70 11 22 33' },
        },
      ],
    },
  });
  expect(typed.status(), await typed.text()).toBe(200);
  const created = await request.post('/api/products', {
    headers,
    multipart: { name: 'Pagne wax', price: '5000', stock: '9', images: await picture('pagne.jpg', '#c0392b') },
  });
  expect(created.status(), await created.text()).toBe(201);
  const productId = ((await created.json()) as { data: { id: string } }).data.id;
  // Fatimata orders on the storefront (her file is found by phone and name), then her sister with the same phone.
  const hers = await storefrontOrder(request, m, productId, {
    firstname: 'Fatimata',
    lastname: 'Kaboré',
    phone: '70 11 22 33',
    email: 'fatimata@exemple.bf',
  });
  const aminatas = await storefrontOrder(request, m, productId, {
    firstname: 'Aminata',
    lastname: 'Ouédraogo',
    phone: '70 11 22 33',
    email: 'aminata@exemple.bf',
  });

  await signInInPage(page, m.email, m.password, /\/user\/dashboard$/);
  // The app's files are kept on the phone (its service worker in control) before the network may go.
  await page.evaluate(async () => navigator.serviceWorker.ready);

  // Aminata's order says whose phone it is, and her name opens her own file, not Fatimata's.
  await page.goto(`/user/orders/${aminatas.id}`);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page.getByTestId('order-code')).toContainText(aminatas.code, { timeout: 30_000 });
  const notice = page.getByTestId('same-phone');
  await expect(notice).toContainText('Même téléphone que Fatimata Kaboré', { timeout: 30_000 });
  await expect(notice.getByRole('button', { name: 'Fusionner avec Fatimata Kaboré' })).toBeVisible();
  await shots(page, 'order-same-phone');
  await page.getByRole('link', { name: 'Aminata Ouédraogo' }).click();
  await expect(page.getByTestId('customer-name')).toHaveText('Aminata Ouédraogo');
  await expect(page.getByTestId('customer-order')).toHaveCount(1);
  await expect(page.getByTestId('customer-order')).toContainText(aminatas.code);

  // Two sisters: she keeps them apart, from the order.
  await page.goBack();
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Garder séparés' }).click();
  await expect(notice).toHaveCount(0);

  // Fatimata's order was in fact for Aminata: she files it under her from a searchable list of her customers.
  await page.goto(`/user/orders/${hers.id}`);
  await expect(page.getByTestId('order-code')).toContainText(hers.code, { timeout: 30_000 });
  await page.getByTestId('order-change-customer').click();
  const dialog = page.getByRole('dialog', { name: 'Changer de client' });
  await dialog.getByRole('textbox', { name: 'Rechercher un client' }).fill('ouedraogo');
  const choice = dialog.getByTestId('customer-choice').filter({ hasText: 'Aminata Ouédraogo' });
  await expect(dialog.getByTestId('customer-choice')).toHaveCount(1);
  expect((await choice.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await shots(page, 'change-customer');
  // In the shop the network comes and goes: the move is kept on the tablet and sent when it is back.
  await page.context().setOffline(true);
  await choice.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('enregistrée sur cet appareil, en attente d’envoi', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Aminata Ouédraogo' })).toBeVisible();

  // Aminata's file (read from the tablet, offline) now holds both orders and owes both; Fatimata's none.
  await page.getByRole('link', { name: 'Aminata Ouédraogo' }).click();
  await expect(page.getByTestId('customer-name')).toHaveText('Aminata Ouédraogo');
  await expect(page.getByTestId('customer-order')).toHaveCount(2, { timeout: 30_000 });
  await expect(page.getByTestId('customer-orders')).toContainText(hers.code);
  await expect(page.getByTestId('customer-due')).toHaveText(/10\s000/);
  await shots(page, 'customer-after-move');
  await page.context().setOffline(false);
  await page.goto(`/user/customers/${fatimataId}`);
  await expect(page.getByTestId('customer-name')).toHaveText('Fatimata Kaboré');
  await expect(page.getByTestId('customer-order')).toHaveCount(0);
  await expect(page.getByTestId('customer-due')).toHaveText(/^0\s/);

  // The server has it too: the order is Aminata's there.
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/orders/${hers.id}`, { headers });
        return res.ok() ? ((await res.json()) as { data: { customerId?: string; firstname?: string } }).data : null;
      },
      { timeout: 30_000 },
    )
    .toMatchObject({ firstname: 'Aminata' });
});

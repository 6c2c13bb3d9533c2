import { expect, signInInPage, test } from './support/fixtures';
import { openAtelier } from './support/atelier';
import { newProduct, storefrontOrder } from './support/shop-data';
import { shots } from './support/shots';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('on her phone the merchant calls or WhatsApps her customer and changes the order’s status from the top', async ({
  page,
  request,
  merchantWithStore: m,
}) => {
  test.setTimeout(150_000);
  // A tailor's shop: the atelier is in her plan and switched on.
  await openAtelier(request, m);
  const productId = await newProduct(request, m, { name: 'Pagne wax', price: '5000', stock: '9' });
  // A shopper orders on the storefront with her number typed as Burkinabè shoppers type it.
  const order = await storefrontOrder(request, m.store.slug, {
    productId,
    quantity: 1,
    firstname: 'Mariam',
    lastname: 'Sawadogo',
    phone: '76 55 44 33',
    email: 'mariam@exemple.bf',
    city: 'Bobo',
  });

  await signInInPage(page, m.email, m.password, /\/user\/dashboard$/);

  // The orders list: the first order is in sight without scrolling, under the tabs that all show.
  await page.goto('/user/orders');
  const first = page.getByTestId('order-card').first();
  await expect(first).toContainText(order.code, { timeout: 30_000 });
  const box = (await first.boundingBox())!;
  expect(box.y + box.height, 'the first order ends inside the screen').toBeLessThanOrEqual(844);
  for (const tab of await page.getByRole('tab').all()) {
    const t = (await tab.boundingBox())!;
    expect(t.x, 'every status tab is in sight (they wrap)').toBeGreaterThanOrEqual(0);
    expect(t.x + t.width).toBeLessThanOrEqual(390);
  }
  await shots(page, 'orders-list');

  // The order: « Changer le statut » is the first thing under its title.
  await first.click();
  await expect(page.getByTestId('order-code')).toContainText(order.code);
  const status = page.getByText('Changer le statut', { exact: true });
  await expect(status).toBeInViewport();
  const statusTop = (await status.boundingBox())!.y;
  const clientTop = (await page.getByText('Client', { exact: true }).boundingBox())!.y;
  expect(statusTop).toBeLessThan(clientTop);

  // Her number calls, and WhatsApp opens a chat with her in international form; both are thumb-sized.
  const links = page.getByTestId('phone-links');
  await expect(links.getByTestId('phone-call')).toHaveAttribute('href', 'tel:+22676554433');
  await expect(links.getByTestId('phone-whatsapp')).toHaveAttribute('href', 'https://wa.me/22676554433');
  for (const link of [links.getByTestId('phone-call'), links.getByTestId('phone-whatsapp')]) {
    const b = (await link.boundingBox())!;
    expect(b.height).toBeGreaterThanOrEqual(44);
    expect(b.width).toBeGreaterThanOrEqual(44);
  }
  await shots(page, 'order-detail-top');

  // The same on the customer's file, and in the customers list.
  await page.getByRole('link', { name: 'Mariam Sawadogo' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Mariam Sawadogo' })).toBeVisible();
  await expect(page.getByTestId('phone-whatsapp')).toHaveAttribute('href', 'https://wa.me/22676554433');
  await shots(page, 'customer-file');
  await page.goto('/user/customers');
  const row = page.getByTestId('customer-row').filter({ hasText: 'Mariam Sawadogo' });
  await expect(row.getByTestId('phone-call')).toHaveAttribute('href', 'tel:+22676554433');

  // A customer the tailor adds in the atelier with a national number: the links carry the store's +226; saving her
  // goes on to the measurements without a « Quitter sans enregistrer ? ».
  await page.goto('/user/atelier/costumer/addnewcustomer');
  await page.getByRole('textbox', { name: 'Prénom' }).fill('Awa');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Kaboré');
  await page.getByRole('textbox', { name: 'Téléphone' }).fill('70 11 22 33');
  await page.getByRole('button', { name: 'Enregistrer et prendre les mesures' }).click();
  await expect(page).toHaveURL(/\/user\/atelier\/costumer\/customermeasure\//);
  await expect(page.getByRole('dialog', { name: 'Quitter sans enregistrer ?' })).toHaveCount(0);
  await page.goto('/user/atelier/costumer/customers');
  const awa = page.getByRole('row').filter({ hasText: 'Awa Kaboré' });
  // On a phone the number is under her name (its column shows on wider screens).
  await expect(awa.locator('[data-testid="phone-whatsapp"]:visible')).toHaveAttribute(
    'href',
    'https://wa.me/22670112233',
  );
  await expect(awa.locator('[data-testid="phone-call"]:visible')).toHaveAttribute('href', 'tel:+22670112233');
  await shots(page, 'atelier-customers');
});

import { expect, newMerchantWithStore, test } from './support/fixtures';
import { newProduct } from './support/shop-data';
import { picture } from './support/uploads';
import { waitForStorefront } from './support/storefront-helpers';

// A store in Conakry (its phone +224…). A shopper ordered with « 628 12 34 56 »; on the store's follow page
// (its header, logo, colours and footer, not a bare black bar) a wrong phone keeps the code typed, the right one shows
// her order with times on Conakry's clock, what to do next, and the merchant's WhatsApp with +224.
test.use({ viewport: { width: 390, height: 844 } });

test('the follow page of a Guinean store shows its branding, keeps the code after a wrong phone, and the merchant’s WhatsApp with +224', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const merchant = await newMerchantWithStore(request, 'Boutique Kaloum', { phone: '+224 620 00 11 22' });
  const { token, store } = merchant;
  const headers = { Authorization: `Bearer ${token}` };
  const productId = await newProduct(
    request,
    merchant,
    { name: 'Pagne de Conakry', price: '150000', stock: '5' },
    await picture('p.png', '#2e86c1', 600, 600, 'png'),
  );
  await waitForStorefront(request, store.slug, 'Pagne de Conakry', 150_000);

  const ordered = await request.post(`/api/shop/${store.slug}/orders`, {
    headers: { accept: 'application/json' },
    data: {
      productId,
      quantity: 1,
      firstname: 'Mariama',
      lastname: 'Diallo',
      phone: '628 12 34 56',
      email: 'mariama@client.test',
      city: 'Conakry',
    },
  });
  expect(ordered.status(), await ordered.text()).toBe(201);
  const code = ((await ordered.json()) as { data: { code: string } }).data.code;

  await page.goto(`/${store.slug}/suivi?code=${code}`);
  // The store's own page: its header with the name and menu, its footer.
  await expect(page.locator('header.topbar')).toContainText(store.name);
  await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(store.name);
  await expect(page.getByLabel('Numéro de commande')).toHaveValue(code);

  // A wrong phone: a French message, and the code is still there.
  await page.getByLabel('Téléphone').fill('628 99 99 99');
  await page.getByRole('button', { name: 'Suivre ma commande' }).click();
  await expect(page.getByTestId('follow-error')).toBeVisible();
  await expect(page.getByLabel('Numéro de commande')).toHaveValue(code);

  // Her phone, as she typed it when ordering: her order, on Conakry's clock, with the next step.
  await page.getByLabel('Téléphone').fill('628 12 34 56');
  await page.getByRole('button', { name: 'Suivre ma commande' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('En Cours');
  await expect(page.getByText(/Passée le \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/)).toBeVisible();
  await expect(page.locator('main')).not.toContainText('UTC');
  await expect(page.getByTestId('next-step')).not.toBeEmpty();
  const wa = page.getByTestId('merchant-whatsapp');
  await expect(wa).toBeVisible();
  await expect(wa).toHaveAttribute('data-phone', /^\+224/);
  await expect(wa).toHaveAttribute('href', new RegExp(`^https://wa\\.me/224\\d+\\?text=.*${code}`));

  // The merchant's order page reads the shopper's number with Guinea's code too.
  const orders = await request.get('/api/orders', { headers });
  const list = ((await orders.json()) as { data: { code: string; phone: string }[] }).data;
  expect(list.find((o) => o.code === code)?.phone).toBe('+224628123456');
});

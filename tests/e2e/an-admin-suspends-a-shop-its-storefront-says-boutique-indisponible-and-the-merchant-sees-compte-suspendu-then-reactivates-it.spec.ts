import { test, expect, signInInPage } from './support/fixtures';
import { waitForStorefront } from './support/storefront-helpers';

// Sign-ins hash passwords and a new store's first publish builds it: slow on a busy machine.
test.describe.configure({ timeout: 180_000 });

test('an admin suspends a shop: its storefront says « Boutique indisponible » and the merchant sees « Compte Suspendu », then she reactivates it', async ({
  page,
  browser,
  admin: _admin,
  merchantWithStore,
  request,
}) => {
  const { store, email, password } = merchantWithStore;
  // The new store's first publish and the suspension's one may run as one build: no need to wait for the first.

  const merchantContext = await browser.newContext();
  const merchant = await merchantContext.newPage();
  await signInInPage(merchant, email, password, /\/user\/dashboard$/);

  const changeStatus = async (button: string, message: string, confirm: string) => {
    await page.goto(`/admin/shops/${store.id}`);
    await page.getByRole('button', { name: button }).click();
    const modal = page.getByRole('dialog', { name: button });
    await modal.getByLabel('Message au marchand').fill(message);
    await modal.getByRole('button', { name: confirm, exact: true }).click();
    await expect(modal).toBeHidden();
  };

  await changeStatus('Suspendre la boutique', 'Paiement non reçu.', 'Suspendre');
  await expect(page.getByText('Boutique suspendue', { exact: true })).toBeVisible(); // the audit log
  await waitForStorefront(request, store.slug, 'Boutique indisponible');
  await merchant.reload();
  await expect(merchant.getByRole('dialog', { name: 'Compte Suspendu' })).toBeVisible({ timeout: 20_000 });

  await changeStatus('Réactiver la boutique', 'Paiement reçu, merci.', 'Réactiver');
  await expect
    .poll(async () => (await request.get(`/${store.slug}/home`)).text(), { timeout: 90_000 })
    .not.toContain('Boutique indisponible');
  // While suspended the PWA asks again every 10 s: the lock lifts by itself, without a reload.
  await expect(merchant.getByRole('dialog', { name: 'Compte Suspendu' })).toBeHidden({ timeout: 25_000 });
  await merchantContext.close();
});

import { randomUUID } from 'node:crypto';
import { newOrderCode } from '#shared/schemas/order-record';
import { expect, signInInPage, test, unique } from './support/fixtures';

// One order, two tablets of the same shop. The second tablet has no network and cancels the order; meanwhile the
// first one confirms it. When the second tablet is back online the server keeps the first move and the second
// tablet is offered the conflict to review, in the tailor's words, with the order marked in the list.

test.describe.configure({ timeout: 180_000 }); // two sign-ins on a busy machine

test('the status changed on two tablets is offered for review', async ({
  page,
  browser,
  request,
  signedInMerchant,
}) => {
  const auth = { authorization: `Bearer ${signedInMerchant.token}` };
  const id = randomUUID();
  const code = newOrderCode();
  const created = await request.post('/api/sync/push', {
    headers: auth,
    data: {
      clientId: 'shop-phone',
      mutations: [
        {
          mutationId: `m-${unique()}`,
          table: 'orders',
          op: 'upsert',
          id,
          baseVersion: 0,
          changes: {
            code,
            status: 'pending',
            firstname: 'Fatou',
            lastname: 'Sanou',
            phone: '',
            email: '',
            city: 'Bobo-Dioulasso',
            address: null,
            customerId: null,
            lines: [
              {
                productId: null,
                subProductId: null,
                name: 'Boubou sur mesure',
                size: null,
                color: null,
                quantity: 1,
                unitPrice: 25000,
              },
            ],
            message: null,
          },
        },
      ],
    },
  });
  expect((await created.json()).results[0].status).toBe('applied');

  // Tablet B: the same merchant on a second device; both tablets hold the order.
  const tabletB = await browser.newContext();
  const pageB = await tabletB.newPage();
  await signInInPage(pageB, signedInMerchant.email, signedInMerchant.password, /\/user\/dashboard$/);
  await pageB.goto(`/user/orders/${id}`);
  await expect(pageB.getByTestId('order-code')).toContainText(code, { timeout: 20_000 });
  await page.goto(`/user/orders/${id}`);
  await expect(page.getByTestId('order-code')).toContainText(code, { timeout: 20_000 });

  // Tablet B loses the network and cancels; tablet A confirms, online.
  // (the server made unreachable for tablet B's requests, service worker included)
  await pageB.route('**/api/**', (r) => r.abort('internetdisconnected'));
  await pageB.getByRole('combobox', { name: 'Nouveau statut' }).click();
  await pageB.getByRole('option', { name: 'Annulée' }).click();
  await expect(pageB.getByRole('combobox', { name: 'Nouveau statut' })).toHaveValue('Annulée');
  await pageB.getByRole('button', { name: 'Mettre à jour' }).click();
  await expect(pageB.getByTestId('sync-pending')).toHaveText('1 en attente');
  await expect(pageB.getByTestId('order-status').first()).toHaveText('Annulée');
  await page.getByRole('button', { name: 'Mettre à jour' }).click();
  await expect
    .poll(async () => (await (await request.get(`/api/orders/${id}`, { headers: auth })).json()).data.status, {
      timeout: 20_000,
    })
    .toBe('confirmed');

  // Tablet B is back: its cancel is not applied over the confirmation, it is offered for review.
  await pageB.unroute('**/api/**');
  await pageB.getByTestId('sync-indicator').click();
  await pageB.getByRole('button', { name: 'Synchroniser maintenant' }).click();
  await expect(pageB.getByTestId('sync-to-review')).toBeVisible({ timeout: 30_000 });
  await pageB.goto(`/user/orders/${id}`);
  await expect(pageB.getByTestId('order-to-review')).toBeVisible();
  await pageB.goto('/user/orders');
  await expect(pageB.getByTestId('order-row').filter({ hasText: code }).getByTestId('record-to-review')).toBeVisible();
  await pageB.goto('/user/sync');
  const conflict = pageB.getByTestId('sync-conflict');
  await expect(conflict).toHaveCount(1);
  await expect(conflict).toContainText(
    'Un autre appareil (une autre tablette ou un téléphone) a aussi changé cette commande',
  );
  await expect(conflict.getByRole('row', { name: /Statut/ })).toContainText('Annulée');
  await expect(conflict.getByRole('row', { name: /Statut/ })).toContainText('Confirmée');
  expect((await (await request.get(`/api/orders/${id}`, { headers: auth })).json()).data.status).toBe('confirmed');

  // The card links to the order; keeping the other tablet's version clears the mark.
  await conflict.getByTestId('sync-conflict-link').click();
  await expect(pageB).toHaveURL(new RegExp(`/user/orders/${id}$`));
  await pageB.goto('/user/sync');
  await pageB.getByRole('button', { name: 'Garder la version de l’autre appareil' }).click();
  await expect(pageB.getByTestId('sync-conflict')).toHaveCount(0);
  await pageB.goto('/user/orders');
  await expect(pageB.getByTestId('record-to-review')).toHaveCount(0);
  await tabletB.close();
});

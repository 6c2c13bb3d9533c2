import { newOrderCode } from '#shared/order-basics';
import { expect, signInInPage, test } from './support/fixtures';
import { newClothingType, openAtelier, pushCustomerWithOrders } from './support/atelier';
import { asShown, dayFromToday } from './support/days';

// Due dates ahead of the day the journey runs (the order form refuses a day already past).
const [first, hers, theirs] = [dayFromToday(13), dayFromToday(15), dayFromToday(18)];
/** « 2026-12-12 » → « 12 décembre 2026 », as the review screen writes a due date. */
const inWords = (isoDay: string) =>
  new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDay}T00:00:00Z`),
  );

// A made-to-measure order, two tablets of the workshop. This tablet has no network: the tailor moves the boubou to
// « Couture » and the delivery to 12 December. Meanwhile the other tablet moves the same boubou to « Finition » and
// the delivery to 15 December. Back online, the review screen shows both versions in her words — « Boubou :
// Couture » against « Boubou : Finition », « 12 décembre 2026 » against « 15 décembre 2026 » —, never a field's
// English name or « [object Object] », and nothing wider than a phone. She puts her version back: the server has it.

test.describe.configure({ timeout: 180_000 });

test('a garment moved on two tablets is offered for review in the tailor’s words', async ({
  page,
  request,
  merchantWithStore: m,
}) => {
  const auth = await openAtelier(request, m);
  const typeId = await newClothingType(request, auth, { name: 'Boubou', defaultPrice: '25000' });
  const orderId = crypto.randomUUID();
  const code = newOrderCode();
  const garment = (name: string, price: number, stage: string) => ({
    clothingTypeId: name === 'Boubou' ? typeId : null,
    name,
    fabric: 'customer',
    fabricNote: null,
    measurementSetId: null,
    measurements: [],
    price,
    stage,
    notes: null,
  });
  await pushCustomerWithOrders(request, auth, { firstName: 'Fatou', lastName: 'Ndiaye', phone: '+22670112233' }, [
    {
      id: orderId,
      code,
      garments: [garment('Boubou', 25000, 'cutting'), garment('Pantalon', 10000, 'cutting')],
      payments: [{ id: crypto.randomUUID(), at: new Date().toISOString(), amount: 2000, note: null }],
      dueDate: first,
    },
  ]);

  await page.setViewportSize({ width: 800, height: 1280 });
  await signInInPage(page, m.email, m.password, /\/user\/dashboard$/);
  await page.goto(`/user/atelier/orders/edit/${orderId}`);
  const stage = page.getByRole('combobox', { name: 'Étape de Boubou' });
  await expect(stage).toHaveValue('Coupe', { timeout: 20_000 });

  // This tablet loses the network (the server unreachable for its requests, service worker included).
  await page.route('**/api/**', (r) => r.abort('internetdisconnected'));
  await stage.click();
  await page.getByRole('option', { name: 'Couture' }).click();
  await expect(stage).toHaveValue('Couture');
  await page.getByLabel('Date de livraison').fill(hers);
  await page.keyboard.press('Escape'); // the calendar's popover closed: it covers the button
  await page.getByRole('button', { name: 'Changer la date' }).click();
  await expect(page.getByTestId('atelier-order-due')).toHaveText(asShown(hers));

  // Meanwhile the other tablet, online, moves the same boubou and the same delivery.
  const pulled = await (await request.get('/api/sync/pull?since=0', { headers: auth })).json();
  const server = pulled.changes.find((c: { id: string }) => c.id === orderId);
  const other = await request.post('/api/sync/push', {
    headers: auth,
    data: {
      clientId: 'other-tablet',
      mutations: [
        {
          mutationId: crypto.randomUUID(),
          table: 'orders',
          op: 'upsert',
          id: orderId,
          baseVersion: server.version,
          changes: {
            garments: [
              { ...server.data.garments[0], stage: 'finishing' },
              { ...server.data.garments[1], stage: 'cutting' },
            ],
            dueDate: theirs,
          },
        },
      ],
    },
  });
  expect((await other.json()).results[0].status).toBe('applied');

  // Back online: her changes are not applied over the other tablet's, they are offered for review.
  await page.unroute('**/api/**');
  await page.getByTestId('sync-indicator').click();
  await expect(page).toHaveURL(/\/user\/sync$/);
  await page.getByRole('button', { name: 'Synchroniser maintenant' }).click();
  // One card per change she made (the stage, then the date), each naming the order.
  const conflicts = page.getByTestId('sync-conflict');
  await expect(conflicts).toHaveCount(2, { timeout: 30_000 });
  for (const card of await conflicts.all()) await expect(card).toContainText(`Commande : ${code} — Fatou Ndiaye`);
  const garments = conflicts.getByRole('row', { name: /Vêtements/ }).getByRole('cell');
  await expect(garments.nth(1).getByTestId('sync-value-line')).toHaveText(['Boubou : Couture', 'Pantalon : Coupe']);
  await expect(garments.nth(2).getByTestId('sync-value-line')).toHaveText(['Boubou : Finition', 'Pantalon : Coupe']);
  const due = conflicts.getByRole('row', { name: /Date de livraison/ }).getByRole('cell');
  await expect(due.nth(1)).toHaveText(inWords(hers));
  await expect(due.nth(2)).toHaveText(inWords(theirs));
  await expect(page.locator('main')).not.toContainText(/object Object|garments|dueDate|stage|sewing|finishing/);

  // On a phone and on a tablet: nothing cut, nothing wider than the screen.
  for (const [width, height] of [
    [390, 844],
    [800, 1280],
  ] as const) {
    await page.setViewportSize({ width, height });
    const overflow = await page.evaluate(() => {
      const wide = document.documentElement.scrollWidth > window.innerWidth;
      const cut = [...document.querySelectorAll('[data-testid="sync-conflict"]')].flatMap((card) => {
        const right = card.getBoundingClientRect().right;
        return [...card.querySelectorAll('td, th, button')].filter((el) => {
          const box = el.getBoundingClientRect();
          return box.right > right + 0.5 || el.scrollWidth > el.clientWidth + 1;
        });
      });
      return { wide, cut: cut.map((el) => el.textContent) };
    });
    expect(overflow, `${width} px`).toEqual({ wide: false, cut: [] });
  }

  // She keeps her version of both: the server gets the boubou in « Couture » and the 12th.
  await conflicts.first().getByRole('button', { name: 'Remettre ma version' }).click();
  await expect(conflicts).toHaveCount(1);
  await conflicts.first().getByRole('button', { name: 'Remettre ma version' }).click();
  await expect(conflicts).toHaveCount(0);
  await expect
    .poll(
      async () => {
        const now = await (await request.get('/api/sync/pull?since=0', { headers: auth })).json();
        const order = now.changes.find((c: { id: string }) => c.id === orderId);
        return [order?.data.garments.map((g: { stage: string }) => g.stage), order?.data.dueDate];
      },
      { timeout: 20_000 },
    )
    .toEqual([['sewing', 'cutting'], hers]);
});

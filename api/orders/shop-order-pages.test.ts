import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, requestJson, type TestContext } from '../testing/harness';
import { createMerchant, createProduct } from '../testing/factories';
import { fromIp, shopper } from '../testing/requests';
import { SHOP_ANSWER_CSP } from '../http/security-headers';
import { newId, nowIso } from '../ids';

// The shopper's side of the storefront: a variant in its own size and colour, and the order and follow forms posted
// without JavaScript (HTML answers under a no-script policy). One app for the whole file: each test makes its stores.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

let ip = 0;
const freshIp = () => `10.9.0.${++ip}`;

/** A browser's own form post (no island): urlencoded, asking for a page. */
async function formPost(url: string, fields: Record<string, string>) {
  const res = await t.app.request(
    url,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html,application/xhtml+xml' },
      body: new URLSearchParams(fields).toString(),
    },
    { incoming: { socket: { remoteAddress: freshIp() } } },
  );
  return { status: res.status, headers: res.headers, text: await res.text() };
}
const getPage = async (url: string) => {
  const res = await t.app.request(url, { headers: { accept: 'text/html' } });
  return { status: res.status, headers: res.headers, text: await res.text() };
};

async function redMStore() {
  const m = await createMerchant(t.db, t.config);
  const p = await createProduct(t.db, m.storeId, {
    name: 'Robe wax',
    price: 15000,
    stock: 10,
    sizes: ['S', 'M', 'L'],
    colors: ['Rouge', 'Bleu'],
    variant: { name: 'Rouge M', size: 'M', color: 'Rouge', price: 17000, stock: 2 },
  });
  return { m, productId: p.productId, variantId: p.subProductId! };
}

describe('a variant in its own size and colour', () => {
  it('orders the red size-M variant at its price, refuses another size, and short stock in French', async () => {
    const { m, productId, variantId } = await redMStore();
    const url = `/api/shop/${m.slug}/orders`;
    const ok = await fromIp(
      t,
      freshIp(),
      url,
      shopper(productId, { subProductId: variantId, quantity: 1, size: 'M', color: 'Rouge' }),
    );
    expect(ok.status, JSON.stringify(ok.data)).toBe(201);
    const row = await t.db.selectFrom('orders').selectAll().where('id', '=', ok.data.data.id).executeTakeFirstOrThrow();
    expect(JSON.parse(row.lines)[0]).toMatchObject({
      subProductId: variantId,
      size: 'M',
      color: 'Rouge',
      unitPrice: 17000,
    });

    // No size sent: the variant's own. A contradicting one: refused on its field.
    const implied = await fromIp(t, freshIp(), url, shopper(productId, { subProductId: variantId, quantity: 1 }));
    expect(implied.status).toBe(201);
    const lines = JSON.parse(
      (await t.db.selectFrom('orders').select('lines').where('id', '=', implied.data.data.id).executeTakeFirstOrThrow())
        .lines,
    );
    expect(lines[0]).toMatchObject({ size: 'M', color: 'Rouge' });
    const wrong = await fromIp(
      t,
      freshIp(),
      url,
      shopper(productId, { subProductId: variantId, quantity: 1, size: 'L' }),
    );
    expect(wrong.status).toBe(422);
    expect(wrong.data.errors).toEqual({ size: ['Cette variante existe seulement en taille M'] });

    // Both taken: one more is refused in French, nothing reserved.
    const short = await fromIp(t, freshIp(), url, shopper(productId, { subProductId: variantId, quantity: 1 }));
    expect(short.status).toBe(422);
    expect(short.data).toEqual({ message: 'Stock insuffisant', errors: { quantity: ['Stock insuffisant'] } });
    const plain = await fromIp(t, freshIp(), url, shopper(productId, { quantity: 1, size: 'XXL' }));
    expect(plain.data.errors).toEqual({ size: ['Taille non proposée pour ce produit'] });
  });

  it('without JavaScript, the size and colour chips pick the variant the form did not name', async () => {
    const { m, productId, variantId } = await redMStore();
    const blueL = newId();
    const now = nowIso();
    await t.db
      .insertInto('sub_products')
      .values({
        id: blueL,
        store_id: m.storeId,
        product_id: productId,
        name: 'Bleu L',
        size: 'L',
        color: 'Bleu',
        price: 18000,
        stock: 3,
        created_at: now,
        updated_at: now,
        deleted_at: null,
      })
      .execute();
    // The plain form names its first variant (red M) with the chips the shopper ticked: blue, L.
    const res = await fromIp(
      t,
      freshIp(),
      `/api/shop/${m.slug}/orders`,
      shopper(productId, { subProductId: variantId, quantity: 1, size: 'L', color: 'Bleu' }),
    );
    expect(res.status, JSON.stringify(res.data)).toBe(201);
    const row = await t.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', res.data.data.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.lines)[0]).toMatchObject({ subProductId: blueL, size: 'L', color: 'Bleu', unitPrice: 18000 });
    const stocks = await t.db
      .selectFrom('sub_products')
      .select(['id', 'stock'])
      .where('product_id', '=', productId)
      .execute();
    expect(Object.fromEntries(stocks.map((s) => [s.id, s.stock]))).toEqual({ [variantId]: 2, [blueL]: 2 });
  });

  it('refuses a variant of another product of the store, or of another store (404)', async () => {
    const { m, productId, variantId } = await redMStore();
    const other = await createProduct(t.db, m.storeId, { variant: { price: 1, stock: 5 } });
    const foreign = await redMStore();
    const url = `/api/shop/${m.slug}/orders`;
    const res1 = await fromIp(t, freshIp(), url, shopper(productId, { subProductId: other.subProductId, quantity: 1 }));
    const res2 = await fromIp(t, freshIp(), url, shopper(productId, { subProductId: foreign.variantId, quantity: 1 }));
    const res3 = await fromIp(t, freshIp(), url, shopper(foreign.productId, { subProductId: foreign.variantId }));
    expect([res1.status, res2.status, res3.status]).toEqual([404, 404, 404]);
    expect(res1.data.message).toBe('Produit introuvable.');
    const stock = await t.db
      .selectFrom('sub_products')
      .select('stock')
      .where('id', 'in', [variantId, foreign.variantId])
      .execute();
    expect(stock.map((s) => s.stock)).toEqual([2, 2]);
  });
});

describe('the order and follow forms without JavaScript', () => {
  it('a plain form post orders, lands on a confirmation page with the code, and the follow page shows its status', async () => {
    const { m, productId, variantId } = await redMStore();
    const sent = await formPost(`/api/shop/${m.slug}/orders`, {
      ...shopper(productId, { quantity: '1', subProductId: variantId, size: '', color: '' }),
    } as Record<string, string>);
    expect(sent.status, sent.text).toBe(303);
    const location = sent.headers.get('location')!;
    expect(location).toMatch(new RegExp(`^/api/shop/${m.slug}/orders/[A-Z2-9]{6}/confirmation$`));
    const code = location.split('/')[5]!;

    const page = await getPage(location);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toBe(SHOP_ANSWER_CSP);
    expect(page.text).not.toMatch(/<script/i);
    expect(page.text).toContain(code);
    expect(page.text).toContain('Votre commande a bien été envoyée');
    // One link to follow the order, its code filled in.
    expect(page.text).toContain(`href="/${m.slug}/suivi?code=${code}"`);
    expect(page.text).toContain('data-testid="order-summary"');

    const follow = await formPost(`/api/shop/${m.slug}/suivi`, { code: code.toLowerCase(), phone: '+226 70 11 22 33' });
    expect(follow.status, follow.text).toBe(200);
    expect(follow.text).toContain('data-status="pending"');
    expect(follow.text).toContain('En Cours');
    expect(follow.text).toContain('taille M, couleur Rouge');

    // The merchant confirms with a message: the page shows it, with its French label and the message.
    await requestJson(
      t.app,
      'PUT',
      `/api/orders/${await orderId(code)}`,
      { status: 'confirmed', message: 'Prête demain <b>' },
      m.token,
    );
    const again = await formPost(`/api/shop/${m.slug}/suivi`, { code, phone: '70112233' });
    expect(again.text).toContain('data-status="confirmed"');
    expect(again.text).toContain('Confirmée');
    expect(again.text).toContain('Prête demain &lt;b&gt;');
  });

  it('a refused plain form post answers a French page: short stock, and every empty field named', async () => {
    const { m, productId, variantId } = await redMStore();
    const short = await formPost(`/api/shop/${m.slug}/orders`, {
      ...shopper(productId, { quantity: '3', subProductId: variantId }),
    } as Record<string, string>);
    expect(short.status).toBe(422);
    expect(short.headers.get('content-security-policy')).toBe(SHOP_ANSWER_CSP);
    expect(short.text).toContain('Quantité : Stock insuffisant');
    const empty = await formPost(`/api/shop/${m.slug}/orders`, { productId });
    expect(empty.status).toBe(422);
    expect(empty.text).toContain('Prénom : Le champ est vide');
    expect(empty.text).toContain('Ville : Le champ est vide');
    expect(await t.db.selectFrom('orders').select('id').where('store_id', '=', m.storeId).execute()).toEqual([]);
  });

  it('a follow form with a number that cannot be a phone says so, not that no order was found', async () => {
    const a = await redMStore();
    const placed = await fromIp(t, freshIp(), `/api/shop/${a.m.slug}/orders`, shopper(a.productId, { quantity: 1 }));
    const code = placed.data.data.code as string;
    const page = await formPost(`/api/shop/${a.m.slug}/suivi`, { code, phone: '12' });
    expect(page.status).toBe(422);
    expect(page.text).toContain('Numero Invalide');
    expect(page.text).not.toContain('Aucune commande');
    const json = await fromIp(t, freshIp(), `/api/shop/${a.m.slug}/suivi`, { code, phone: '12' });
    expect(json.status).toBe(422);
    expect(json.data.errors.phone).toEqual(['Numero Invalide']);
  });

  it('the follow answers never show another store’s order, nor one with another phone', async () => {
    const a = await redMStore();
    const b = await redMStore();
    const placed = await fromIp(t, freshIp(), `/api/shop/${a.m.slug}/orders`, shopper(a.productId, { quantity: 1 }));
    const code = placed.data.data.code as string;
    const elsewhere = await formPost(`/api/shop/${b.m.slug}/suivi`, { code, phone: '70112233' });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.text).toContain('Aucune commande avec ce numéro et ce téléphone.');
    expect(elsewhere.text).not.toContain('Robe wax');
    expect((await requestJson(t.app, 'GET', `/api/shop/${b.m.slug}/orders/${code}?phone=70112233`)).status).toBe(404);
    expect((await getPage(`/api/shop/${b.m.slug}/orders/${code}/confirmation`)).status).toBe(404);
    const wrongPhone = await formPost(`/api/shop/${a.m.slug}/suivi`, { code, phone: '70000000' });
    expect(wrongPhone.status).toBe(404);
    const blank = await formPost(`/api/shop/${a.m.slug}/suivi`, { code: '', phone: '' });
    expect(blank.status).toBe(422);
    expect(blank.text).toContain('Numéro de commande : Le champ est vide');
    const mine = await formPost(`/api/shop/${a.m.slug}/suivi`, { code, phone: '70112233' });
    expect(mine.status).toBe(200);
  });
});

async function orderId(code: string) {
  return (await t.db.selectFrom('orders').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
}

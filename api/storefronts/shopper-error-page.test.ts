import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UNEXPECTED_ERROR } from '#shared/messages';
import { createTestContext, requestJson, type TestContext } from '../testing/harness';
import { createMerchant, createProduct } from '../testing/factories';

// A shopper never sees JSON: an error on a storefront path or on a shop form posted without JavaScript answers an
// HTML page in the store's look, with the error's status; the API keeps its JSON.
let t: TestContext;
beforeEach(async () => {
  t = await createTestContext();
});
afterEach(async () => {
  await t.close();
});

const plainPost = (url: string, fields: Record<string, string>) =>
  t.app.request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    body: new URLSearchParams(fields).toString(),
  });

describe('errors on a shopper’s pages', () => {
  it('an order page that does not exist answers an HTML 404 with the store’s name and the way back', async () => {
    const m = await createMerchant(t.db, t.config, { slug: 'chez-awa', storeName: 'Chez Awa' });
    const res = await t.app.request(`/api/shop/${m.slug}/orders/ZZZZZZ/confirmation`, {
      headers: { accept: 'text/html' },
    });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await res.text();
    expect(page).toContain('Chez Awa');
    expect(page).toContain('href="/chez-awa/home"');
  });

  it('an order posted without JavaScript when the server fails answers an HTML 500, the API its JSON', async () => {
    const m = await createMerchant(t.db, t.config, { slug: 'panne-totale', storeName: 'Panne Totale' });
    const { productId } = await createProduct(t.db, m.storeId);
    await t.db.destroy(); // every query fails from here
    const res = await plainPost(`/api/shop/${m.slug}/orders`, { productId, quantity: '1', name: 'Awa' });
    expect(res.status).toBe(500);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await res.text();
    expect(page).toContain(UNEXPECTED_ERROR);
    expect(page).toContain('href="/panne-totale/home"');
    expect(page).not.toContain('{"message"');

    const api = await requestJson(t.app, 'POST', `/api/shop/${m.slug}/orders`, { productId, quantity: 1 });
    expect(api.status).toBe(500);
    expect(api.data).toEqual({ message: UNEXPECTED_ERROR });
  });
});

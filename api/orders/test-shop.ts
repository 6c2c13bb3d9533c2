import type { TestContext } from '../testing/harness';
import { newId, nowIso } from '../ids';

/** A published product (and optionally a variant) written straight to the database: the order tests need no images. */
export async function addProduct(
  t: TestContext,
  storeId: string,
  fields: {
    price?: number;
    stock?: number;
    discountPrice?: number | null;
    published?: number;
    variant?: { price: number; stock: number };
  } = {},
) {
  const id = newId();
  const now = nowIso();
  await t.db
    .insertInto('products')
    .values({
      id,
      store_id: storeId,
      category_id: null,
      name: 'Boubou brodé',
      description: null,
      price: fields.price ?? 10000,
      discount_price: fields.discountPrice ?? null,
      stock: fields.stock ?? 5,
      discount_start: null,
      discount_end: null,
      sizes: '[]',
      colors: '[]',
      published: fields.published ?? 1,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    })
    .execute();
  let subProductId: string | null = null;
  if (fields.variant) {
    subProductId = newId();
    await t.db
      .insertInto('sub_products')
      .values({
        id: subProductId,
        store_id: storeId,
        product_id: id,
        name: 'XL',
        size: 'XL',
        color: null,
        price: fields.variant.price,
        stock: fields.variant.stock,
        created_at: now,
        updated_at: now,
        deleted_at: null,
      })
      .execute();
  }
  return { productId: id, subProductId };
}

export const shopper = (productId: string, extra: Record<string, unknown> = {}) => ({
  productId,
  firstname: 'Fatou',
  lastname: 'Ouédraogo',
  phone: '70 11 22 33',
  email: 'Fatou@Example.com',
  city: 'Ouagadougou',
  quantity: '2',
  ...extra,
});

/** Sends a shopper request from a given socket address (the per-IP limit reads the socket, not headers). */
export async function fromIp(t: TestContext, ip: string, url: string, body: unknown) {
  const res = await t.app.request(
    url,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    { incoming: { socket: { remoteAddress: ip } } },
  );
  return { status: res.status, data: (await res.json()) as any };
}

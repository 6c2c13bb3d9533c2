import { expect, type APIRequestContext } from '@playwright/test';
import type { Merchant } from './fixtures';
import { picture } from './uploads';

// What a journey puts in a merchant's store before its story starts, through her API as her screens would (products,
// variants, checkout settings, promo codes), and a shopper's order sent to the storefront's API. Each journey makes
// its own: accounts and stores come from ./fixtures.

type Owner = Pick<Merchant, 'token'>;
type Picture = Awaited<ReturnType<typeof picture>>;

const bearer = (m: Owner) => ({ authorization: `Bearer ${m.token}` });

/**
 * A product (fields as the product form sends them: name, price, stock, sizes…) with its picture, a red JPEG unless
 * given; answers its id.
 */
export async function newProduct(
  request: APIRequestContext,
  m: Owner,
  fields: Record<string, string>,
  image?: Picture,
): Promise<string> {
  const images = image ?? (await picture('photo.jpg', '#c0392b'));
  const created = await request.post('/api/products', { headers: bearer(m), multipart: { ...fields, images } });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { data: { id: string } }).data.id;
}

/** Variants of a product (name, size, color, price, stock each). */
export async function newVariants(
  request: APIRequestContext,
  m: Owner,
  productId: string,
  variants: { name: string; size: string; color: string; price: string; stock: string }[],
) {
  for (const v of variants) {
    const res = await request.post(`/api/products/${productId}/sub-products`, { headers: bearer(m), data: v });
    expect(res.status(), await res.text()).toBe(201);
  }
}

/**
 * « Robe wax » at 15 000 (4 in stock, sizes S, M, L, red or blue) with two variants only: « Bleu L » at 16 000 (5 in
 * stock) and « Rouge M » at 17 500 (2 in stock), so size M brings red with it. Its picture is a red square of
 * `pictureSize` px. Answers the product's id.
 */
export async function robeWaxWithTwoVariants(request: APIRequestContext, m: Owner, pictureSize: number) {
  const productId = await newProduct(
    request,
    m,
    { name: 'Robe wax', price: '15000', stock: '4', sizes: 'S, M, L', colors: '["Rouge","Bleu"]' },
    await picture('robe.png', '#c0392b', pictureSize, pictureSize, 'png'),
  );
  await newVariants(request, m, productId, [
    { name: 'Bleu L', size: 'L', color: 'Bleu', price: '16000', stock: '5' },
    { name: 'Rouge M', size: 'M', color: 'Rouge', price: '17500', stock: '2' },
  ]);
  return productId;
}

/** The store's delivery and payment settings (« Livraison et paiement »), as PUT /api/checkout-settings takes them. */
export async function setCheckoutSettings(
  request: APIRequestContext,
  m: Owner,
  settings: { delivery: Record<string, unknown>; payment: Record<string, unknown> },
) {
  const res = await request.put('/api/checkout-settings', { headers: bearer(m), data: settings });
  expect(res.status(), await res.text()).toBe(200);
}

/** A promo code of the store. */
export async function newPromoCode(
  request: APIRequestContext,
  m: Owner,
  code: { code: string; kind: 'percent' | 'fixed'; value: number; minOrderAmount?: number },
) {
  const res = await request.post('/api/promo-codes', { headers: bearer(m), data: code });
  expect(res.status(), await res.text()).toBe(201);
}

/** A shopper's order sent to the storefront's API (the order form's fields); answers the order's id, code and total. */
export async function storefrontOrder(
  request: APIRequestContext,
  slug: string,
  order: Record<string, unknown>,
): Promise<{ id: string; code: string; total: number }> {
  const placed = await request.post(`/api/shop/${slug}/orders`, { data: order });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as { data: { id: string; code: string; total: number } }).data;
}

import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  categorySchema,
  discountApplies,
  discountEndFromPeriod,
  productSchema,
  productUpdateSchema,
  subProductUpdateSchema,
} from './catalog';
import { canMoveOrder, ORDER_STATUSES, orderUpdateSchema, shopperOrderSchema } from './order';

const errorsOf = (schema: v.GenericSchema, input: unknown) => {
  const r = v.safeParse(schema, input);
  if (r.success) return {};
  return v.flatten(r.issues).nested ?? {};
};

describe('catalogue schemas', () => {
  it('gives one message per bad field (a blank price is only « Le champ est vide »)', () => {
    expect(errorsOf(productSchema, { name: 'A', price: '', stock: '' })).toEqual({
      price: ['Le champ est vide'],
      stock: ['Le champ est vide'],
    });
    expect(errorsOf(categorySchema, {})).toEqual({ name: ['Le champ est vide'] });
  });

  it('accepts prices with up to 2 decimals, from text or numbers', () => {
    for (const ok of ['0', '15000', '12.5', '12.50', 99.99]) {
      expect(v.safeParse(productSchema, { name: 'A', price: ok, stock: '1' }).success, String(ok)).toBe(true);
    }
    for (const bad of ['12.345', '1,5', '-3', 'abc', '1e3', 12.345]) {
      expect(errorsOf(productSchema, { name: 'A', price: bad, stock: '1' }).price, String(bad)).toEqual([
        'Uniquement des nombres ou des décimales',
      ]);
    }
  });

  it('reads prices and stocks written with French thousands spaces (« 15 000 ») as the merchant sees them shown', () => {
    const parsed = v.parse(productSchema, { name: 'A', price: '15 000', stock: '1\u202f200' });
    expect([parsed.price, parsed.stock]).toEqual([15000, 1200]);
    expect(v.parse(productSchema, { name: 'A', price: '1\u00a0500.50', stock: '1' }).price).toBe(1500.5);
    // Not a grouping of thousands: still refused.
    for (const bad of ['1 5', '15 00', '1  000', ' 1 0 0 0x']) {
      expect(errorsOf(productSchema, { name: 'A', price: bad, stock: '1' }).price, bad).toEqual([
        'Uniquement des nombres ou des décimales',
      ]);
    }
  });

  it('reads sizes and colours from arrays, JSON text or comma lists, trimmed and without duplicates', () => {
    const parse = (sizes: unknown) => v.parse(productSchema, { name: 'A', price: '1', stock: '1', sizes }).sizes;
    expect(parse(['S', ' M ', 'S', ''])).toEqual(['S', 'M']);
    expect(parse('["S","M"]')).toEqual(['S', 'M']);
    expect(parse('S, M ,L')).toEqual(['S', 'M', 'L']);
    expect(parse(undefined)).toEqual([]);
  });

  it('checks the discount against the price and the period’s order; an update may leave fields out', () => {
    expect(errorsOf(productSchema, { name: 'A', price: '10', discountPrice: '10', stock: '1' }).discountPrice).toEqual([
      'Le prix réduit doit être inférieur au prix',
    ]);
    expect(
      errorsOf(productSchema, {
        name: 'A',
        price: '10',
        stock: '1',
        discountStart: '2026-05-10',
        discountEnd: '2026-05-01',
      }).discountEnd,
    ).toEqual(['La fin de la réduction doit suivre son début']);
    expect(v.parse(productUpdateSchema, { stock: 3 })).toEqual({ stock: 3, published: undefined });
  });

  it('takes any stock seen up to STOCK_MAX (a stock of 10 000 or more stays editable)', () => {
    expect(v.parse(productUpdateSchema, { stock: 250000, stockSeen: '12500' })).toMatchObject({ stockSeen: 12500 });
    expect(v.parse(subProductUpdateSchema, { stock: 1, stockSeen: 1_000_000 })).toMatchObject({ stockSeen: 1_000_000 });
    expect(errorsOf(productUpdateSchema, { stock: 1, stockSeen: '1000001' }).stockSeen).toEqual([
      'Uniquement des chiffres',
    ]);
    expect(errorsOf(productUpdateSchema, { stock: 1, stockSeen: '12a' }).stockSeen).toEqual([
      'Uniquement des chiffres',
    ]);
  });

  it('computes the discount end from a period in days and knows when a discount applies', () => {
    expect(discountEndFromPeriod('2026-02-25', 5)).toBe('2026-03-02');
    const p = { discount_price: 5, discount_start: '2026-01-01', discount_end: '2026-01-31' };
    expect(discountApplies(p, new Date('2026-01-31T23:00:00Z'))).toBe(true);
    expect(discountApplies(p, new Date('2026-02-01T00:00:00Z'))).toBe(false);
    expect(discountApplies({ ...p, discount_price: null }, new Date('2026-01-10T00:00:00Z'))).toBe(false);
  });
});

describe('defaults and messages', () => {
  it('turns missing optional fields into null, never into a message text', () => {
    expect(v.parse(productSchema, { name: 'A', price: '1', stock: '1' })).toMatchObject({
      description: null,
      category: null,
      discountPrice: null,
      discount_period: null,
      discountStart: null,
      discountEnd: null,
      sizes: [],
      colors: [],
    });
    const order = {
      productId: 'p',
      firstname: 'F',
      lastname: 'L',
      phone: '70112233',
      email: 'a@b.bf',
      city: 'C',
      quantity: 1,
    };
    expect(v.parse(shopperOrderSchema, order).subProductId).toBeNull();
    expect(v.parse(orderUpdateSchema, { status: 'confirmed' }).message).toBeNull();
  });

  it('answers in French for values of the wrong type', () => {
    const messages = (schema: v.GenericSchema, input: unknown) =>
      (v.safeParse(schema, input).issues ?? []).map((i) => i.message);
    for (const [schema, input] of [
      [
        productSchema,
        { name: 'A', price: '1', stock: '1', description: 5, sizes: { a: 1 }, published: 'peut-être', category: [] },
      ],
      [shopperOrderSchema, { subProductId: 3, quantity: {} }],
      [categorySchema, 'pas un objet'],
    ] as const) {
      for (const message of messages(schema, input)) expect(message).not.toMatch(/Invalid type|Expected/);
    }
  });
});

describe('order schemas', () => {
  it('requires every shopper field with « Le champ est vide »', () => {
    expect(errorsOf(shopperOrderSchema, {})).toEqual({
      productId: ['Le champ est vide'],
      firstname: ['Le champ est vide'],
      lastname: ['Le champ est vide'],
      phone: ['Le champ est vide'],
      email: ['Le champ est vide'],
      city: ['Le champ est vide'],
      quantity: ['Le champ est vide'],
    });
  });

  it('moves only along pending → confirmed → shipped → delivered, cancelling from pending or confirmed', () => {
    const allowed = ORDER_STATUSES.flatMap((from) =>
      ORDER_STATUSES.filter((to) => canMoveOrder(from, to)).map((to) => `${from}>${to}`),
    );
    expect(allowed.sort()).toEqual([
      'confirmed>canceled',
      'confirmed>shipped',
      'pending>canceled',
      'pending>confirmed',
      'shipped>delivered',
    ]);
    expect(errorsOf(orderUpdateSchema, { status: 'lost' }).status).toEqual(['Statut invalide']);
  });
});

import * as v from 'valibot';
import { normalizePhone, callingCodeOf } from '#shared/phone';
import { countryOfStorePhone } from '#shared/store-phone';
import { deliverySettingsSchema, paymentSettingsSchema, isTimeZone } from '#shared/schemas/checkout';
import {
  defaultTimeZone,
  type CheckoutSettingsJson,
  type DeliverySettings,
  type PaymentSettings,
} from '#shared/checkout';
import type { SnapshotCheckout } from '#shared/storefront-snapshot';
import type { CountryCode } from 'libphonenumber-js';
import type { DB } from '../db/database';

/**
 * A store's checkout settings as stored on its row (JSON text, decision 012), read back safely: a row written by an
 * older version or by hand that no longer passes the schema reads as "not set" rather than breaking an order.
 */

export interface StoreCheckoutRow {
  phone: string;
  currency: string;
  website?: string | null;
  delivery_settings: string | null;
  payment_settings: string | null;
  time_zone: string | null;
}

function parseJson(text: string | null): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function readDeliverySettings(text: string | null): DeliverySettings | null {
  const raw = parseJson(text);
  if (raw === null) return null;
  const parsed = v.safeParse(deliverySettingsSchema, raw);
  if (!parsed.success) return null;
  return {
    ...parsed.output,
    delivery: {
      ...parsed.output.delivery,
      zones: parsed.output.delivery.zones.flatMap((z) => (z.id ? [{ ...z, id: z.id }] : [])),
    },
  };
}

export function readPaymentSettings(text: string | null): PaymentSettings | null {
  const raw = parseJson(text);
  if (raw === null) return null;
  const parsed = v.safeParse(paymentSettingsSchema, raw);
  return parsed.success ? parsed.output : null;
}

/** The store's country (shared/store-phone.ts), each store phone read once. */
export function storeCountry(store: Pick<StoreCheckoutRow, 'phone'>): CountryCode {
  const phone = store.phone ?? '';
  let country = storeCountries.get(phone);
  if (country === undefined) {
    country = countryOfStorePhone(phone);
    if (storeCountries.size >= 10_000) storeCountries.clear();
    storeCountries.set(phone, country);
  }
  return country;
}

/** Store phones already read (parsing a number costs ~0.2 ms, and a shopper order asks several times). */
const storeCountries = new Map<string, CountryCode>();

/** How a shopper's number typed without a country code is read in this store. */
export const storeCallingCode = (store: Pick<StoreCheckoutRow, 'phone'>): string => callingCodeOf(storeCountry(store));

/** A phone typed on this store's forms, in E.164 (national numbers get the store's country). */
export const shopperPhone = (store: Pick<StoreCheckoutRow, 'phone'>, typed: string): string | null =>
  normalizePhone(typed, storeCallingCode(store));

export function storeTimeZone(store: Pick<StoreCheckoutRow, 'phone' | 'time_zone'>): string {
  if (store.time_zone && isTimeZone(store.time_zone)) return store.time_zone;
  return defaultTimeZone(storeCountry(store));
}

/**
 * The merchant's WhatsApp number (E.164): the number of the storefront's WhatsApp link when it holds one
 * (« https://wa.me/22670000011 », « +226 70 00 00 11 »), else the store's phone.
 */
export function merchantWhatsappPhone(store: Pick<StoreCheckoutRow, 'phone' | 'website'>): string | null {
  let social: unknown;
  try {
    social = (JSON.parse(store.website || '{}') as { social_media?: { whatsapp?: unknown } }).social_media?.whatsapp;
  } catch {
    social = null;
  }
  if (typeof social === 'string' && social.trim() !== '') {
    const m = /wa\.me\/(\d{8,15})/.exec(social) ?? /(?:phone=)(\d{8,15})/.exec(social);
    if (m) return '+' + m[1];
    if (/^\+?[\d\s().-]+$/.test(social.trim())) {
      const phone = normalizePhone(social, storeCallingCode(store));
      if (phone) return phone;
    }
  }
  return store.phone?.startsWith('+') ? store.phone : (normalizePhone(store.phone ?? '') ?? null);
}

export function checkoutSettingsJson(store: StoreCheckoutRow): CheckoutSettingsJson {
  return {
    delivery: readDeliverySettings(store.delivery_settings),
    payment: readPaymentSettings(store.payment_settings),
    timeZone: storeTimeZone(store),
    timeZoneChosen: Boolean(store.time_zone && isTimeZone(store.time_zone)),
    country: storeCountry(store),
    currency: store.currency,
  };
}

/** What the storefront's order form offers (the snapshot's `checkout`). */
export async function snapshotCheckout(
  db: DB,
  store: StoreCheckoutRow & { id: string },
  today: string,
): Promise<SnapshotCheckout> {
  const payment = readPaymentSettings(store.payment_settings);
  const usable = await db
    .selectFrom('promo_codes')
    .select('id')
    .where('store_id', '=', store.id)
    .where('active', '=', 1)
    .where((eb) => eb.or([eb('starts_on', 'is', null), eb('starts_on', '<=', today)]))
    .where((eb) => eb.or([eb('ends_on', 'is', null), eb('ends_on', '>=', today)]))
    .where((eb) => eb.or([eb('max_uses', 'is', null), eb('uses', '<', eb.ref('max_uses'))]))
    .limit(1)
    .executeTakeFirst();
  return {
    delivery: readDeliverySettings(store.delivery_settings),
    payment: payment
      ? { cashOnDelivery: payment.cashOnDelivery, mobileMoney: payment.mobileMoney.map((m) => m.method) }
      : null,
    promoCodes: Boolean(usable),
  };
}

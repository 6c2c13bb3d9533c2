import type { CheckoutSettingsJson } from '#shared/checkout';
import { schemaResolver } from '@mantine/form';
import {
  deliverySettingsSchema,
  paymentSettingsSchema,
  timeZoneField,
  type MobileMoneyMethod,
} from '#shared/schemas/checkout';

/** The delivery form's values: the shape of `deliverySettingsSchema`'s input, amounts as typed text. */
export interface DeliveryFormValues {
  pickup: { enabled: boolean; address: string };
  delivery: { enabled: boolean; zones: { id: string | null; name: string; fee: string; closed: boolean }[] };
  freeDeliveryFrom: string;
}

/** The payment form's values: the shape of `paymentSettingsSchema`'s input. */
export interface PaymentFormValues {
  cashOnDelivery: boolean;
  mobileMoney: { method: MobileMoneyMethod; number: string; instruction: string }[];
}

const amountText = (n: number | null | undefined) => (n == null ? '' : String(n));

export function deliveryFormValues(settings: CheckoutSettingsJson): DeliveryFormValues {
  const d = settings.delivery;
  return {
    pickup: { enabled: d?.pickup.enabled ?? false, address: d?.pickup.address ?? '' },
    delivery: {
      enabled: d?.delivery.enabled ?? false,
      zones: (d?.delivery.zones ?? []).map((z) => ({
        id: z.id,
        name: z.name,
        fee: amountText(z.fee),
        closed: z.closed,
      })),
    },
    freeDeliveryFrom: amountText(d?.freeDeliveryFrom),
  };
}

export function paymentFormValues(settings: CheckoutSettingsJson): PaymentFormValues {
  const p = settings.payment;
  return {
    cashOnDelivery: p?.cashOnDelivery ?? false,
    mobileMoney: (p?.mobileMoney ?? []).map((m) => ({
      method: m.method,
      number: m.number,
      instruction: m.instruction ?? '',
    })),
  };
}

/** The checkout screen's values: its three parts, each in the shape of its part of the PUT body. */
export interface CheckoutFormValues {
  delivery: DeliveryFormValues;
  payment: PaymentFormValues;
  timeZone: string;
}

const PART_SCHEMAS = {
  delivery: deliverySettingsSchema,
  payment: paymentSettingsSchema,
  timeZone: timeZoneField,
} as const;
export type CheckoutPart = keyof typeof PART_SCHEMAS;
export const CHECKOUT_PARTS = Object.keys(PART_SCHEMAS) as CheckoutPart[];

/**
 * The refusals of the parts she changed, each named by its path in the whole form — the path the server names too
 * (`delivery.delivery.zones.0.fee`); a refusal of a part as a whole is named by the part (`delivery`). Parts she did
 * not touch are neither checked nor sent.
 */
export function checkoutErrors(values: CheckoutFormValues, changed: CheckoutPart[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of changed) {
    const errors = schemaResolver(PART_SCHEMAS[part], { sync: true })(values[part]);
    for (const [field, message] of Object.entries(errors)) out[field ? `${part}.${field}` : part] = String(message);
  }
  return out;
}

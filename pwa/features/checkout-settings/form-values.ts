import type { CheckoutSettingsJson } from '#shared/checkout';
import type { MobileMoneyMethod } from '#shared/schemas/checkout';

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

/**
 * The server names a field by its path in the whole body (`delivery.delivery.zones.0.fee`); the form by its path in
 * its own part (`delivery.zones.0.fee`).
 */
export function errorsOfPart(errors: Record<string, string>, part: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors)) {
    if (field === part) out[''] = message;
    else if (field.startsWith(`${part}.`)) out[field.slice(part.length + 1)] = message;
  }
  return out;
}

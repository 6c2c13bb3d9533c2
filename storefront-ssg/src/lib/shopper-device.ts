// What the shopper's own device keeps: her details when she ticks « Se souvenir de moi sur cet appareil »
// (localStorage, never sent anywhere: the order carries them only when she orders), and the placed order the
// confirmation page shows (sessionStorage, this tab only).
import type { PlacedOrder } from '#shared/checkout';

export interface RememberedShopper {
  firstname: string;
  lastname: string;
  phone: string;
  email: string;
  city: string;
  /** This store's last choices (zone ids belong to a store). */
  stores?: Record<string, { delivery?: string; zoneId?: string; address?: string; payment?: string }>;
}

const SHOPPER_KEY = 'boutique-shopper';
const ORDER_KEY = 'boutique-order:';

function storage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null; // private mode or storage switched off: nothing is remembered
  }
}

export function readRememberedShopper(): RememberedShopper | null {
  try {
    const raw = storage('local')?.getItem(SHOPPER_KEY);
    const value = raw ? (JSON.parse(raw) as RememberedShopper) : null;
    return value && typeof value.firstname === 'string' ? value : null;
  } catch {
    return null;
  }
}

export function rememberShopper(value: RememberedShopper): void {
  try {
    storage('local')?.setItem(SHOPPER_KEY, JSON.stringify(value));
  } catch {
    // full storage: she types them again next time
  }
}

export function forgetShopper(): void {
  storage('local')?.removeItem(SHOPPER_KEY);
}

export function keepPlacedOrder(order: PlacedOrder): void {
  try {
    storage('session')?.setItem(ORDER_KEY + order.code, JSON.stringify(order));
  } catch {
    // the confirmation page then sends her to the follow page with the code
  }
}

export function readPlacedOrder(code: string): PlacedOrder | null {
  try {
    const raw = storage('session')?.getItem(ORDER_KEY + code.toUpperCase());
    return raw ? (JSON.parse(raw) as PlacedOrder) : null;
  } catch {
    return null;
  }
}

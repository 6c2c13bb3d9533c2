import { stockLabel } from '#shared/storefront-snapshot';

/** What the order form makes of the quantity she types, against what the page knows can be ordered. */
export interface QuantityReading {
  /** The quantity the total and the quote count: what she typed, capped at what can be ordered (1 while unreadable). */
  counted: number;
  /** Said under the field as soon as she types more than can be ordered (« Plus que 2 en stock »); null otherwise. */
  hint: string | null;
}

/**
 * Reads the typed quantity. `orderable` is the most the form offers (the shown stock when it is low, else the order
 * maximum): typing 10 when 2 are left says « Plus que 2 en stock » at once, before « Commander », and counts 2, so the
 * total shown is never for pieces the store does not have.
 */
export function readQuantity(typed: string, orderable: number, orderMax: number): QuantityReading {
  const text = typed.trim();
  const n = /^\d{1,5}$/.test(text) ? Number(text) : 0;
  if (n < 1) return { counted: 1, hint: null };
  if (orderable < 1 || n <= orderable) return { counted: n, hint: null };
  return {
    counted: orderable,
    hint: orderable < orderMax ? stockLabel(orderable) : `${orderMax} au plus par commande`,
  };
}

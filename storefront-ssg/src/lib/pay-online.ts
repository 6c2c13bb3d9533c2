// « Payer maintenant » (decision 026) on the confirmation and follow pages: the API opens the store's payment
// provider's session for the order's own total and answers its page; the shopper goes there. The order is hers by the
// phone she typed (follow page) or by its id kept in this tab (the form that placed it).
import type { FollowedOrder } from '#shared/checkout';
import { postJson } from '../islands/post-json';

export type OrderOwner = { phone: string } | { orderId: string };

/** Opens the payment page; on a refusal, the API's French message (the page stays). */
export async function payOnline(api: string, code: string, owner: OrderOwner): Promise<string | null> {
  const result = await postJson(`${api}/orders/${encodeURIComponent(code)}/pay`, owner);
  const url = result.ok ? (result.data as { paymentUrl?: unknown } | undefined)?.paymentUrl : undefined;
  if (typeof url === 'string' && /^https?:\/\//.test(url)) {
    location.assign(url);
    return null;
  }
  return result.message;
}

/** The order as the API reads it now (paid, a payment waiting), or null when it cannot be asked. */
export async function orderState(api: string, code: string, owner: OrderOwner): Promise<FollowedOrder | null> {
  const result = await postJson(`${api}/orders/${encodeURIComponent(code)}/state`, owner);
  return result.ok ? ((result.data as FollowedOrder | undefined) ?? null) : null;
}

/**
 * Wires a « Payer maintenant » button: busy while the API opens the session, the refusal under it in French.
 */
export function wirePayButton(button: HTMLButtonElement, note: HTMLElement, open: () => Promise<string | null>) {
  button.addEventListener('click', async () => {
    button.disabled = true;
    note.hidden = true;
    const refusal = await open();
    if (refusal === null) return; // leaving for the payment page
    button.disabled = false;
    note.textContent = refusal;
    note.hidden = false;
  });
  // Back from the payment page by the browser's back button (the page kept in memory): the button works again.
  window.addEventListener('pageshow', () => (button.disabled = false));
}

import { deliveryLabel, paymentLabel } from '#shared/checkout';
import { orderNewsText, type OrderRecord } from '#shared/schemas/order-record';

type Checkout = Pick<
  OrderRecord,
  | 'firstname'
  | 'code'
  | 'lines'
  | 'status'
  | 'message'
  | 'total'
  | 'deliveryOption'
  | 'deliveryZone'
  | 'deliveryFee'
  | 'promoCode'
  | 'discount'
  | 'paymentMethod'
  | 'paidAt'
>;

/**
 * The WhatsApp message the merchant sends about an order: the status news (as the e-mail and SMS say it), then
 * what the customer pays — total, delivery and its fee, promo code and discount — and how, paid or not.
 * `total` is the order's total (lines + fee − discount); `money` writes an amount in the store's currency.
 */
export function orderWhatsappText(order: Checkout, storeName: string, money: (n: number) => string): string {
  const out = [orderNewsText(order, storeName)];
  const details: string[] = [];
  if (order.deliveryOption) {
    const fee = order.deliveryFee ?? 0;
    details.push(
      `${deliveryLabel(order.deliveryOption, order.deliveryZone ?? null)} : ${fee > 0 ? money(fee) : 'offerte'}`,
    );
  }
  if ((order.discount ?? 0) > 0)
    details.push(`réduction${order.promoCode ? ` (code ${order.promoCode})` : ''} : -${money(order.discount ?? 0)}`);
  if (order.deliveryOption || (order.discount ?? 0) > 0 || order.paymentMethod) {
    out.push('', `Total : ${money(order.total)}${details.length ? ` (${details.join(', ')})` : ''}.`);
  }
  if (order.paymentMethod)
    out.push(`Paiement : ${paymentLabel(order.paymentMethod)}${order.paidAt ? ', reçu. Merci !' : ', en attente.'}`);
  return out.join('\n');
}

/** What the sums read of a line and of a payment (order-record.ts's OrderLine and atelier-order.ts's Payment fit). */
interface OrderLine {
  name: string;
  quantity: number;
  unitPrice: number;
}
interface Payment {
  amount: number;
}

// An order's pure helpers (its sums, its lines in one text, a new code, an
// empty order, a WhatsApp link), apart from the order schemas (order-record.ts and atelier-order.ts re-export them):
// the device's tables and figures (pwa/lib/sync) and the screens that only read orders use them without bringing the
// order, checkout and atelier schemas (valibot) into their first load. It imports nothing from the schemas (they
// import it): it names only the fields it reads.

const round2 = (n: number) => Math.round(n * 100) / 100;
export const lineTotal = (l: Pick<OrderLine, 'quantity' | 'unitPrice'>) => round2(l.quantity * l.unitPrice);
export const orderTotal = (lines: readonly Pick<OrderLine, 'quantity' | 'unitPrice'>[]) =>
  round2(lines.reduce((sum, l) => sum + l.quantity * l.unitPrice, 0));
/** What the customer pays: the lines, plus the delivery fee, minus the promo discount (never below 0). */
export const orderGrandTotal = (
  lines: readonly Pick<OrderLine, 'quantity' | 'unitPrice'>[],
  deliveryFee = 0,
  discount = 0,
) => Math.max(0, round2(orderTotal(lines) + deliveryFee - discount));

/** The lines in one short text (« Pagne wax × 2, Boubou × 1 »), for lists, notifications and mails. */
export function linesSummary(lines: readonly Pick<OrderLine, 'name' | 'quantity'>[]): string {
  return lines.map((l) => `${l.name} × ${l.quantity}`).join(', ');
}

/** The sum of an order's recorded payments (what is paid, owed and earned: shared/order-money.ts, decision 024). */
export const paidOf = (payments: readonly Pick<Payment, 'amount'>[] | null | undefined) =>
  round2((payments ?? []).reduce((sum, p) => sum + (Number.isFinite(p.amount) ? p.amount : 0), 0));

export const ORDER_CODE_LENGTH = 6;
/** Letters and digits a customer cannot confuse when reading the code over the phone (no 0/O, 1/I/L). */
export const ORDER_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A new order code (6 characters of ORDER_CODE_ALPHABET), made where the order is made: device or server. */
export function newOrderCode(random: (n: number) => number = (n) => Math.floor(Math.random() * n)): string {
  let code = '';
  for (let i = 0; i < ORDER_CODE_LENGTH; i++) code += ORDER_CODE_ALPHABET[random(ORDER_CODE_ALPHABET.length)];
  return code;
}

/** What a new order starts from before its fields are merged in (an OrderRecord: order-record.ts checks it). */
export const EMPTY_ORDER = {
  code: '',
  status: 'pending' as const,
  customerId: null,
  firstname: '',
  lastname: '',
  phone: '',
  email: '',
  city: '',
  address: null as string | null,
  lines: [] as never[],
  message: null as string | null,
  total: 0,
  history: [] as never[],
  createdAt: '',
};

/** `https://wa.me/<digits>?text=…` for a phone in E.164 (or digits); null without a usable number. */
export function whatsappLink(phone: string | null | undefined, message: string): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (digits.length < 8) return null;
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}

/** Where an order's money stands (shared/order-money.ts says how it is judged). */
export type PaymentState = 'paid' | 'partly_paid' | 'unpaid' | 'canceled';

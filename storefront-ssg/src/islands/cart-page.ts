// The cart page's script (no framework: it must stay under 15 KB gzipped). It lists the cart's lines with − / + and
// « Retirer », asks the store's quote on every change (the server prices every line and tells a line gone or short,
// shown on that line, never dropped), and sends the whole cart as one order — or records it and opens WhatsApp with
// the lines, quantities, total and the shopper's name.
import type { CheckoutQuote, PlacedOrder, QuoteLineIssue } from '#shared/checkout';
import { storefrontPaths } from '#shared/paths';
import { cartCount, readCart, writeCart, type CartLine } from '../lib/cart';
import { formatPrice } from '../lib/format';
import { forgetShopper, keepPlacedOrder, readRememberedShopper, rememberShopper } from '../lib/shopper-device';
import { postJson } from './post-json';

const root = document.getElementById('cart')!;
const { slug = '', currency = 'XOF', store = '', whatsapp = '' } = root.dataset;
const list = document.getElementById('cart-lines')!;
const form = document.getElementById('cart-form') as HTMLFormElement;
const failure = form.querySelector<HTMLElement>('[data-failure]')!;
const remember = form.querySelector<HTMLInputElement>('[data-remember]')!;
const CONTACT = ['firstname', 'lastname', 'phone', 'email', 'city'] as const;
const money = (n: number) => formatPrice(n, currency);
let lines = readCart(slug);
let quote: CheckoutQuote | null = null;
let issues: QuoteLineIssue[] = [];
let sending = false;
root.hidden = false;

const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement | RadioNodeList | null;
const valueOf = (name: string) => (field(name)?.value ?? '').trim();
const fill = (key: string, text: string) => {
  const el = form.querySelector<HTMLElement>(`[data-fill="${key}"]`);
  if (el) el.textContent = text;
};
const row = (key: string, shown: boolean) => {
  const el = form.querySelector<HTMLElement>(`[data-row="${key}"]`);
  if (el) el.hidden = !shown;
};

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  ...kids: (Node | string)[]
) {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...kids);
  return node;
}

function save(next: CartLine[]) {
  lines = next;
  writeCart(slug, lines);
  render();
  askQuote();
}

/** The lines as the shopper sees them; a line the store would refuse says why, in French, on the line. */
function render(lineErrors: Record<number, string> = {}) {
  list.replaceChildren();
  document.getElementById('cart-empty')!.hidden = lines.length > 0;
  form.hidden = lines.length === 0;
  lines.forEach((l, i) => {
    const issue = issues.find((x) => x.index === i);
    const message = lineErrors[i] ?? issue?.message;
    const priced = quote?.lines.find((q) => q.index === i);
    const pic = l.image
      ? el('img', { src: l.image, alt: '', width: 64, height: 64, loading: 'lazy' })
      : el('span', { className: 'noimg' });
    const minus = el('button', { type: 'button', textContent: '−', ariaLabel: `Un de moins : ${l.name}` });
    const plus = el('button', { type: 'button', textContent: '+', ariaLabel: `Un de plus : ${l.name}` });
    const remove = el('button', { type: 'button', className: 'remove', textContent: 'Retirer' });
    minus.disabled = l.quantity <= 1;
    plus.disabled = issue?.kind === 'gone' || (issue?.left != null && l.quantity >= issue.left);
    minus.onclick = () => save(lines.map((x, j) => (j === i ? { ...x, quantity: x.quantity - 1 } : x)));
    plus.onclick = () => save(lines.map((x, j) => (j === i ? { ...x, quantity: x.quantity + 1 } : x)));
    remove.onclick = () => save(lines.filter((_, j) => j !== i));
    const li = el(
      'li',
      {},
      pic,
      el(
        'p',
        { className: 'name' },
        l.name,
        ...(l.variant ? [el('span', { className: 'variant', textContent: l.variant })] : []),
        el('span', { className: 'variant', textContent: `${money(priced?.unitPrice ?? l.unitPrice)} l’unité` }),
      ),
      el('div', { className: 'qty' }, minus, el('output', { textContent: String(l.quantity) }), plus, remove),
    );
    li.dataset.testid = 'cart-line';
    if (message) li.append(el('p', { className: 'err issue', role: 'alert', textContent: message }));
    list.append(li);
  });
  const subtotal = quote ? quote.subtotal : lines.reduce((s, l) => s + l.unitPrice * l.quantity, 0);
  fill('subtotal', money(subtotal));
  row('delivery', Boolean(quote?.delivery));
  if (quote?.delivery) {
    fill('deliveryLabel', quote.delivery.label);
    fill('deliveryFee', quote.delivery.free ? 'Offerte' : money(quote.deliveryFee));
  }
  row('discount', (quote?.discount ?? 0) > 0);
  if (quote && quote.discount > 0) {
    fill('discountLabel', `Réduction (${quote.promoCode})`);
    fill('discount', `− ${money(quote.discount)}`);
  }
  fill('total', money(quote ? quote.total : subtotal));
  showError('promoCode', quote?.promoCodeError ?? '');
}

function showError(name: string, message: string) {
  const p = form.querySelector<HTMLElement>(`[data-err="${name}"]`);
  if (!p) return;
  p.textContent = message;
  p.hidden = !message;
}

const linesBody = () =>
  lines.map(({ productId, subProductId, size, color, quantity }) => ({
    productId,
    subProductId,
    size,
    color,
    quantity,
  }));

function choices() {
  const delivery = valueOf('delivery');
  return {
    delivery: delivery || null,
    zoneId: delivery === 'delivery' ? valueOf('zoneId') || null : null,
    address: valueOf('address') || null,
    payment: valueOf('payment') || null,
    promoCode: valueOf('promoCode').replace(/\s+/g, '').toUpperCase() || null,
  };
}

let timer: ReturnType<typeof setTimeout> | undefined;
let asked = 0;
function askQuote() {
  clearTimeout(timer);
  if (lines.length === 0) return;
  timer = setTimeout(async () => {
    const mine = ++asked;
    try {
      const res = await fetch(`/api/shop/${encodeURIComponent(slug)}/quote`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'x-requested-with': 'XMLHttpRequest',
        },
        body: JSON.stringify({ lines: linesBody(), ...choices() }),
      });
      if (!res.ok || mine !== asked) return;
      quote = ((await res.json()) as { data: CheckoutQuote }).data;
      issues = quote.issues ?? [];
      render();
    } catch {
      // offline or slow: the cart still shows the prices it knows
    }
  }, 250);
}

function showDeliveryFields() {
  const zone = form.querySelector<HTMLElement>('[data-when="delivery"]');
  if (zone) zone.hidden = valueOf('delivery') !== 'delivery';
}

/** Sends the whole cart as one order; answers the placed order, or null after showing why it was refused. */
async function placeOrder(): Promise<PlacedOrder | null> {
  failure.hidden = true;
  for (const p of form.querySelectorAll<HTMLElement>('[data-err]')) p.hidden = true;
  if (issues.length > 0) {
    failure.textContent = 'Corrigez les articles signalés dans votre panier avant de commander.';
    failure.hidden = false;
    list.scrollIntoView({ block: 'start' });
    return null;
  }
  const contact = Object.fromEntries(CONTACT.map((k) => [k, valueOf(k)])) as Record<(typeof CONTACT)[number], string>;
  const mine = choices();
  if (remember.checked)
    rememberShopper({
      ...contact,
      stores: {
        ...readRememberedShopper()?.stores,
        [slug]: {
          delivery: mine.delivery ?? '',
          zoneId: mine.zoneId ?? '',
          address: mine.address ?? '',
          payment: mine.payment ?? '',
        },
      },
    });
  else forgetShopper();
  sending = true;
  const result = await postJson(`/api/shop/${encodeURIComponent(slug)}/orders`, {
    lines: linesBody(),
    ...contact,
    ...mine,
  });
  sending = false;
  if (result.ok) return result.data as PlacedOrder;
  const lineErrors: Record<number, string> = {};
  let first: HTMLElement | null = null;
  for (const [key, list] of Object.entries(result.errors ?? {})) {
    const m = /^lines\.(\d+)\./.exec(key);
    if (m) lineErrors[Number(m[1])] = list[0] ?? '';
  }
  render(lineErrors);
  for (const [key, list] of Object.entries(result.errors ?? {})) {
    if (/^lines\./.test(key)) continue;
    showError(key, list[0] ?? '');
    first ??= (form.querySelector(`[name="${key}"]`) as HTMLElement | null) ?? null;
  }
  failure.textContent = result.message;
  failure.hidden = false;
  (first ?? failure).scrollIntoView({ block: 'center' });
  return null;
}

/** Done: the cart is emptied, the placed order kept in this tab for the confirmation page. */
function placed(order: PlacedOrder) {
  keepPlacedOrder(order);
  lines = [];
  writeCart(slug, lines);
  return storefrontPaths.confirmation(slug, order.code);
}

form.addEventListener('submit', async (e) => {
  e.preventDefault();
  if (sending) return;
  const order = await placeOrder();
  if (order) location.assign(placed(order));
});

form.querySelector('[data-whatsapp-order]')?.addEventListener('click', async () => {
  if (sending) return;
  const order = await placeOrder();
  if (!order) return;
  const text = [
    `Bonjour ${store}, je suis ${valueOf('firstname')} ${valueOf('lastname')}.`,
    `Ma commande ${order.code} :`,
    ...order.lines.map((l) => {
      const details = [l.size && `taille ${l.size}`, l.color && `couleur ${l.color}`].filter(Boolean).join(', ');
      return `- ${l.name}${details ? ` (${details})` : ''} × ${l.quantity} : ${money(l.lineTotal)}`;
    }),
    ...(order.delivery
      ? [`${order.delivery.label} : ${order.deliveryFee > 0 ? money(order.deliveryFee) : 'offerte'}`]
      : []),
    ...(order.discount > 0 ? [`Réduction (${order.promoCode}) : − ${money(order.discount)}`] : []),
    `Total : ${money(order.total)}`,
  ].join('\n');
  // Back from WhatsApp, the shopper lands on her confirmation page.
  history.replaceState(null, '', placed(order));
  location.assign(`https://wa.me/${whatsapp}?text=${encodeURIComponent(text)}`);
});

form.addEventListener('change', (e) => {
  const name = (e.target as HTMLInputElement).name;
  if (name) showError(name, '');
  if (name === 'delivery') showDeliveryFields();
  if (['delivery', 'zoneId', 'payment'].includes(name)) askQuote();
});
form.querySelector('[data-apply-promo]')?.addEventListener('click', askQuote);
form.querySelector('[name="promoCode"]')?.addEventListener('keydown', (e) => {
  if ((e as KeyboardEvent).key === 'Enter') {
    e.preventDefault();
    askQuote();
  }
});

// A returning shopper: her details and this store's last choices, from this device only.
const saved = readRememberedShopper();
if (saved) {
  remember.checked = true;
  for (const k of CONTACT) {
    const input = field(k) as HTMLInputElement | null;
    if (input && !input.value) input.value = saved[k] ?? '';
  }
  const choice = saved.stores?.[slug];
  for (const [k, v] of Object.entries(choice ?? {})) {
    const f = field(k);
    if (f && v) f.value = v;
  }
}
// Only one way offered: it is chosen.
for (const name of ['delivery', 'payment']) {
  const radios = form.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`);
  if (radios.length === 1) radios[0]!.checked = true;
}
showDeliveryFields();
render();
askQuote();
document.title = `Panier (${cartCount(lines)}) — ${document.title}`;

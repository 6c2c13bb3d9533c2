import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import * as v from 'valibot';
import { storefrontPaths } from '#shared/paths';
import { ORDER_QUANTITY_MAX, QUANTITY_INVALID, shopperOrderSchema, stockShortLeft } from '#shared/schemas/order';
import {
  DELIVERY_OPTION_LABELS,
  DELIVERY_REQUIRED,
  PAYMENT_METHOD_LABELS,
  PAYMENT_REQUIRED,
  ZONE_REQUIRED,
  type PaymentMethod,
} from '#shared/schemas/checkout';
import type { CheckoutQuote, PlacedOrder } from '#shared/checkout';
import { orderableUpTo, stockLabel, type SnapshotCheckout } from '#shared/storefront-snapshot';
import { readQuantity } from '../lib/quantity';
import { Field } from './Field';
import { firstErrors, postJson } from './post-json';
import { whatsappOrderUrl } from '../lib/whatsapp';
import { formatPrice } from '../lib/format';
import {
  chipSoldOut,
  comboFor,
  dimensionValues,
  dimensions,
  firstChoice,
  pick,
  type Choice,
  type Combo,
  type Dimension,
} from '../lib/variant-choice';
import { forgetShopper, keepPlacedOrder, readRememberedShopper, rememberShopper } from '../lib/shopper-device';
import { focusFirstError, withoutError } from './field-errors';
import { announceAddToCart, trackPixelEvent } from '../lib/pixel';
import { feedItemId } from '#shared/catalogue-feed';
import { addToCart } from '../lib/cart';

interface OrderFormProps {
  slug: string;
  productId: string;
  productName: string;
  currency: string;
  /** Every combination the product can be ordered in (lib/variant-choice.ts). */
  combos: Combo[];
  /** The product's price before its discount, when a discount applies to the product's own price. */
  oldPrice: number | null;
  /** What the store offers at checkout (delivery, payment, whether promo codes exist). */
  checkout: SnapshotCheckout;
  /** The store's WhatsApp number (digits), for 'Commander sur WhatsApp'; null hides it. */
  whatsapp: string | null;
  /** A small picture of the product for the cart's line, or null. */
  image: string | null;
}

const DIM_LABELS: Record<Dimension, string> = { variant: 'Modèle', size: 'Taille', color: 'Couleur' };
const DIM_FIELDS: Record<Dimension, string> = { variant: 'subProductId', size: 'size', color: 'color' };
const CONTACT_FIELDS = ['firstname', 'lastname', 'phone', 'email', 'city'] as const;

/**
 * The shopper's order form. The chips for size and colour ARE the choice: only combinations in stock can be picked,
 * sold-out ones are greyed « Épuisé », and the price and stock follow. Delivery, payment and a promo code are chosen
 * here; the amounts shown come from the store's quote (POST /api/shop/{slug}/quote: the server computes every
 * amount, the form never sends one). After ordering, the island keeps the placed order in this tab and opens the
 * confirmation page. Without JavaScript the same fields post to the API, which answers a confirmation page.
 * Inputs stay uncontrolled and are read with FormData: what a shopper typed before hydration counts.
 */
export default function OrderForm(props: OrderFormProps) {
  const { slug, productId, productName, currency, combos, checkout, whatsapp } = props;
  const dims = useMemo(() => dimensions(combos), [combos]);
  const formRef = useRef<HTMLFormElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const [choice, setChoice] = useState<Choice>(() => firstChoice(combos));
  const [quantity, setQuantity] = useState('1');
  const [delivery, setDelivery] = useState<string>(() => onlyDelivery(checkout) ?? '');
  const [zoneId, setZoneId] = useState('');
  const [payment, setPayment] = useState<string>(() => onlyPayment(checkout) ?? '');
  const [promoCode, setPromoCode] = useState('');
  const [remember, setRemember] = useState(false);
  const [quote, setQuote] = useState<CheckoutQuote | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [pageUrl, setPageUrl] = useState<string | null>(null);
  // Before hydration (and with scripts off) the zone list is always in the page: a plain form cannot show it on a tap.
  const [hydrated, setHydrated] = useState(false);
  const [added, setAdded] = useState<string | null>(null);

  const combo = comboFor(combos, choice, dims);
  // The pixel's AddToCart (her first move in the form: she is taking this product) and InitiateCheckout (her first
  // move in her details), once each per page; nothing is sent when the store has no pixel.
  const pixelSent = useRef({ cart: false, checkout: false });
  const stock = combo?.stock ?? 0;
  // Above LOW_STOCK the page knows only 'En stock': the server checks the real stock when the order arrives.
  const orderable = orderableUpTo(stock, ORDER_QUANTITY_MAX);
  // Typing more than can be ordered is said at once, and the total counts what can be ordered.
  const { counted, hint: quantityHint } = readQuantity(quantity, orderable, ORDER_QUANTITY_MAX);
  const money = (n: number) => formatPrice(n, currency);
  const zones = checkout.delivery?.delivery.enabled ? checkout.delivery.delivery.zones : [];
  const methods: PaymentMethod[] = checkout.payment
    ? [...(checkout.payment.cashOnDelivery ? (['cod'] as const) : []), ...checkout.payment.mobileMoney]
    : [];

  // A returning shopper: her details and this store's last choices, from this device only.
  useEffect(() => {
    setHydrated(true);
    setPageUrl(window.location.origin + window.location.pathname);
    const saved = readRememberedShopper();
    const form = formRef.current;
    if (!saved || !form) return;
    setRemember(true);
    for (const name of CONTACT_FIELDS) {
      const input = form.elements.namedItem(name) as HTMLInputElement | null;
      if (input && !input.value) input.value = saved[name] ?? '';
    }
    const mine = saved.stores?.[slug];
    if (mine?.delivery && offersDelivery(checkout, mine.delivery)) setDelivery(mine.delivery);
    if (mine?.zoneId && zones.some((z) => z.id === mine.zoneId && !z.closed)) setZoneId(mine.zoneId);
    if (mine?.payment && (methods as string[]).includes(mine.payment)) setPayment(mine.payment);
    const address = form.elements.namedItem('address') as HTMLInputElement | null;
    if (address && mine?.address && !address.value) address.value = mine.address;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The amounts, as the store computes them, each time the choice changes (the promo code once applied).
  const quoteKey = JSON.stringify([
    combo?.variantId,
    choice.size,
    choice.color,
    quantity,
    counted,
    delivery,
    zoneId,
    payment,
    promoCode,
  ]);
  useEffect(() => {
    if (!combo || !/^\d{1,4}$/.test(quantity.trim()) || Number(quantity) < 1) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const res = await fetch(`/api/shop/${encodeURIComponent(slug)}/quote`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            'x-requested-with': 'XMLHttpRequest',
          },
          body: JSON.stringify({
            productId,
            subProductId: combo.variantId,
            size: choice.size,
            color: choice.color,
            quantity: String(counted),
            delivery: delivery || null,
            zoneId: delivery === 'delivery' ? zoneId || null : null,
            payment: payment || null,
            promoCode: promoCode || null,
          }),
          signal: controller.signal,
        });
        if (res.ok) setQuote(((await res.json()) as { data: CheckoutQuote }).data);
      } catch {
        // offline or slow: the form still orders; the page shows the amounts it knows
      }
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [quoteKey]);

  const unitPrice = combo?.price ?? 0;
  const wanted = counted;
  const fresh =
    quote && quote.lines[0]?.subProductId === (combo?.variantId ?? null) && quote.lines[0]?.quantity === wanted;
  const total = fresh ? quote.total : unitPrice * wanted;

  /** A field she changes loses its error: a message she has already answered must not stay on screen. */
  function clearError(name: string) {
    const field = name === 'variantChip' ? 'subProductId' : name;
    setErrors((e) => withoutError(e, field));
  }

  function tapChip(dim: Dimension, value: string) {
    const next = pick(combos, choice, dims, dim, value);
    setChoice(next);
    // Her first move is this choice: the add reports the article she just chose, not the one shown before.
    pixelEvent('cart', comboFor(combos, next, dims));
    setErrors((e) => ({ ...e, [DIM_FIELDS[dim]]: '', quantity: '' }));
  }

  function pixelEvent(kind: 'cart' | 'checkout', chosen = combo) {
    if (pixelSent.current[kind] || !chosen) return;
    pixelSent.current[kind] = true;
    const items = Number(quantity) > 0 ? Math.floor(Number(quantity)) : 1;
    const ids = [feedItemId({ productId, subProductId: chosen.variantId, size: chosen.size, color: chosen.color })];
    // AddToCart goes through the page's add-to-cart event, as the cart's adds do: the pixel reports each add once.
    if (kind === 'cart')
      announceAddToCart({ value: chosen.price * items, currency, ids, productId, quantity: items, name: productName });
    else
      trackPixelEvent('InitiateCheckout', {
        value: fresh ? quote.total : chosen.price * items,
        currency,
        content_ids: ids,
        content_type: 'product',
        content_name: productName,
        num_items: items,
      });
  }

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    pixelEvent('cart');
    pixelEvent('checkout');
    if (sending) return;
    const form = e.currentTarget;
    setFailure(null);
    const fields = Object.fromEntries(new FormData(form)) as Record<string, string>;
    const body = {
      ...fields,
      productId,
      subProductId: combo?.variantId ?? null,
      size: choice.size,
      color: choice.color,
    };
    const parsed = v.safeParse(shopperOrderSchema, body);
    const extra: Record<string, string> = {};
    const asked = Number(fields.quantity);
    if (Number.isInteger(asked) && asked > orderable) extra.quantity = stockShortLeft(stock);
    if (checkout.delivery && !fields.delivery) extra.delivery = DELIVERY_REQUIRED;
    if (fields.delivery === 'delivery' && !fields.zoneId) extra.zoneId = ZONE_REQUIRED;
    if (checkout.payment && !fields.payment) extra.payment = PAYMENT_REQUIRED;
    if (!parsed.success || Object.keys(extra).length > 0) {
      const schemaErrors = parsed.success
        ? {}
        : firstErrors(v.flatten(parsed.issues).nested as Record<string, string[]>);
      const all = { ...schemaErrors, ...extra };
      setErrors(all);
      focusFirstError(form, all);
      return;
    }
    setErrors({});
    if (remember)
      rememberShopper({
        ...(Object.fromEntries(CONTACT_FIELDS.map((k) => [k, fields[k] ?? ''])) as Record<
          (typeof CONTACT_FIELDS)[number],
          string
        >),
        stores: {
          ...readRememberedShopper()?.stores,
          [slug]: {
            delivery: fields.delivery,
            zoneId: fields.zoneId,
            address: fields.address,
            payment: fields.payment,
          },
        },
      });
    else forgetShopper();
    setSending(true);
    const result = await postJson(`/api/shop/${encodeURIComponent(slug)}/orders`, parsed.output);
    if (result.ok) {
      const placed = result.data as PlacedOrder;
      keepPlacedOrder(placed);
      window.location.assign(storefrontPaths.confirmation(slug, placed.code));
      return;
    }
    setSending(false);
    const fieldErrors = firstErrors(result.errors);
    setErrors(fieldErrors);
    // The message once: under its field when the store names one, else above the button.
    setFailure(Object.values(fieldErrors).includes(result.message) ? null : result.message);
    focusFirstError(form, fieldErrors);
  }

  /** The chosen variant, size, colour and quantity go into the cart kept on this device. */
  function putInCart() {
    const asked = Math.floor(Number(quantity));
    if (!combo || !Number.isInteger(asked) || asked < 1) {
      setErrors((e) => ({ ...e, quantity: QUANTITY_INVALID }));
      return;
    }
    if (asked > orderable) {
      setErrors((e) => ({ ...e, quantity: stockShortLeft(stock) }));
      return;
    }
    const variant = [
      dims.includes('variant') ? combo.variantName : null,
      choice.size && `taille ${choice.size}`,
      choice.color && `couleur ${choice.color}`,
    ]
      .filter(Boolean)
      .join(', ');
    addToCart(
      slug,
      {
        productId,
        subProductId: combo.variantId ?? null,
        size: choice.size,
        color: choice.color,
        quantity: asked,
        name: productName,
        variant,
        unitPrice,
        image: props.image,
      },
      currency,
      // Her first move in the form already reported this article to the pixel: one AddToCart per article.
      !pixelSent.current.cart,
    );
    pixelSent.current.cart = true;
    setAdded(`${productName}${variant ? ` (${variant})` : ''} × ${asked} ajouté au panier.`);
  }

  useEffect(() => {
    if (failure) noticeRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [failure]);

  const waHref = whatsapp
    ? whatsappOrderUrl(whatsapp, {
        product: productName,
        variant: dims.includes('variant') ? combo?.variantName : null,
        size: choice.size,
        color: choice.color,
        quantity,
        url: pageUrl,
      })
    : null;

  return (
    <form
      ref={formRef}
      method="post"
      action={`/api/shop/${encodeURIComponent(slug)}/orders`}
      onSubmit={submit}
      onChange={(e) => clearError((e.nativeEvent.target as HTMLInputElement).name)}
      onFocus={(e) => {
        // A size or colour chip reports on its change (tapChip), with the article it chooses.
        if (!(e.target as HTMLElement).closest('.chip')) pixelEvent('cart');
        if ((e.target as HTMLElement).closest('.contact')) pixelEvent('checkout');
      }}
      noValidate
      aria-busy={sending}
      className="order-form"
    >
      <input type="hidden" name="productId" value={productId} />
      {combo?.variantId && <input type="hidden" name="subProductId" value={combo.variantId} />}
      <p className="prices" data-testid="choice" aria-live="polite">
        <span className="price big">{money(unitPrice)}</span>
        {props.oldPrice !== null && !combo?.variantId && props.oldPrice > unitPrice && (
          <>
            <span className="old">{money(props.oldPrice)}</span>
            <span className="badge">{`-${Math.round((1 - unitPrice / props.oldPrice) * 100)}%`}</span>
          </>
        )}
        <span className="stock">{stock > 0 ? stockLabel(stock) : 'Épuisé'}</span>
      </p>

      {dims.map((dim) => {
        const values = dimensionValues(combos, dim);
        const field = DIM_FIELDS[dim];
        return (
          <fieldset key={dim} className="chips-row" aria-describedby={errors[field] ? `o-${field}-err` : undefined}>
            <legend>
              {DIM_LABELS[dim]} : <strong>{values.find((x) => x.value === choice[dim])?.label ?? '—'}</strong>
            </legend>
            <div className="chips">
              {values.map(({ value, label }) => {
                const soldOut = chipSoldOut(combos, dim, value);
                const id = `o-${dim}-${value}`.replace(/[^\w-]/g, '_');
                return (
                  <span key={value} className="chip">
                    <input
                      type="radio"
                      id={id}
                      name={dim === 'variant' ? 'variantChip' : field}
                      value={value}
                      checked={choice[dim] === value}
                      disabled={soldOut}
                      onChange={() => tapChip(dim, value)}
                    />
                    <label htmlFor={id}>
                      {label}
                      {soldOut && <small> Épuisé</small>}
                    </label>
                  </span>
                );
              })}
            </div>
            {errors[field] && (
              <p className="err" id={`o-${field}-err`} role="alert">
                {errors[field]}
              </p>
            )}
          </fieldset>
        );
      })}

      <Field id="o-quantity" label="Quantité" error={errors.quantity}>
        {(a) => (
          <input
            {...a}
            name="quantity"
            type="number"
            inputMode="numeric"
            min={1}
            max={orderable}
            value={quantity}
            onChange={(e) => setQuantity(e.target.value)}
            className="qty"
          />
        )}
      </Field>
      {quantityHint && (
        <p className="qty-hint" role="status" data-testid="quantity-hint">
          {quantityHint}
        </p>
      )}

      {checkout.delivery && (
        <fieldset className="options" aria-describedby={errors.delivery ? 'o-delivery-err' : undefined}>
          <legend>Livraison</legend>
          {checkout.delivery.pickup.enabled && (
            <OptionRadio name="delivery" value="pickup" chosen={delivery} onChoose={setDelivery}>
              <strong>{DELIVERY_OPTION_LABELS.pickup}</strong> — gratuit
              {checkout.delivery.pickup.address && <small>{checkout.delivery.pickup.address}</small>}
            </OptionRadio>
          )}
          {checkout.delivery.delivery.enabled && (
            <OptionRadio name="delivery" value="delivery" chosen={delivery} onChoose={setDelivery}>
              <strong>{DELIVERY_OPTION_LABELS.delivery}</strong> dans votre zone
              {checkout.delivery.freeDeliveryFrom !== null && (
                <small>Gratuite dès {money(checkout.delivery.freeDeliveryFrom)} d’achat</small>
              )}
            </OptionRadio>
          )}
          {errors.delivery && (
            <p className="err" id="o-delivery-err" role="alert">
              {errors.delivery}
            </p>
          )}
          {(delivery === 'delivery' || !hydrated) && (
            <>
              <Field id="o-zone" label="Zone de livraison" error={errors.zoneId}>
                {(a) => (
                  <select {...a} name="zoneId" value={zoneId} onChange={(e) => setZoneId(e.target.value)}>
                    <option value="">Choisissez votre zone</option>
                    {zones.map((z) => (
                      <option key={z.id} value={z.id} disabled={z.closed}>
                        {z.name} — {z.closed ? 'fermée pour le moment' : money(z.fee)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field id="o-address" label="Adresse ou repère (facultatif)" error={errors.address}>
                {(a) => <input {...a} name="address" autoComplete="street-address" />}
              </Field>
            </>
          )}
        </fieldset>
      )}

      {methods.length > 0 && (
        <fieldset className="options" aria-describedby={errors.payment ? 'o-payment-err' : undefined}>
          <legend>Paiement</legend>
          {methods.map((m) => (
            <OptionRadio key={m} name="payment" value={m} chosen={payment} onChoose={setPayment}>
              <strong>{PAYMENT_METHOD_LABELS[m]}</strong>
              {m !== 'cod' && <small>Le numéro et le montant vous sont donnés après la commande.</small>}
            </OptionRadio>
          ))}
          {errors.payment && (
            <p className="err" id="o-payment-err" role="alert">
              {errors.payment}
            </p>
          )}
        </fieldset>
      )}

      {checkout.promoCodes && (
        <div className="promo">
          <Field
            id="o-promo"
            label="Code promo (facultatif)"
            error={errors.promoCode ?? quote?.promoCodeError ?? undefined}
          >
            {(a) => (
              <input
                {...a}
                name="promoCode"
                autoCapitalize="characters"
                autoComplete="off"
                onBlur={(e) => setPromoCode(e.target.value.replace(/\s+/g, '').toUpperCase())}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    setPromoCode(e.currentTarget.value.replace(/\s+/g, '').toUpperCase());
                  }
                }}
              />
            )}
          </Field>
          <button
            type="button"
            className="btn ghost"
            onClick={() => {
              const input = formRef.current?.elements.namedItem('promoCode') as HTMLInputElement | null;
              setPromoCode((input?.value ?? '').replace(/\s+/g, '').toUpperCase());
            }}
          >
            Appliquer
          </button>
        </div>
      )}

      <fieldset className="contact">
        <legend>Vos coordonnées</legend>
        <Field id="o-firstname" label="Prénom" error={errors.firstname}>
          {(a) => <input {...a} name="firstname" autoComplete="given-name" />}
        </Field>
        <Field id="o-lastname" label="Nom" error={errors.lastname}>
          {(a) => <input {...a} name="lastname" autoComplete="family-name" />}
        </Field>
        <Field id="o-phone" label="Téléphone" error={errors.phone}>
          {(a) => <input {...a} name="phone" type="tel" autoComplete="tel" />}
        </Field>
        <Field id="o-email" label="E-mail" error={errors.email}>
          {(a) => <input {...a} name="email" type="email" autoComplete="email" />}
        </Field>
        <Field id="o-city" label="Ville" error={errors.city}>
          {(a) => <input {...a} name="city" autoComplete="address-level2" />}
        </Field>
        {/* No name: the choice stays on this device and is never sent. */}
        <label className="remember">
          <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
          Se souvenir de moi sur cet appareil
        </label>
      </fieldset>

      <dl className="summary" data-testid="order-summary" aria-live="polite">
        <div>
          <dt>
            {productName} × {wanted}
          </dt>
          <dd>{money(fresh ? quote.subtotal : unitPrice * wanted)}</dd>
        </div>
        {fresh && quote.delivery && (
          <div>
            <dt>{quote.delivery.label}</dt>
            <dd>{quote.delivery.free ? 'Offerte' : money(quote.deliveryFee)}</dd>
          </div>
        )}
        {fresh && quote.discount > 0 && (
          <div>
            <dt>Réduction ({quote.promoCode})</dt>
            <dd>− {money(quote.discount)}</dd>
          </div>
        )}
        <div className="total">
          <dt>Total</dt>
          <dd data-testid="order-total">{money(total)}</dd>
        </div>
      </dl>

      {failure && (
        <div ref={noticeRef} className="notice bad" role="alert">
          <p>{failure}</p>
        </div>
      )}
      <div className="order-bar">
        <span className="bar-total" aria-hidden="true">
          Total <strong>{money(total)}</strong>
        </span>
        <button className="btn order-btn" type="submit" disabled={sending || stock <= 0}>
          {sending ? 'Envoi en cours…' : 'Commander'}
        </button>
      </div>
      <div className="cart-add">
        <button className="btn ghost" type="button" onClick={putInCart} disabled={stock <= 0} data-testid="add-to-cart">
          Ajouter au panier
        </button>
        {added && (
          <p className="notice ok" role="status">
            {added} <a href={storefrontPaths.cart(slug)}>Voir le panier</a>
          </p>
        )}
      </div>
      {waHref && (
        <p>
          <a className="btn wa" href={waHref} target="_blank" rel="noopener noreferrer">
            Commander sur WhatsApp
          </a>
        </p>
      )}
    </form>
  );
}

function onlyDelivery(c: SnapshotCheckout): string | null {
  const d = c.delivery;
  if (!d) return null;
  if (d.pickup.enabled && !d.delivery.enabled) return 'pickup';
  if (d.delivery.enabled && !d.pickup.enabled) return 'delivery';
  return null;
}

function offersDelivery(c: SnapshotCheckout, option: string): boolean {
  const d = c.delivery;
  return !!d && ((option === 'pickup' && d.pickup.enabled) || (option === 'delivery' && d.delivery.enabled));
}

function onlyPayment(c: SnapshotCheckout): string | null {
  const p = c.payment;
  if (!p) return null;
  const all = [...(p.cashOnDelivery ? ['cod'] : []), ...p.mobileMoney];
  return all.length === 1 ? all[0]! : null;
}

/** One choice of the order's delivery or payment: a radio and what it says, the whole line tappable. */
function OptionRadio<T extends string>({
  name,
  value,
  chosen,
  onChoose,
  children,
}: {
  name: string;
  value: T;
  chosen: T | '' | null;
  onChoose: (value: T) => void;
  children: ReactNode;
}) {
  return (
    <label className="option">
      <input type="radio" name={name} value={value} checked={chosen === value} onChange={() => onChoose(value)} />
      <span>{children}</span>
    </label>
  );
}

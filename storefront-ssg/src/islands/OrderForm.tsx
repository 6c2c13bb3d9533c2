import { useEffect, useRef, useState } from 'react';
import { storefrontPaths } from '#shared/paths';
import { ORDER_QUANTITY_MAX, shopperOrderSchema, stockShortLeft } from '#shared/schemas/order';
import { orderableUpTo, stockLabel } from '#shared/storefront-snapshot';
import { Field } from './Field';
import { useIslandForm } from './use-island-form';
import { whatsappOrderUrl } from '../lib/whatsapp';

export interface OrderVariant {
  id: string;
  name: string;
  size: string | null;
  color: string | null;
  /** Its price, already formatted in the store's currency. */
  priceText: string;
  stock: number;
}
interface OrderFormProps {
  slug: string;
  productId: string;
  productName: string;
  /** The product's own price (discount applied), formatted; a variant has its own. */
  priceText: string;
  /** The product's own stock as the snapshot shows it (shownStock: exact up to LOW_STOCK, more = 'En stock'). */
  stock: number;
  variants: OrderVariant[];
  /** The sizes and colours the product offers (the shopper picks one of each, unless the variant fixes it). */
  sizes?: string[];
  colors?: string[];
  /** The store's WhatsApp number (digits), for 'Commander sur WhatsApp'; null hides it. */
  whatsapp: string | null;
}

/**
 * The shopper's order form. It is a plain HTML form first: server-rendered with every choice, it posts to the store's
 * API, which answers a page (confirmation or refusal) when JavaScript never ran. The island (hydrated when the form
 * comes into view) then checks it with the shared schema and the stock of the choice, posts it as JSON, shows the
 * answer in place, and keeps the price, stock and WhatsApp message in step with the choice. Inputs stay
 * uncontrolled and are read with FormData: what a shopper typed before hydration counts.
 */
export default function OrderForm(props: OrderFormProps) {
  const { slug, productId, productName, variants, sizes = [], colors = [], whatsapp } = props;
  const firstAvailable = variants.find((x) => x.stock > 0)?.id ?? '';
  const formRef = useRef<HTMLFormElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const [choice, setChoice] = useState({
    variantId: firstAvailable,
    size: sizes[0] ?? '',
    color: colors[0] ?? '',
    quantity: '1',
  });
  const [code, setCode] = useState<string | null>(null);
  const [pageUrl, setPageUrl] = useState<string | null>(null);
  const variant = variants.find((x) => x.id === choice.variantId) ?? null;
  const stock = variants.length > 0 ? (variant?.stock ?? 0) : props.stock;
  // Above LOW_STOCK the page knows only 'En stock': the server checks the real stock when the order arrives.
  const orderable = orderableUpTo(stock, ORDER_QUANTITY_MAX);

  /** The choice as the form holds it now (also what was picked before React took over). */
  const readChoice = () => {
    const form = formRef.current;
    if (!form) return;
    const data = new FormData(form);
    const value = (name: string) => (data.get(name) as string | null) ?? '';
    setChoice({
      variantId: value('subProductId'),
      size: value('size'),
      color: value('color'),
      quantity: value('quantity'),
    });
  };
  useEffect(() => {
    readChoice();
    setPageUrl(window.location.origin + window.location.pathname);
  }, []);

  const { errors, sending, outcome, submit } = useIslandForm({
    schema: shopperOrderSchema,
    url: `/api/shop/${encodeURIComponent(slug)}/orders`,
    withFields: (fields) => ({ ...fields, productId }),
    check: (fields): Record<string, string> => {
      const wanted = Number(fields.quantity);
      return Number.isInteger(wanted) && wanted > orderable ? { quantity: stockShortLeft(stock) } : {};
    },
    onSent: (data) => {
      const sent = (data as { code?: unknown } | undefined)?.code;
      setCode(typeof sent === 'string' ? sent : null);
      queueMicrotask(readChoice); // the form was reset to its first choice
    },
  });

  // The answer shows under the buttons: bring it into view (on a phone it would be below the screen).
  useEffect(() => {
    if (outcome) noticeRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [outcome]);

  const size = variant?.size ?? (sizes.length > 0 ? choice.size : null);
  const color = variant?.color ?? (colors.length > 0 ? choice.color : null);
  const waHref = whatsapp
    ? whatsappOrderUrl(whatsapp, {
        product: productName,
        variant: variant?.name,
        size,
        color,
        quantity: choice.quantity,
        url: pageUrl,
      })
    : null;

  return (
    <form
      ref={formRef}
      method="post"
      action={`/api/shop/${encodeURIComponent(slug)}/orders`}
      onSubmit={submit}
      onChange={readChoice}
      noValidate
      aria-busy={sending}
    >
      <input type="hidden" name="productId" value={productId} />
      {variants.length > 0 && (
        <Field id="o-variant" label="Variante" error={errors.subProductId}>
          {(a) => (
            <select {...a} name="subProductId" defaultValue={firstAvailable}>
              {variants.map((x) => (
                <option key={x.id} value={x.id} disabled={x.stock <= 0}>
                  {x.name} — {x.priceText}
                  {x.stock <= 0 ? ' (épuisé)' : ''}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      {variant?.size ? (
        <p className="fixed">
          Taille : <strong>{variant.size}</strong>
        </p>
      ) : (
        sizes.length > 0 && (
          <Field id="o-size" label="Taille" error={errors.size}>
            {(a) => (
              <select {...a} name="size" defaultValue={sizes[0]}>
                {sizes.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )
      )}
      {variant?.color ? (
        <p className="fixed">
          Couleur : <strong>{variant.color}</strong>
        </p>
      ) : (
        colors.length > 0 && (
          <Field id="o-color" label="Couleur" error={errors.color}>
            {(a) => (
              <select {...a} name="color" defaultValue={colors[0]}>
                {colors.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )
      )}
      <p className="choice" data-testid="choice" aria-live="polite">
        Prix : <strong>{variant ? variant.priceText : props.priceText}</strong> ·{' '}
        {stock > 0 ? stockLabel(stock) : 'Épuisé'}
      </p>
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
      <Field id="o-quantity" label="Quantité" error={errors.quantity}>
        {(a) => (
          <input {...a} name="quantity" type="number" inputMode="numeric" min={1} max={orderable} defaultValue="1" />
        )}
      </Field>
      <div className="actions">
        <button className="btn" type="submit" disabled={sending}>
          {sending ? 'Envoi en cours…' : 'Commander'}
        </button>
        {waHref && (
          <a className="btn wa" href={waHref} target="_blank" rel="noopener noreferrer">
            Commander sur WhatsApp
          </a>
        )}
      </div>
      {outcome && (
        <div ref={noticeRef} className={`notice ${outcome.ok ? 'ok' : 'bad'}`} role={outcome.ok ? 'status' : 'alert'}>
          <p>{outcome.message}</p>
          {outcome.ok && code && (
            <p>
              Numéro de commande : <strong data-testid="order-code">{code}</strong>. Gardez-le avec votre téléphone.{' '}
              <a href={storefrontPaths.follow(slug, code)}>Suivre ma commande</a>
            </p>
          )}
        </div>
      )}
    </form>
  );
}

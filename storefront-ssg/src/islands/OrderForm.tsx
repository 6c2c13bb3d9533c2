import { useState } from 'react';
import { shopperOrderSchema } from '#shared/schemas/order';
import { Field } from './Field';
import { useIslandForm } from './use-island-form';

interface Variant {
  id: string;
  name: string;
  stock: number;
}
interface OrderFormProps {
  slug: string;
  productId: string;
  variants: Variant[];
  maxQuantity: number;
  /** The sizes and colours the product offers (the shopper picks one of each). */
  sizes?: string[];
  colors?: string[];
}

/**
 * The shopper's order form (island): checked with the shared order schema, then posted to the store's API.
 * The inputs are uncontrolled and read with FormData on submit: on a slow connection the shopper may type
 * before React hydrates, and those keystrokes must count.
 */
export default function OrderForm({ slug, productId, variants, maxQuantity, sizes = [], colors = [] }: OrderFormProps) {
  const firstAvailable = variants.find((x) => x.stock > 0)?.id ?? '';
  const [variantId, setVariantId] = useState(firstAvailable);
  const { errors, sending, outcome, hydrated, submit } = useIslandForm({
    schema: shopperOrderSchema,
    url: `/api/shop/${encodeURIComponent(slug)}/orders`,
    withFields: (fields) => ({ ...fields, productId }),
    onSent: (data) => {
      setVariantId(firstAvailable);
      const code = (data as { code?: unknown } | undefined)?.code;
      setCode(typeof code === 'string' ? code : null);
    },
  });
  const [code, setCode] = useState<string | null>(null);

  const max = variants.length > 0 ? (variants.find((x) => x.id === variantId)?.stock ?? maxQuantity) : maxQuantity;
  return (
    <form method="post" onSubmit={submit} noValidate aria-busy={sending}>
      {variants.length > 0 && (
        <Field id="o-variant" label="Variante" error={errors.subProductId}>
          {(a) => (
            <select
              {...a}
              name="subProductId"
              defaultValue={firstAvailable}
              onChange={(e) => setVariantId(e.target.value)}
            >
              {variants.map((x) => (
                <option key={x.id} value={x.id} disabled={x.stock <= 0}>
                  {x.name}
                  {x.stock <= 0 ? ' (épuisé)' : ''}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      {sizes.length > 0 && (
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
      )}
      {colors.length > 0 && (
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
      )}
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
        {(a) => <input {...a} name="quantity" type="number" inputMode="numeric" min={1} max={max} defaultValue="1" />}
      </Field>
      <button className="btn" type="submit" disabled={sending || !hydrated}>
        {sending ? 'Envoi en cours…' : 'Commander'}
      </button>
      {outcome && (
        <p className={`notice ${outcome.ok ? 'ok' : 'bad'}`} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.message}
          {outcome.ok && code && (
            <>
              {' '}
              Numéro de commande : <strong data-testid="order-code">{code}</strong>. Gardez-le avec votre téléphone pour
              suivre votre commande.
            </>
          )}
        </p>
      )}
    </form>
  );
}

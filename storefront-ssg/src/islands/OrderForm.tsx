import { useEffect, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { shopperOrderSchema } from '@shared/schemas/order';
import { Field } from './Field';
import { firstErrors, postJson } from './post-json';

interface Variant { id: string; name: string; stock: number }
interface OrderFormProps {
  slug: string;
  productId: string;
  variants: Variant[];
  maxQuantity: number;
}

type Values = { firstname: string; lastname: string; phone: string; email: string; city: string; quantity: string; subProductId: string };
const EMPTY_VALUES: Values = { firstname: '', lastname: '', phone: '', email: '', city: '', quantity: '1', subProductId: '' };

/** The shopper's order form (island): checked with the shared order schema, then posted to the store's API. */
export default function OrderForm({ slug, productId, variants, maxQuantity }: OrderFormProps) {
  const [values, setValues] = useState<Values>({ ...EMPTY_VALUES, subProductId: variants.find((x) => x.stock > 0)?.id ?? '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  // The server-rendered form stays inert until React takes over: a click before that would submit the fields
  // natively, in the address bar. On a slow connection that moment can be seconds away.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const set = (k: keyof Values) => (e: { target: { value: string } }) => setValues((old) => ({ ...old, [k]: e.target.value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (sending) return;
    setOutcome(null);
    const parsed = v.safeParse(shopperOrderSchema, { ...values, productId });
    if (!parsed.success) {
      setErrors(firstErrors(v.flatten<typeof shopperOrderSchema>(parsed.issues).nested as Record<string, string[]>));
      return;
    }
    setErrors({});
    setSending(true);
    const result = await postJson(`/api/shop/${encodeURIComponent(slug)}/orders`, parsed.output);
    setSending(false);
    if (result.ok) {
      setValues((old) => ({ ...EMPTY_VALUES, subProductId: old.subProductId }));
      setOutcome({ ok: true, message: result.message });
    } else {
      setErrors(firstErrors(result.errors));
      setOutcome({ ok: false, message: result.message });
    }
  }

  const max = variants.length > 0 ? variants.find((x) => x.id === values.subProductId)?.stock ?? maxQuantity : maxQuantity;
  return (
    <form method="post" onSubmit={submit} noValidate aria-busy={sending}>
      {variants.length > 0 && (
        <Field id="o-variant" label="Variante" error={errors.subProductId}>
          {(a) => (
            <select {...a} value={values.subProductId} onChange={set('subProductId')}>
              {variants.map((x) => (
                <option key={x.id} value={x.id} disabled={x.stock <= 0}>{x.name}{x.stock <= 0 ? ' (épuisé)' : ''}</option>
              ))}
            </select>
          )}
        </Field>
      )}
      <Field id="o-firstname" label="Prénom" error={errors.firstname}>
        {(a) => <input {...a} name="firstname" autoComplete="given-name" value={values.firstname} onChange={set('firstname')} />}
      </Field>
      <Field id="o-lastname" label="Nom" error={errors.lastname}>
        {(a) => <input {...a} name="lastname" autoComplete="family-name" value={values.lastname} onChange={set('lastname')} />}
      </Field>
      <Field id="o-phone" label="Téléphone" error={errors.phone}>
        {(a) => <input {...a} name="phone" type="tel" autoComplete="tel" value={values.phone} onChange={set('phone')} />}
      </Field>
      <Field id="o-email" label="E-mail" error={errors.email}>
        {(a) => <input {...a} name="email" type="email" autoComplete="email" value={values.email} onChange={set('email')} />}
      </Field>
      <Field id="o-city" label="Ville" error={errors.city}>
        {(a) => <input {...a} name="city" autoComplete="address-level2" value={values.city} onChange={set('city')} />}
      </Field>
      <Field id="o-quantity" label="Quantité" error={errors.quantity}>
        {(a) => <input {...a} name="quantity" type="number" inputMode="numeric" min={1} max={max} value={values.quantity} onChange={set('quantity')} />}
      </Field>
      <button className="btn" type="submit" disabled={sending || !hydrated}>{sending ? 'Envoi en cours…' : 'Commander'}</button>
      {outcome && <p className={`notice ${outcome.ok ? 'ok' : 'bad'}`} role={outcome.ok ? 'status' : 'alert'}>{outcome.message}</p>}
    </form>
  );
}

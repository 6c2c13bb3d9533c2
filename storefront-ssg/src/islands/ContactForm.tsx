import { useEffect, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { shopContactSchema } from '@shared/schemas/shop-contact';
import { Field } from './Field';
import { firstErrors, postJson } from './post-json';

/**
 * The storefront's contact form (island): a message for the merchant. Uncontrolled inputs read with FormData,
 * so what a shopper types before React hydrates (slow connection) is kept.
 */
export default function ContactForm({ slug }: { slug: string }) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  // Disabled until hydrated: a native submit would put the shopper's details in the address bar.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (sending) return;
    const form = e.currentTarget;
    setOutcome(null);
    const parsed = v.safeParse(shopContactSchema, Object.fromEntries(new FormData(form)));
    if (!parsed.success) {
      setErrors(firstErrors(v.flatten<typeof shopContactSchema>(parsed.issues).nested as Record<string, string[]>));
      return;
    }
    setErrors({});
    setSending(true);
    const result = await postJson(`/api/shop/${encodeURIComponent(slug)}/contact`, parsed.output);
    setSending(false);
    if (result.ok) {
      form.reset();
      setOutcome({ ok: true, message: result.message });
    } else {
      setErrors(firstErrors(result.errors));
      setOutcome({ ok: false, message: result.message });
    }
  }

  return (
    <form method="post" onSubmit={submit} noValidate aria-busy={sending}>
      <Field id="c-fullName" label="Nom complet" error={errors.fullName}>
        {(a) => <input {...a} name="fullName" autoComplete="name" />}
      </Field>
      <Field id="c-email" label="E-mail" error={errors.email}>
        {(a) => <input {...a} name="email" type="email" autoComplete="email" />}
      </Field>
      <Field id="c-phone" label="Téléphone" error={errors.phone}>
        {(a) => <input {...a} name="phone" type="tel" autoComplete="tel" />}
      </Field>
      <Field id="c-subject" label="Sujet (facultatif)" error={errors.subject}>
        {(a) => <input {...a} name="subject" />}
      </Field>
      <Field id="c-message" label="Message" error={errors.message}>
        {(a) => <textarea {...a} name="message" rows={5} />}
      </Field>
      <button className="btn" type="submit" disabled={sending || !hydrated}>{sending ? 'Envoi en cours…' : 'Envoyer'}</button>
      {outcome && <p className={`notice ${outcome.ok ? 'ok' : 'bad'}`} role={outcome.ok ? 'status' : 'alert'}>{outcome.message}</p>}
    </form>
  );
}

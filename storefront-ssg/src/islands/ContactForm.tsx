import { useEffect, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { shopContactSchema as storeContactSchema } from '@shared/schemas/shop-contact';
import { Field } from './Field';
import { firstErrors, postJson } from './post-json';

type Values = { fullName: string; email: string; phone: string; subject: string; message: string };
const EMPTY_VALUES: Values = { fullName: '', email: '', phone: '', subject: '', message: '' };

/** The storefront's contact form (island): a message for the merchant. */
export default function ContactForm({ slug }: { slug: string }) {
  const [values, setValues] = useState<Values>(EMPTY_VALUES);
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
    const parsed = v.safeParse(storeContactSchema, values);
    if (!parsed.success) {
      setErrors(firstErrors(v.flatten<typeof storeContactSchema>(parsed.issues).nested as Record<string, string[]>));
      return;
    }
    setErrors({});
    setSending(true);
    const result = await postJson(`/api/shop/${encodeURIComponent(slug)}/contact`, parsed.output);
    setSending(false);
    if (result.ok) {
      setValues(EMPTY_VALUES);
      setOutcome({ ok: true, message: result.message });
    } else {
      setErrors(firstErrors(result.errors));
      setOutcome({ ok: false, message: result.message });
    }
  }

  return (
    <form method="post" onSubmit={submit} noValidate aria-busy={sending}>
      <Field id="c-fullName" label="Nom complet" error={errors.fullName}>
        {(a) => <input {...a} name="fullName" autoComplete="name" value={values.fullName} onChange={set('fullName')} />}
      </Field>
      <Field id="c-email" label="E-mail" error={errors.email}>
        {(a) => <input {...a} name="email" type="email" autoComplete="email" value={values.email} onChange={set('email')} />}
      </Field>
      <Field id="c-phone" label="Téléphone" error={errors.phone}>
        {(a) => <input {...a} name="phone" type="tel" autoComplete="tel" value={values.phone} onChange={set('phone')} />}
      </Field>
      <Field id="c-subject" label="Sujet (facultatif)" error={errors.subject}>
        {(a) => <input {...a} name="subject" value={values.subject} onChange={set('subject')} />}
      </Field>
      <Field id="c-message" label="Message" error={errors.message}>
        {(a) => <textarea {...a} name="message" rows={5} value={values.message} onChange={set('message')} />}
      </Field>
      <button className="btn" type="submit" disabled={sending || !hydrated}>{sending ? 'Envoi en cours…' : 'Envoyer'}</button>
      {outcome && <p className={`notice ${outcome.ok ? 'ok' : 'bad'}`} role={outcome.ok ? 'status' : 'alert'}>{outcome.message}</p>}
    </form>
  );
}

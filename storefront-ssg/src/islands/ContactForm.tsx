import { shopContactSchema } from '#shared/schemas/shop-contact';
import { Field } from './Field';
import { useIslandForm } from './use-island-form';

/**
 * The storefront's contact form (island): a message for the merchant. Uncontrolled inputs read with FormData,
 * so what a shopper types before React hydrates (slow connection) is kept.
 */
export default function ContactForm({ slug }: { slug: string }) {
  const { errors, sending, outcome, hydrated, submit, clearError } = useIslandForm({
    schema: shopContactSchema,
    url: `/api/shop/${encodeURIComponent(slug)}/contact`,
  });

  return (
    <form method="post" onSubmit={submit} onChange={clearError} noValidate aria-busy={sending}>
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
      <button className="btn" type="submit" disabled={sending || !hydrated}>
        {sending ? 'Envoi en cours…' : 'Envoyer'}
      </button>
      {outcome && (
        <p className={`notice ${outcome.ok ? 'ok' : 'bad'}`} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.message}
        </p>
      )}
    </form>
  );
}

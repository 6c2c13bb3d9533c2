import { useEffect, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { firstErrors, postJson } from './post-json';
import { focusFirstError, withoutError } from './field-errors';

/**
 * The submit cycle both storefront forms share: read the uncontrolled fields with FormData (what a shopper typed
 * before React hydrated on a slow connection counts), check them with the shared schema, post them, and keep the
 * field errors and the outcome message. `hydrated` keeps the server-rendered button disabled until React takes
 * over: a click before that would submit the fields natively, into the address bar.
 */
export function useIslandForm<S extends v.GenericSchema>(options: {
  schema: S;
  url: string;
  /** Adds what the form does not hold as fields (e.g. the product id). */
  withFields?: (fields: Record<string, string>) => Record<string, unknown>;
  onSent?: (data: unknown) => void;
  /** Checks the schema cannot make alone (e.g. the stock of the chosen variant): field → French message. */
  check?: (fields: Record<string, string>) => Record<string, string>;
}) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (sending) return;
    const form = e.currentTarget;
    setOutcome(null);
    const fields = Object.fromEntries(new FormData(form)) as Record<string, string>;
    const parsed = v.safeParse(options.schema, options.withFields ? options.withFields(fields) : fields);
    const extra = options.check?.(fields) ?? {};
    if (!parsed.success || Object.keys(extra).length > 0) {
      const schemaErrors = parsed.success
        ? {}
        : firstErrors(v.flatten<S>(parsed.issues).nested as Record<string, string[]>);
      const all = { ...extra, ...schemaErrors };
      setErrors(all);
      focusFirstError(form, all);
      return;
    }
    setErrors({});
    setSending(true);
    const result = await postJson(options.url, parsed.output);
    setSending(false);
    if (result.ok) {
      form.reset();
      options.onSent?.(result.data);
      setOutcome({ ok: true, message: result.message });
    } else {
      const fieldErrors = firstErrors(result.errors);
      setErrors(fieldErrors);
      setOutcome({ ok: false, message: result.message });
      focusFirstError(form, fieldErrors);
    }
  }

  /** The form's onChange: a field she changes loses its error (a message she has answered must not stay). */
  function clearError(e: FormEvent<HTMLFormElement>) {
    const name = (e.target as HTMLInputElement).name;
    setErrors((all) => withoutError(all, name));
  }

  return { errors, sending, outcome, hydrated, submit, clearError };
}

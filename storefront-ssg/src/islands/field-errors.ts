// The field errors both storefront forms show (OrderForm, and ContactForm through use-island-form.ts): one way to
// drop an answered message and to bring the first wrong field into sight.

/** The errors without this field's: a message she has already answered must not stay on screen. */
export function withoutError(errors: Record<string, string>, field: string): Record<string, string> {
  if (!errors[field]) return errors;
  const rest = { ...errors };
  delete rest[field];
  return rest;
}

/**
 * Moves the focus to the first field in error, in the form's order: on a phone it may be far above the button. A
 * hidden or disabled field cannot take the focus, so the first one that can is chosen.
 */
export function focusFirstError(form: HTMLFormElement, errors: Record<string, string>) {
  const names = Object.keys(errors).filter((k) => errors[k]);
  if (names.length === 0) return;
  form
    .querySelector<HTMLElement>(
      names.map((n) => `[name="${CSS.escape(n)}"]:not([disabled]):not([type="hidden"])`).join(', '),
    )
    ?.focus();
}

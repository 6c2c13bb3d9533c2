/**
 * Numbers as people type them here: « 15 000 », with a space between thousands (normal, non-breaking or narrow), the
 * way every amount is shown to them. The spaces are dropped when they group digits by three, so « 15 000 » reads
 * 15000. Anything else comes back trimmed and unchanged, for the field's rule to accept or refuse (« 15 00 » stays
 * refused). The decimal comma is each field's own rule: prices are made to use a point by their input.
 */
export function withoutThousandsSpaces(typed: string): string {
  const s = typed.trim();
  return /^\d{1,3}([ \u00a0\u202f]\d{3})+([.,]\d*)?$/.test(s) ? s.replace(/[ \u00a0\u202f]/g, '') : s;
}

/**
 * Default calling code of the sign-in phone tab (+226, Burkina Faso). Kept here rather than imported from
 * shared/reference/phone-codes.ts so the sign-in page does not load the phone metadata until the selector opens;
 * phone-default.test.ts checks it still equals the shared default.
 */
export const DEFAULT_CALLING_CODE = '226';
export const DEFAULT_COUNTRY = 'BF';
/** What the country list shows for it before the list itself is loaded. */
export const DEFAULT_COUNTRY_LABEL = 'Burkina Faso (+226)';

/** '+226' + '70 00-00 01' → '+22670000001' (digits only behind the chosen code). */
export function phoneWithCode(callingCode: string, typed: string): string {
  const digits = typed.replace(/\D/g, '');
  return digits ? `+${callingCode}${digits}` : '';
}

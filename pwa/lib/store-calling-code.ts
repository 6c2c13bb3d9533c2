import { useQuery } from '@tanstack/react-query';
import { DEFAULT_CALLING_CODE, internationalDigits } from '#shared/phone-international';
import { merchantStoreQuery } from './merchant-store';
import { useSession } from './session';

/**
 * The calling code a national number typed in this store is read with (« 70 11 22 33 » → +226): the country of the
 * store's own phone, as the server reads it (api/checkout/store-checkout.ts). libphonenumber's metadata is fetched
 * only when a national number is on screen (`needed`), so the lists that show phones stay light; until then, and
 * without a store, Burkina Faso's +226.
 */
export function useStoreCallingCode(needed: boolean): string {
  const session = useSession();
  const store = useQuery({ ...merchantStoreQuery(session?.userId ?? ''), enabled: needed && Boolean(session) });
  const storePhone = store.data?.phone ?? '';
  const code = useQuery({
    queryKey: ['store-calling-code', storePhone],
    queryFn: async () => {
      const { callingCodeOf, phoneCountry } = await import('#shared/phone');
      const country = phoneCountry(storePhone);
      return country ? callingCodeOf(country) : DEFAULT_CALLING_CODE;
    },
    enabled: needed && storePhone.startsWith('+'),
    staleTime: Infinity,
    networkMode: 'always',
  });
  return code.data ?? DEFAULT_CALLING_CODE;
}

/** A number written without its country code: read with the store's. */
const isNational = (phone: string) => !/^\s*(\+|00)/.test(phone);

/** A phone as the back-office shows it (trimmed; '' for none). */
export const phoneText = (phone: unknown): string =>
  typeof phone === 'string' ? phone.trim() : phone == null ? '' : String(phone);

/** The international digits of a customer's phone (for tel: and wa.me), read in this store; null without a number. */
export function useInternationalDigits(phone: unknown): string | null {
  const shown = phoneText(phone);
  const callingCode = useStoreCallingCode(shown !== '' && isNational(shown));
  return internationalDigits(shown, callingCode);
}

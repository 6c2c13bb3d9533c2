import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { merchantStoreQuery } from './merchant-store';
import { useSession } from './session';
import { storeMemberQuery } from './store-member';
import { DEFAULT_CURRENCY, moneyText } from '#shared/money-text';

export { DEFAULT_CURRENCY };

// Intl writes narrow/no-break spaces; plain spaces keep the text the same in screens, receipts and shared messages.
const plainSpaces = (s: string) => s.replace(/\u202f|\u00a0/g, ' ');

/** An amount in the store's currency, French style ('15 000 F CFA'); an unknown code is written after the number. */
export const money = moneyText;

/**
 * The currency's short name for input labels (« Prix (F CFA) »): F CFA for the CFA franc, written as everywhere else (docs/glossary.md),
 * otherwise Intl's symbol (« € », « NGN »…) or the code itself when Intl does not know it.
 */
export function currencyLabel(currency: string | null | undefined): string {
  const code = currency || DEFAULT_CURRENCY;
  if (code === 'XOF' || code === 'XAF') return 'F CFA';
  try {
    const symbol = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: code })
      .formatToParts(0)
      .find((p) => p.type === 'currency')?.value;
    return symbol ? plainSpaces(symbol) : code;
  } catch {
    return code;
  }
}

const KEY = 'boutique.store-currency';

/**
 * The store currency of whoever is signed in: the owner's from her store, a staff account's from /api/atelier/me (it
 * has no store of its own). Kept on the device so a screen opened offline after a reload still writes the store's
 * currency; XOF while unknown (no store yet).
 */
export function useStoreCurrency(): string {
  const session = useSession();
  const userId = session?.userId ?? '';
  const store = useQuery({ ...merchantStoreQuery(userId), enabled: Boolean(session) });
  const member = useQuery({ ...storeMemberQuery(userId), enabled: Boolean(session) });
  const known = store.data?.currency || member.data?.currency;
  useEffect(() => {
    if (userId && known) localStorage.setItem(`${KEY}.${userId}`, known);
  }, [userId, known]);
  return known || (userId && localStorage.getItem(`${KEY}.${userId}`)) || DEFAULT_CURRENCY;
}

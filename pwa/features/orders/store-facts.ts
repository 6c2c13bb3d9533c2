import { useQuery } from '@tanstack/react-query';
import { merchantStoreQuery } from '../../lib/merchant-store';
import { useStoreCurrency } from '../../lib/money';
import { useSession } from '../../lib/session';

// Apart from the screens: the new-order form, the list and the order page each load only what they draw.

/** The store's name and currency (orders show amounts in it); from the last answer kept, also offline. */
export function useStoreFacts() {
  const session = useSession();
  const store = useQuery({ ...merchantStoreQuery(session?.userId ?? ''), enabled: Boolean(session) });
  return { currency: useStoreCurrency(), storeName: store.data?.name ?? 'Boutique' };
}

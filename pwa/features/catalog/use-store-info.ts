import { useQuery } from '@tanstack/react-query';
import type { StoreDto } from '#shared/schemas/store';
import { merchantStoreQuery } from '../../lib/merchant-store';
import { useSession } from '../../lib/session';

/** The merchant's store (currency for prices, slug for storefront links), or null while unknown. */
export function useStoreInfo(): StoreDto | null {
  const session = useSession();
  const store = useQuery({ ...merchantStoreQuery(session?.userId ?? ''), enabled: Boolean(session) });
  return store.data ?? null;
}

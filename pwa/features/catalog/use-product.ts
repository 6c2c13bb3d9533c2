import { useQuery } from '@tanstack/react-query';
import type { ProductJson } from '#shared/schemas/catalog';
import { useCatalogProduct } from '../../lib/catalog/use-catalog';
import { productQuery } from './queries';

/**
 * One product for the detail and the edit form: from the copy on the device (so it opens offline), and from the API
 * only when the device does not hold it yet (a link opened before the first read).
 */
export function useProduct(id: string): { product?: ProductJson; error: unknown; loading: boolean } {
  const local = useCatalogProduct(id);
  const remote = useQuery({ ...productQuery(id), enabled: Boolean(id) && local === null });
  if (local) return { product: local, error: null, loading: false };
  if (remote.data) return { product: remote.data, error: null, loading: false };
  return { error: remote.error, loading: local === undefined || !remote.isError };
}

import { Suspense, useState, type ComponentProps } from 'react';
import type { CustomerFormModal as RealModal } from './CustomerFormModal';
import { lazyExport } from '../../lib/ui/lazy-export';

// The customer's form (its measurement fields, the city suggestions: Mantine's Autocomplete, Combobox, Popover and
// floating-ui, about 40 KB gzip) is fetched the first time the list or the profile opens it, not with the screen
// (a screen's first load ≤ 250 KB). Once opened it stays mounted, so it closes with its animation. Offline
// the chunk comes from the service worker's precache like every other.
const Real = lazyExport(() => import('./CustomerFormModal'), 'CustomerFormModal');

export function CustomerFormModal(props: ComponentProps<typeof RealModal>) {
  const [wanted, setWanted] = useState(props.target !== null);
  if (props.target !== null && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Real {...props} />
    </Suspense>
  );
}

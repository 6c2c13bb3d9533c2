import { lazy, Suspense, useState } from 'react';
import type { DrawerProps } from '@mantine/core';

// Mantine's Drawer (the `overlays` chunk, and through it `popover`: about 45 KB gzip) fetched the first time a screen
// opens it, not with the screen (issue 22: a screen's first load ≤ 250 KB), as lib/ui/LazyModal.tsx does for a dialog.
// A closed Drawer draws nothing; once opened it stays mounted, so it closes with its animation.
const MantineDrawer = lazy(() => import('./MantineDrawer'));

export function Drawer(props: DrawerProps) {
  const [wanted, setWanted] = useState(props.opened);
  if (props.opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <MantineDrawer {...props} />
    </Suspense>
  );
}

import { lazy, Suspense, useState } from 'react';
import type { ModalProps } from '@mantine/core';

// Mantine's Modal (its overlay, focus trap, scroll lock and transitions: the `overlays` chunk) fetched the first time a
// screen opens a dialog, not with the screen (issue 22: a screen's first load ≤ 250 KB). A closed Modal draws nothing,
// so nothing is drawn before it either; once opened it stays mounted, so it closes with its animation. Offline the
// chunk comes from the service worker's precache like every other. For `<Modal opened onClose title>`; a screen
// needing Modal.Root and its parts imports Mantine's own.
const MantineModal = lazy(() => import('./MantineModal'));

export function Modal(props: ModalProps) {
  const [wanted, setWanted] = useState(props.opened);
  if (props.opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <MantineModal {...props} />
    </Suspense>
  );
}

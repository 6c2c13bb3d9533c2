import type { ModalProps } from '@mantine/core';
import { openedOnce } from './opened-once';

// Mantine's Modal (its overlay, focus trap, scroll lock and transitions: the `overlays` chunk), fetched on a screen's
// first dialog (opened-once.tsx). For `<Modal opened onClose title>`; a screen needing Modal.Root and its parts
// imports Mantine's own.
export const Modal = openedOnce<ModalProps>(() => import('./MantineModal'));

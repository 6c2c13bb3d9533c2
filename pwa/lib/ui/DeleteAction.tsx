import { lazy, Suspense, useState, type ReactNode } from 'react';
import { ActionIcon, Button, Divider } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ConfirmDeleteProps } from './ConfirmDeleteDialog';

// The dialog (Mantine's Modal, its overlay and focus trap) loads on the first tap of a bin, not with the screen (a
// list's first load stays light). Offline it comes from the service worker's precache like every chunk.
const ConfirmDeleteDialog = lazy(() => import('./ConfirmDeleteDialog'));

/**
 * Destructive actions: THE one pattern of every back-office screen that deletes something (decision 013,
 * « Destructive actions »). The action stands apart from the everyday ones — a rule and a gap before a
 * row's red bin, a page's red « Supprimer » pushed to the row's end — so a thumb aiming at « Modifier » never lands on it, and it
 * asks to confirm in a dialog that names what goes (and what follows from it): nothing is deleted before the dialog's
 * own « Supprimer ». On a phone every control here is 44 px (pwa/app/touch-targets.css).
 */

/** A row's or a card's bin, after its everyday icons (the parent is a row: a Group). */
export function DeleteIcon({ label, onClick, testId }: { label: string; onClick: () => void; testId?: string }) {
  return (
    <>
      <Divider orientation="vertical" mx={8} />
      <ActionIcon
        size="lg"
        variant="subtle"
        color="red"
        aria-label={label}
        data-destructive=""
        data-testid={testId}
        onClick={onClick}
      >
        <IconTrash size={20} />
      </ActionIcon>
    </>
  );
}

/** A page's « Supprimer » button, set apart from the page's other buttons (the parent is a row: a Group). */
export function DeleteButton({
  onClick,
  children = 'Supprimer',
  testId,
}: {
  onClick: () => void;
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <Button
      variant="outline"
      color="red"
      leftSection={<IconTrash size={18} />}
      ml="auto"
      data-destructive=""
      data-testid={testId}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

/**
 * The confirmation: the question as its title (« Supprimer ce produit ? »), what follows as its text, « Annuler » and a
 * red « Supprimer » (ConfirmDeleteDialog.tsx, fetched the first time it opens, then kept mounted so it closes with
 * its animation).
 */
export function ConfirmDelete(props: ConfirmDeleteProps) {
  const [wanted, setWanted] = useState(props.opened);
  if (props.opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDeleteDialog {...props} />
    </Suspense>
  );
}

import { useState, type ReactNode } from 'react';
import { ActionIcon, Alert, Button, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { messageOf } from '../form-errors';

/**
 * Destructive actions (issue 21, item 2): THE one pattern of every back-office screen that deletes something (decision 013,
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
 * red « Supprimer ». `onConfirm` does the deletion (its toast, its navigation); while it runs the button spins, a
 * refusal stays in the dialog in the server's French words, and once it resolves the dialog closes.
 */
export function ConfirmDelete({
  opened,
  title,
  children,
  onConfirm,
  onClose,
  confirmLabel = 'Supprimer',
  afterRefusal,
}: {
  opened: boolean;
  title: string;
  children: ReactNode;
  onConfirm: () => Promise<unknown> | void;
  onClose: () => void;
  confirmLabel?: string;
  /** What to offer under a refusal (e.g. « Voir ses produits pour les déplacer »). */
  afterRefusal?: ReactNode;
}) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      await onConfirm();
      setPending(false);
      onClose();
    } catch (e) {
      setPending(false);
      setError(e);
    }
  };
  return (
    <Modal opened={opened} onClose={close} title={title} centered data-testid="confirm-delete">
      <Stack>
        <Text>{children}</Text>
        {error !== null && (
          <Alert color="red" data-testid="delete-refused">
            {messageOf(error)}
          </Alert>
        )}
        {error !== null && afterRefusal}
        <Group justify="flex-end">
          <Button size="md" variant="default" onClick={close}>
            Annuler
          </Button>
          <Button size="md" color="red" loading={pending} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { messageOf } from '../form-errors';

export interface ConfirmDeleteProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  onConfirm: () => Promise<unknown> | void;
  onClose: () => void;
  confirmLabel?: string;
  /** The confirm button's colour: red for what destroys, green for a decision that grants (« Accepter »). */
  color?: string;
  /** What to offer under a refusal (e.g. « Voir ses produits pour les déplacer »). */
  afterRefusal?: ReactNode;
}

/**
 * The confirmation: the question as its title (« Supprimer ce produit ? »), what follows as its text, « Annuler » and a
 * red « Supprimer ». `onConfirm` does the deletion (its toast, its navigation); while it runs the button spins, a
 * refusal stays in the dialog in the server's French words, and once it resolves the dialog closes. The same dialog
 * confirms any one-tap decision that cannot be taken back (an admin's « Accepter la demande »), with its own label and
 * colour.
 */
export default function ConfirmDeleteDialog({
  opened,
  title,
  children,
  onConfirm,
  onClose,
  confirmLabel = 'Supprimer',
  color = 'red',
  afterRefusal,
}: ConfirmDeleteProps) {
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
          <Button size="md" color={color} loading={pending} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

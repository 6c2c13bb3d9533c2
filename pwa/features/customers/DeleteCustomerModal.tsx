import { Button, Group, Modal, Text } from '@mantine/core';
import type { SyncRuntime } from '../../lib/sync/runtime';
import { savedToast } from '../../app/toast';
import { deleteCustomer } from './customers-store';

interface Props {
  runtime: SyncRuntime;
  customer: { id: string; name: string } | null;
  onClose(): void;
  onDeleted?(): void;
}

export function DeleteCustomerModal({ runtime, customer, onClose, onDeleted }: Props) {
  return (
    <Modal opened={customer !== null} onClose={onClose} title="Supprimer le client">
      <Text>Supprimer {customer?.name} ? Cette action est définitive.</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          Annuler
        </Button>
        <Button
          color="red"
          onClick={async () => {
            if (!customer) return;
            await deleteCustomer(runtime, customer.id);
            savedToast('Client supprimé');
            onClose();
            onDeleted?.();
          }}
        >
          Supprimer
        </Button>
      </Group>
    </Modal>
  );
}

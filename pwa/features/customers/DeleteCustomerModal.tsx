import type { SyncRuntime } from '../../lib/sync/runtime';
import { savedToast } from '../../app/toast';
import { ConfirmDelete } from '../../lib/ui/DeleteAction';
import { deleteCustomer } from './customers-store';

interface Props {
  runtime: SyncRuntime;
  customer: { id: string; name: string } | null;
  onClose(): void;
  onDeleted?(): void;
}

export function DeleteCustomerModal({ runtime, customer, onClose, onDeleted }: Props) {
  return (
    <ConfirmDelete
      opened={customer !== null}
      onClose={onClose}
      title="Supprimer le client ?"
      onConfirm={async () => {
        if (!customer) return;
        await deleteCustomer(runtime, customer.id);
        savedToast('Client supprimé');
        onDeleted?.();
      }}
    >
      Supprimer {customer?.name} ? Cette action est définitive.
    </ConfirmDelete>
  );
}

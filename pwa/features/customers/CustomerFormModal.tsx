import { useRef } from 'react';
import {} from '@mantine/core';
import { Modal } from '../../lib/ui/LazyModal';
import { useLiveQuery } from 'dexie-react-hooks';
import type { Customer } from '#shared/schemas/customer';
import { EMPTY_FORM, changedFields, toFormValues } from './customer-form-values';
import type { SyncRuntime } from '../../lib/sync/runtime';
import { savedToast } from '../../app/toast';
import { CustomerForm } from './CustomerForm';
import { createCustomer, saveCorrection } from './customers-store';
import { updateCustomer } from '../../lib/customers/customer-rows';

/** What the modal does: add a customer, edit one, or correct a change the server refused. */
export type CustomerFormTarget = { kind: 'add' } | { kind: 'edit'; id: string } | { kind: 'fix'; mutationId: string };

interface Props {
  runtime: SyncRuntime;
  target: CustomerFormTarget | null;
  onClose(): void;
  onCreated?(id: string): void;
}

export function CustomerFormModal({ runtime, target, onClose, onCreated }: Props) {
  // Everything the form starts from, read from the local database (works offline).
  const start = useLiveQuery(async () => {
    if (!target) return null;
    if (target.kind === 'add') return { id: null, base: null, values: EMPTY_FORM, errors: undefined };
    if (target.kind === 'edit') {
      const row = await runtime.db.mirror('customers').get(target.id);
      return row ? { id: row.id, base: row.data, values: toFormValues(row.data), errors: undefined } : null;
    }
    const refused = await runtime.db.rejected.get(target.mutationId);
    if (!refused) return null;
    const row = await runtime.db.mirror('customers').get(refused.rowId);
    const base = row && !row.deletedAt ? row.data : null;
    const errors = Object.fromEntries(
      Object.entries(refused.errors ?? {}).map(([k, msgs]) => [
        k.startsWith('measurements.') ? 'measurements' : k,
        msgs[0] ?? '',
      ]),
    );
    return { id: refused.rowId, base, values: toFormValues({ ...(base ?? {}), ...refused.changes }), errors };
  }, [runtime, target ? JSON.stringify(target) : '']);

  // While the dialog closes (target already null) it keeps the title it opened with: no flip to « Modifier ».
  const shown = useRef<CustomerFormTarget | null>(target);
  if (target) shown.current = target;
  const kind = shown.current?.kind ?? 'add';
  const title =
    kind === 'add' ? 'Ajouter un client' : kind === 'fix' ? 'Corriger la modification refusée' : 'Modifier le client';

  const submit = async (customer: Customer) => {
    if (!target || !start) return;
    if (target.kind === 'add') {
      const id = await createCustomer(runtime, customer);
      savedToast('Client ajouté');
      onCreated?.(id);
    } else if (target.kind === 'edit') {
      await updateCustomer(runtime, start.id!, changedFields(start.base, customer));
      savedToast('Client modifié');
    } else {
      await saveCorrection(runtime, target.mutationId, start.id!, changedFields(start.base, customer));
      savedToast('Correction enregistrée');
    }
    onClose();
  };

  return (
    <Modal opened={target !== null} onClose={onClose} title={title} size="lg">
      {start && (
        <CustomerForm
          key={JSON.stringify(target)}
          initialValues={start.values}
          initialErrors={start.errors}
          submitLabel={target?.kind === 'add' ? 'Ajouter' : 'Enregistrer'}
          onSubmit={submit}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}

import { lazy, Suspense, useState } from 'react';
import { Button, Loader } from '@mantine/core';
import { IconUserShare } from '@tabler/icons-react';
import { Modal } from '../../lib/ui/LazyModal';
import { customerName } from '../../lib/customers/customer-search';
import type { SyncRuntime } from '../../lib/sync/runtime';
import { savedToast } from '../../app/toast';
import { queueCustomerMove } from './use-orders';

const CustomerPicker = lazy(() => import('./ChangeCustomerPicker'));

/**
 * « Changer de client »: the merchant files the order under another customer of her store (a shared family phone, an
 * order taken under the wrong name). Her customers are read from the device, so it works offline; the move is an
 * order edit queued like a status change, and the server checks the customer is one of the store's.
 */
export function ChangeCustomer({
  runtime,
  orderId,
  currentId,
  online,
}: {
  runtime: SyncRuntime;
  orderId: string;
  currentId: string | null;
  online: boolean;
}) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconUserShare size={16} />}
        onClick={() => setOpened(true)}
        data-testid="order-change-customer"
      >
        Changer de client
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Changer de client" size="lg">
        {opened && (
          <Suspense fallback={<Loader size="sm" />}>
            <CustomerPicker
              runtime={runtime}
              currentId={currentId}
              onPick={async (row) => {
                const name = customerName(row.data);
                await queueCustomerMove(runtime, orderId, row);
                setOpened(false);
                savedToast(`Commande déplacée vers ${name}.`, online);
              }}
            />
          </Suspense>
        )}
      </Modal>
    </>
  );
}

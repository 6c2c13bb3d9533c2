import { Suspense, useEffect, useState } from 'react';
import { Center, Loader, Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError } from '../../lib/api';
import { COMPANY_FETCH_ERROR, merchantStoreQuery } from '../../lib/merchant-store';
import { lazyExport } from '../../lib/ui/lazy-export';

// The form brings the reference lists (about 240 countries, 90 currencies) and libphonenumber: loaded only when shown.
const StoreSetupForm = lazyExport(() => import('./StoreSetupForm'), 'StoreSetupForm');

/**
 * 'Configurer Votre Boutique': opens when the merchant has no store yet (GET /api/stores/{userId} → 404).
 * 'Fermer' hides it until the next visit of the back-office; an offline merchant never sees it (no answer ≠ no store).
 */
export function StoreSetupModal({ userId, onStoreCreated }: { userId: string; onStoreCreated?: () => void }) {
  const store = useQuery(merchantStoreQuery(userId));
  const [dismissed, setDismissed] = useState(false);
  const failed = store.isError && store.error instanceof ApiRequestError && store.error.status !== 0;

  useEffect(() => {
    if (failed) notifications.show({ color: 'red', message: COMPANY_FETCH_ERROR });
  }, [failed]);

  const opened = store.isSuccess && store.data === null && !dismissed;
  return (
    <Modal
      opened={opened}
      onClose={() => setDismissed(true)}
      title="Configurer Votre Boutique"
      size="lg"
      centered
      closeOnClickOutside={false}
    >
      <Suspense
        fallback={
          <Center py="xl">
            <Loader />
          </Center>
        }
      >
        <StoreSetupForm
          userId={userId}
          onCreated={() => {
            setDismissed(true);
            onStoreCreated?.();
          }}
          onCancel={() => setDismissed(true)}
        />
      </Suspense>
    </Modal>
  );
}

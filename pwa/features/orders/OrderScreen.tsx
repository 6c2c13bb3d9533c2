import { Suspense } from 'react';
import { Alert, Anchor, Stack } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { Link } from '@tanstack/react-router';
import { useSyncRuntime, type SyncRuntime } from '../../lib/sync/runtime';
import { useCustomerRow } from '../../lib/customers/customer-rows';
import { ChangeCustomer } from './ChangeCustomer';
import { useOnline } from '../../lib/online';
import { savedToast } from '../../app/toast';
import { messageOf } from '../../lib/form-errors';
import { OrderDetail } from './OrderDetail';
import { useStoreFacts } from './store-facts';
import { markOrderPaid, queueStatusChange, useOrder } from './use-orders';
import { lazyExport } from '../../lib/ui/lazy-export';

// Fetched only for an order whose customer shares her phone (most orders: never).
const SamePhoneNotice = lazyExport(() => import('../../lib/customers/SamePhoneNotice'), 'SamePhoneNotice');

/** The order page, read from the device; a status change is queued and synced (online at once, offline later). */
export function OrderScreen({ id }: { id: string }) {
  const runtime = useSyncRuntime();
  const online = useOnline();
  const order = useOrder(runtime, id);
  const { currency, storeName } = useStoreFacts();
  const problems = useLiveQuery(async () => {
    if (!runtime) return { conflicts: 0, rejected: [] as string[] };
    const conflicts = await runtime.db.conflicts.filter((c) => c.table === 'orders' && c.rowId === id).count();
    const rejected = await runtime.db.rejected.filter((r) => r.table === 'orders' && r.rowId === id).toArray();
    return { conflicts, rejected: rejected.map((r) => r.message) };
  }, [runtime, id]);
  // A new order the server refused (the last piece sold meanwhile) is no longer on the device as an order, but it
  // is not lost: it waits in the sync screen to be corrected or abandoned. Say that, not « Commande introuvable ».
  if (order === null && problems && problems.rejected.length > 0) {
    return (
      <Alert color="orange" title="Commande refusée à l’envoi" data-testid="order-refused">
        {problems.rejected.join(' ')} Elle n’est pas perdue : corrigez-la ou abandonnez-la depuis la synchronisation.{' '}
        <Anchor component={Link} to="/user/sync">
          Voir la synchronisation
        </Anchor>
      </Alert>
    );
  }
  return (
    <Stack>
      {problems && (problems.conflicts > 0 || problems.rejected.length > 0) && (
        <Alert color="orange" title="À revoir" data-testid="order-to-review" data-no-print>
          {problems.conflicts > 0 && 'Le statut a aussi été changé sur un autre appareil. '}
          {problems.rejected.map((m) => `Refusé à l’envoi : ${m} `)}
          <Anchor component={Link} to="/user/sync">
            Voir la synchronisation
          </Anchor>
        </Alert>
      )}
      <OrderDetail
        order={order}
        currency={currency}
        storeName={storeName}
        onChangeStatus={async (status, message) => {
          if (!runtime) throw new Error('Connectez-vous pour changer le statut.');
          await queueStatusChange(runtime, id, status, message);
          return savedToast('Commande mise à jour.', online);
        }}
        online={online}
        customerNotice={
          runtime && order?.record.customerId ? (
            <OrderSamePhone runtime={runtime} customerId={order.record.customerId} />
          ) : null
        }
        customerAction={
          runtime && order ? (
            <ChangeCustomer runtime={runtime} orderId={id} currentId={order.record.customerId} online={online} />
          ) : null
        }
        onMarkPaid={async () => {
          try {
            return savedToast(await markOrderPaid(runtime, id), true);
          } catch (e) {
            throw new Error(messageOf(e), { cause: e });
          }
        }}
      />
    </Stack>
  );
}

/**
 * « Même téléphone que … » when the order's customer shares her phone with another customer under another name, with
 * the customer's file's merge / keep-apart actions; after a merge the merchant stays on the order.
 */
function OrderSamePhone({ runtime, customerId }: { runtime: SyncRuntime; customerId: string }) {
  const customer = useCustomerRow(runtime, customerId);
  const other = customer?.data.samePhoneAs;
  if (typeof other !== 'string' || !other) return null;
  return (
    <Suspense fallback={null}>
      <SamePhoneNotice runtime={runtime} id={customerId} otherId={other} onMerged={() => undefined} />
    </Suspense>
  );
}

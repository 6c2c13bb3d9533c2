import { Badge, Button, Card, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useLiveQuery } from 'dexie-react-hooks';
import { Link } from '@tanstack/react-router';
import { ORDER_STATUS_LABELS } from '#shared/constants';
import { PAYMENT_STATE_LABELS } from '#shared/order-money';
import { money, useStoreCurrency } from '../../lib/money';
import { customerAccount } from '../../lib/sync/device-figures';
import type { SyncRuntime } from '../../lib/sync/runtime';

/** The customer's orders, read from the device (offline too), with what she has paid and still owes (decision 024). */
export function CustomerOrders({ runtime, customerId }: { runtime: SyncRuntime; customerId: string }) {
  const currency = useStoreCurrency();
  const account = useLiveQuery(
    async () => customerAccount(await runtime.db.mirror('orders').toArray(), customerId),
    [runtime, customerId],
  );
  if (!account) return null;
  return (
    <Card withBorder data-testid="customer-orders">
      <Group justify="space-between" mb="xs">
        <Text fw={600}>Commandes ({account.orders.length})</Text>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} />}
          component={Link}
          to="/user/orders/new"
          search={{ customer: customerId } as never}
        >
          Nouvelle commande
        </Button>
      </Group>
      <SimpleGrid cols={2} mb="sm">
        <div>
          <Text size="xs" c="dimmed">
            Payé (commandes non annulées)
          </Text>
          <Text fw={700} data-testid="customer-paid">
            {money(account.paid, currency)}
          </Text>
        </div>
        <div>
          <Text size="xs" c="dimmed">
            Reste à payer (livrées ou non)
          </Text>
          <Text fw={700} data-testid="customer-due">
            {money(account.due, currency)}
          </Text>
        </div>
      </SimpleGrid>
      {account.orders.length === 0 ? (
        <Text c="dimmed">Aucune commande pour ce client : « Nouvelle commande » en prend une.</Text>
      ) : (
        <Table.ScrollContainer minWidth={300}>
          <Table>
            <Table.Tbody>
              {account.orders.map((o) => (
                <Table.Tr key={o.id} data-testid="customer-order">
                  <Table.Td>
                    <Link to="/user/orders/$orderId" params={{ orderId: o.id } as never}>
                      {o.code || 'Commande'}
                    </Link>
                    <Text size="xs" c="dimmed">
                      {new Date(o.createdAt).toLocaleDateString('fr-FR')}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={2} align="flex-start">
                      <Badge
                        variant="light"
                        size="sm"
                        miw="max-content"
                        color={o.status === 'delivered' ? 'green' : 'gray'}
                      >
                        {ORDER_STATUS_LABELS[o.status]}
                      </Badge>
                      {o.pending > 0 && (
                        <Text size="xs" c="orange">
                          Sur cet appareil, pas encore envoyée
                        </Text>
                      )}
                    </Stack>
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    <Text size="sm">{money(o.total, currency)}</Text>
                    <Text size="xs" c={o.owed > 0 ? 'red' : 'dimmed'} data-testid="customer-order-money">
                      {o.paymentState === 'partly_paid'
                        ? `Reste ${money(o.owed, currency)}`
                        : PAYMENT_STATE_LABELS[o.paymentState]}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}

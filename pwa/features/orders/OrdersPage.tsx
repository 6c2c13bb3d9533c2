import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Skeleton,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { Pagination } from '../../lib/ui/LazyPagination';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { ORDER_STATUSES, ORDER_STATUS_LABELS, type OrderStatus as OrderStatusName } from '#shared/constants';
import { linesSummary } from '#shared/order-basics';
import { money } from '../../lib/money';
import { dateOnly } from './format';
import { StatusBadge } from './StatusBadge';
import { PaymentNote } from './PaymentNote';
import type { OrderListFilters, OrderView } from './order-list';
import { useOrderList } from './use-orders';
import { useSyncRuntime } from '../../lib/sync/runtime';
import { useConflictIds } from '../../lib/sync/waiting';
import { ReviewBadge } from '../../lib/ui/ReviewBadge';
import { CsvExportButton } from '../../lib/ui/CsvExportButton';
import { DateField } from '../../lib/ui/DateField';

const customerOf = (o: OrderView) => `${o.record.firstname} ${o.record.lastname}`.trim() || 'Client';

/** /user/orders: every order, a tab per status with its count, search, day filters and pages. */
export function OrdersPage({ filters, currency }: { filters: OrderListFilters; currency?: string }) {
  const navigate = useNavigate();
  const runtime = useSyncRuntime();
  const data = useOrderList(runtime, filters);
  const toReview = useConflictIds(runtime?.db, 'orders');
  const setFilters = (patch: Partial<OrderListFilters>) =>
    void navigate({
      // The current path: the list also shows at /user/atelier/ecommerce/commande.
      to: '.',
      search: (prev: OrderListFilters) => clean({ ...prev, ...patch, page: patch.page ?? undefined }),
      replace: true,
    } as never);
  const onSearch = useDebouncedCallback((value: string) => setFilters({ search: value || undefined }), 300);

  const counts = data?.counts;
  const all = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : null;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.perPage)) : 1;

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2} size="h3">
          Commandes
        </Title>
        <Group gap="xs" wrap="nowrap">
          {runtime && <CsvExportButton what="commandes" build={(csv) => csv.ordersCsv(runtime.db)} />}
          <Button component={Link} to="/user/orders/new" leftSection={<IconPlus size={16} />}>
            Nouvelle commande
          </Button>
        </Group>
      </Group>
      <Tabs
        value={filters.status ?? 'all'}
        onChange={(value) => setFilters({ status: value && value !== 'all' ? (value as OrderStatusName) : undefined })}
      >
        {/* On a phone the tabs wrap onto a second line: every status and its count in sight, none hidden sideways. */}
        <Tabs.List style={{ flexWrap: 'wrap' }}>
          <Tabs.Tab value="all">Toutes{all !== null && ` (${all})`}</Tabs.Tab>
          {ORDER_STATUSES.map((s) => (
            <Tabs.Tab key={s} value={s} data-testid={`orders-tab-${s}`}>
              {ORDER_STATUS_LABELS[s]}
              {counts && ` (${counts[s]})`}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <TextInput
        label="Rechercher"
        placeholder="Client, téléphone ou n° de commande"
        leftSection={<IconSearch size={16} />}
        defaultValue={filters.search ?? ''}
        onChange={(e) => onSearch(e.currentTarget.value)}
      />
      <Group grow gap="sm" wrap="nowrap">
        <DateField label="Du" value={filters.from ?? ''} onChange={(day) => setFilters({ from: day || undefined })} />
        <DateField label="Au" value={filters.to ?? ''} onChange={(day) => setFilters({ to: day || undefined })} />
      </Group>
      {!data ? (
        <Stack gap="xs">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={56} radius="md" />
          ))}
        </Stack>
      ) : data.rows.length === 0 ? (
        <Alert color="gray" title="Aucune commande" data-testid="orders-empty">
          {all === 0 && !filters.search && !filters.from && !filters.to
            ? 'Les commandes de votre boutique en ligne arriveront ici. Vous pouvez aussi saisir une commande prise en boutique ou par téléphone.'
            : 'Aucune commande ne correspond à ces filtres. Changez d’onglet ou effacez la recherche.'}
        </Alert>
      ) : (
        <>
          <Table striped highlightOnHover visibleFrom="sm" data-testid="orders-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>N° et date</Table.Th>
                <Table.Th>Client</Table.Th>
                <Table.Th ta="right">Total</Table.Th>
                <Table.Th>Statut</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.rows.map((o) => (
                <Table.Tr key={o.id} data-testid="order-row">
                  <Table.Td>
                    <Link to="/user/orders/$orderId" params={{ orderId: o.id }} style={{ fontWeight: 600 }}>
                      {o.record.code || '—'}
                    </Link>
                    <Text size="xs" c="dimmed">
                      {dateOnly(o.record.createdAt)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{customerOf(o)}</Text>
                    <Text size="xs" c="dimmed">
                      {linesSummary(o.record.lines)}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {money(o.record.total, currency)}
                    <PaymentNote order={o.record} currency={currency} />
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Group gap={4} wrap="nowrap">
                      <StatusBadge status={o.record.status} />
                      {o.pending > 0 && <PendingMark />}
                      <ReviewBadge show={toReview.has(o.id)} link={false} />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Stack gap="xs" hiddenFrom="sm">
            {data.rows.map((o) => (
              <UnstyledButton
                key={o.id}
                component={Link}
                to="/user/orders/$orderId"
                params={{ orderId: o.id } as never}
                data-testid="order-card"
              >
                <Card withBorder padding="sm">
                  <Group justify="space-between" wrap="nowrap">
                    <Text fw={600}>{o.record.code || '—'}</Text>
                    <Group gap={4} wrap="nowrap">
                      <ReviewBadge show={toReview.has(o.id)} link={false} />
                      {o.pending > 0 && <PendingMark />}
                      <StatusBadge status={o.record.status} />
                    </Group>
                  </Group>
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {customerOf(o)}
                    </Text>
                    <div style={{ textAlign: 'right' }}>
                      <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                        {money(o.record.total, currency)}
                      </Text>
                      <PaymentNote order={o.record} currency={currency} />
                    </div>
                  </Group>
                  <Text size="xs" c="dimmed">
                    {dateOnly(o.record.createdAt)} · {linesSummary(o.record.lines)}
                  </Text>
                </Card>
              </UnstyledButton>
            ))}
          </Stack>
          {pages > 1 && (
            <Pagination
              total={pages}
              value={data.page}
              onChange={(page) => setFilters({ page })}
              aria-label="Pages de commandes"
            />
          )}
        </>
      )}
    </Stack>
  );
}

function PendingMark() {
  return (
    <Badge color="orange" variant="outline" size="sm" title="Enregistré sur cet appareil, pas encore envoyé">
      À envoyer
    </Badge>
  );
}

function clean(f: OrderListFilters): OrderListFilters {
  return Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined && v !== '')) as OrderListFilters;
}

import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconEdit, IconEye, IconPlus, IconSearch } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { customerName, matchesCustomer } from '../../lib/customers/customer-search';
import type { MirrorRow } from '../../lib/sync/db';
import { CsvExportButton } from '../../lib/ui/CsvExportButton';
import { useSyncRuntime, type SyncRuntime } from '../../lib/sync/runtime';
import type { CustomerFormTarget } from './CustomerFormModal';
import { CustomerFormModal } from './LazyCustomerFormModal';
import { DeleteCustomerModal } from './DeleteCustomerModal';
import { DeleteIcon } from '../../lib/ui/DeleteAction';
import { PendingBadge } from '../../lib/ui/PendingBadge';
import { useCustomerRows } from '../../lib/customers/customer-rows';
import { useConflictIds } from '../../lib/sync/waiting';
import { ReviewBadge } from '../../lib/ui/ReviewBadge';
import { plural } from '../../lib/plural';
import { PhoneLinks } from '../../lib/ui/PhoneLinks';

interface Props {
  view: 'list' | 'card';
  /** A refused change to correct (from /user/sync → Corriger). */
  fix?: string;
}

/** /user/customers (list) and /user/customers/card (cards): the store's customers, read from the local database. */
export function CustomersPage({ view, fix }: Props) {
  const runtime = useSyncRuntime();
  if (!runtime) return <Alert color="gray">Connectez-vous en tant que marchand pour voir vos clients.</Alert>;
  return <CustomersPageFor runtime={runtime} view={view} fix={fix} />;
}

function CustomersPageFor({ runtime, view, fix }: Props & { runtime: SyncRuntime }) {
  const navigate = useNavigate();
  const rows = useCustomerRows(runtime);
  const toReview = useConflictIds(runtime.db, 'customers');
  const [query, setQuery] = useState('');
  const [formTarget, setFormTarget] = useState<CustomerFormTarget | null>(
    fix ? { kind: 'fix', mutationId: fix } : null,
  );
  const [toDelete, setToDelete] = useState<{ id: string; name: string } | null>(null);
  const shown = (rows ?? []).filter((r) => matchesCustomer(r.data, query));

  const closeForm = () => {
    setFormTarget(null);
    if (fix) void navigate({ to: '/user/customers', search: {} });
  };
  const actions = (row: MirrorRow) => (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        aria-label="Voir le client"
        onClick={() => void navigate({ to: '/user/customers/$customersId', params: { customersId: row.id } })}
      >
        <IconEye size={16} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        aria-label="Modifier le client"
        onClick={() => setFormTarget({ kind: 'edit', id: row.id })}
      >
        <IconEdit size={16} />
      </ActionIcon>
      <DeleteIcon
        label="Supprimer le client"
        onClick={() => setToDelete({ id: row.id, name: customerName(row.data) })}
      />
    </Group>
  );

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2} size="h3">
          Clients
        </Title>
        <Group gap="xs">
          {runtime && <CsvExportButton what="clients" build={(csv) => csv.customersCsv(runtime.db)} />}
          <Button leftSection={<IconPlus size={16} />} onClick={() => setFormTarget({ kind: 'add' })}>
            Ajouter un client
          </Button>
        </Group>
      </Group>
      <Group justify="space-between">
        <TextInput
          placeholder="Nom, téléphone, ville…"
          aria-label="Rechercher un client"
          leftSection={<IconSearch size={16} />}
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          style={{ flex: '1 1 220px', maxWidth: 420 }}
        />
        <SegmentedControl
          value={view}
          onChange={(v) => void navigate({ to: v === 'card' ? '/user/customers/card' : '/user/customers' })}
          data={[
            { value: 'list', label: 'Liste' },
            { value: 'card', label: 'Cartes' },
          ]}
        />
      </Group>

      {rows === undefined ? null : shown.length === 0 ? (
        <Stack gap={4}>
          <Text c="dimmed" data-testid="customers-empty">
            {rows.length === 0 ? 'Aucun client pour le moment.' : 'Aucun client ne correspond à la recherche.'}
          </Text>
          {rows.length === 0 && (
            <Text size="sm" c="dimmed" data-testid="customers-empty-hint">
              Touchez « Ajouter un client » pour enregistrer une cliente et ses mesures. Les clientes qui commandent sur
              votre boutique en ligne s’ajoutent ici toutes seules.
            </Text>
          )}
        </Stack>
      ) : view === 'list' ? (
        <Table.ScrollContainer minWidth={340}>
          <Table striped highlightOnHover data-testid="customers-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Nom</Table.Th>
                <Table.Th>Téléphone</Table.Th>
                {/* Email in the cards and the profile; below lg it would push the actions out of a tablet's view. */}
                <Table.Th visibleFrom="lg">Email</Table.Th>
                {/* On a phone the city would push the actions out of view: it is on the card and the profile. */}
                <Table.Th visibleFrom="sm">Ville</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((row) => (
                <Table.Tr key={row.id} data-testid="customer-row">
                  <Table.Td>
                    <Group gap="xs">
                      <Link to="/user/customers/$customersId" params={{ customersId: row.id }}>
                        {customerName(row.data)}
                      </Link>
                      <PendingBadge pending={row.pending} testId="customer-pending" />
                      <ReviewBadge show={toReview.has(row.id)} />
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <PhoneLinks phone={row.data.phone} empty="" size="sm" />
                  </Table.Td>
                  <Table.Td visibleFrom="lg">{String(row.data.email ?? '')}</Table.Td>
                  <Table.Td visibleFrom="sm">{String(row.data.city ?? '')}</Table.Td>
                  <Table.Td>{actions(row)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="customers-cards">
          {shown.map((row) => (
            <Card key={row.id} withBorder data-testid="customer-card">
              <Group justify="space-between" wrap="nowrap">
                <Link to="/user/customers/$customersId" params={{ customersId: row.id }}>
                  <Text fw={600}>{customerName(row.data)}</Text>
                </Link>
                <Group gap={4} wrap="nowrap">
                  <PendingBadge pending={row.pending} testId="customer-pending" />
                  <ReviewBadge show={toReview.has(row.id)} />
                </Group>
              </Group>
              {row.data.phone ? <PhoneLinks phone={row.data.phone} size="sm" /> : null}
              {row.data.city ? (
                <Text size="sm" c="dimmed">
                  {String(row.data.city)}
                </Text>
              ) : null}
              <Text size="sm" c="dimmed">
                {plural(Object.keys((row.data.measurements as object) ?? {}).length, 'mesure')}
              </Text>
              <Group justify="flex-end" mt="xs">
                {actions(row)}
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}

      <CustomerFormModal runtime={runtime} target={formTarget} onClose={closeForm} />
      <DeleteCustomerModal runtime={runtime} customer={toDelete} onClose={() => setToDelete(null)} />
    </Stack>
  );
}

import { useState } from 'react';
import {
  Alert,
  Box,
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
import { IconPlus, IconRuler, IconSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import type { MirrorRow } from '../../lib/sync/db';
import { useSyncRuntime, type SyncRuntime } from '../../lib/sync/runtime';
import { AnchorLink, ButtonLink } from '../../lib/ui/links';
import { customerName, matchesCustomer, useAtelierCustomers, useTakingCounts } from './atelier-store';
import { useAtelierReference } from './queries';
import { plural } from '../../lib/plural';
import { NoRuntime } from './NoRuntime';
import { NotSynced } from './NotSynced';
import { PhoneLinks } from '../../lib/ui/PhoneLinks';

/** /user/atelier/costumer/customers (list) and /costumer/card (cards): the store's customers, seen from the atelier. */
export function AtelierCustomersPage({ view }: { view: 'list' | 'card' }) {
  const runtime = useSyncRuntime();
  return runtime ? <CustomersFor runtime={runtime} view={view} /> : <NoRuntime />;
}

function CustomersFor({ runtime, view }: { runtime: SyncRuntime; view: 'list' | 'card' }) {
  const navigate = useNavigate();
  useAtelierReference();
  const rows = useAtelierCustomers(runtime);
  const counts = useTakingCounts(runtime);
  const [query, setQuery] = useState('');
  const shown = (rows ?? []).filter((r) => matchesCustomer(r.data, query));
  const takings = (row: MirrorRow) => counts?.get(row.id) ?? 0;

  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h3">
          Clients de l&apos;atelier
        </Title>
        <Group gap="xs">
          <SegmentedControl
            value={view}
            onChange={(v) =>
              void navigate({ to: v === 'card' ? '/user/atelier/costumer/card' : '/user/atelier/costumer/customers' })
            }
            data={[
              { value: 'list', label: 'Liste' },
              { value: 'card', label: 'Cartes' },
            ]}
          />
          <ButtonLink to="/user/atelier/costumer/addnewcustomer" leftSection={<IconPlus size={16} />}>
            Nouveau client
          </ButtonLink>
        </Group>
      </Group>
      <TextInput
        leftSection={<IconSearch size={16} />}
        placeholder="Nom, téléphone, ville…"
        aria-label="Rechercher un client"
        value={query}
        onChange={(e) => setQuery(e.currentTarget.value)}
      />
      {rows && rows.length === 0 && (
        <Alert color="gray" title="Aucun client pour le moment">
          Ajoutez votre premier client avec « Nouveau client », puis prenez ses mesures.
        </Alert>
      )}
      {rows && rows.length > 0 && shown.length === 0 && (
        <Text c="dimmed">Aucun client ne correspond à « {query} ».</Text>
      )}
      {view === 'card' ? (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
          {shown.map((row) => (
            <Card key={row.id} withBorder data-testid="atelier-customer-card">
              <Stack gap={6}>
                <Group justify="space-between" wrap="nowrap">
                  <AnchorLink to="/user/atelier/costumer/single/$id" params={{ id: row.id }} fw={600}>
                    {customerName(row.data)}
                  </AnchorLink>
                  <NotSynced pending={row.pending} />
                </Group>
                <Group gap="xs" wrap="wrap">
                  <PhoneLinks phone={row.data.phone} empty="Sans téléphone" size="sm" />
                  {row.data.city ? (
                    <Text size="sm" c="dimmed">
                      {String(row.data.city)}
                    </Text>
                  ) : null}
                </Group>
                <Text size="sm">{plural(takings(row), 'prise de mesures', 'prises de mesures')}</Text>
                <ButtonLink
                  to="/user/atelier/costumer/customermeasure/$id"
                  params={{ id: row.id }}
                  variant="light"
                  leftSection={<IconRuler size={16} />}
                >
                  Prendre les mesures
                </ButtonLink>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      ) : (
        shown.length > 0 && (
          <Table.ScrollContainer minWidth={360}>
            <Table verticalSpacing="sm" data-testid="atelier-customers">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Client</Table.Th>
                  <Table.Th visibleFrom="sm">Téléphone</Table.Th>
                  <Table.Th visibleFrom="sm">Mesures</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>
                      <Group gap="xs">
                        <AnchorLink to="/user/atelier/costumer/single/$id" params={{ id: row.id }}>
                          {customerName(row.data)}
                        </AnchorLink>
                        <NotSynced pending={row.pending} />
                      </Group>
                      {/* On a phone the number sits under the name (its own column is for wider screens). */}
                      {row.data.phone ? (
                        <Box hiddenFrom="sm">
                          <PhoneLinks phone={row.data.phone} size="sm" />
                        </Box>
                      ) : null}
                    </Table.Td>
                    <Table.Td visibleFrom="sm">
                      <PhoneLinks phone={row.data.phone} size="sm" />
                    </Table.Td>
                    <Table.Td visibleFrom="sm">{takings(row)}</Table.Td>
                    <Table.Td>
                      <ButtonLink
                        to="/user/atelier/costumer/customermeasure/$id"
                        params={{ id: row.id }}
                        variant="light"
                        size="xs"
                        leftSection={<IconRuler size={14} />}
                      >
                        Mesures
                      </ButtonLink>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )
      )}
    </Stack>
  );
}

import { useState } from 'react';
import { Alert, Button, Card, Group, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconPrinter, IconSearch } from '@tabler/icons-react';
import type { MeasurementValue } from '#shared/schemas/measurement-set';
import { useSyncRuntime, type SyncRuntime } from '../../lib/sync/runtime';
import { AnchorLink } from '../../lib/ui/links';
import { NoRuntime } from './NoRuntime';
import { NotSynced } from './NotSynced';
import {
  customerName,
  matchesCustomer,
  useAllMeasurementSets,
  useAtelierCustomer,
  useAtelierCustomers,
  useMeasurementSet,
} from './atelier-store';
import { frenchDate } from './measure-form';
import './print.css';

/** /user/atelier/customer/customermeasure-details: every taking of the workshop, latest first. */
export function MeasurementsListPage() {
  const runtime = useSyncRuntime();
  return runtime ? <ListFor runtime={runtime} /> : <NoRuntime />;
}

function ListFor({ runtime }: { runtime: SyncRuntime }) {
  const sets = useAllMeasurementSets(runtime);
  const customers = useAtelierCustomers(runtime);
  const [query, setQuery] = useState('');
  const byId = new Map((customers ?? []).map((c) => [c.id, c]));
  const shown = (sets ?? []).filter((s) => {
    const c = byId.get(String(s.data.customerId));
    return c ? matchesCustomer(c.data, query) : !query;
  });
  return (
    <Stack maw={980}>
      <Title order={2} size="h3">
        Prises de mesures
      </Title>
      <TextInput
        leftSection={<IconSearch size={16} />}
        placeholder="Rechercher un client"
        aria-label="Rechercher un client"
        value={query}
        onChange={(e) => setQuery(e.currentTarget.value)}
      />
      {sets && sets.length === 0 ? (
        <Alert color="gray" title="Aucune prise de mesures">
          Ouvrez un client et touchez « Prendre les mesures ».{' '}
          <AnchorLink to="/user/atelier/costumer/customers">Voir les clients</AnchorLink>
        </Alert>
      ) : (
        <Table.ScrollContainer minWidth={340}>
          <Table verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Client</Table.Th>
                <Table.Th visibleFrom="xs">Modèle</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((s) => {
                const c = byId.get(String(s.data.customerId));
                return (
                  <Table.Tr key={s.id}>
                    <Table.Td>{frenchDate(s.data.takenAt)}</Table.Td>
                    <Table.Td>
                      <Group gap={6}>
                        {c ? customerName(c.data) : 'Client supprimé'}
                        <NotSynced pending={s.pending} />
                      </Group>
                    </Table.Td>
                    <Table.Td visibleFrom="xs">{String(s.data.clothingTypeName ?? 'Toutes les mesures')}</Table.Td>
                    <Table.Td>
                      <AnchorLink to="/user/atelier/customer/customermeasure-details/$id" params={{ id: s.id }}>
                        Fiche
                      </AnchorLink>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

/** /user/atelier/customer/customermeasure-details/{id}: one taking as a measurement sheet to print for the cutter. */
export function MeasurementSheetPage({ id }: { id: string }) {
  const runtime = useSyncRuntime();
  return runtime ? <SheetFor runtime={runtime} id={id} /> : <NoRuntime />;
}

function SheetFor({ runtime, id }: { runtime: SyncRuntime; id: string }) {
  const set = useMeasurementSet(runtime, id);
  const customer = useAtelierCustomer(runtime, String(set?.data.customerId ?? ''));
  if (set === undefined) return null;
  if (set === null)
    return (
      <Alert color="gray" title="Prise de mesures introuvable">
        Elle n’existe pas ou a été supprimée.{' '}
        <AnchorLink to="/user/atelier/customer/customermeasure-details">Toutes les prises de mesures</AnchorLink>
      </Alert>
    );
  const d = set.data;
  const values = (d.values as MeasurementValue[]) ?? [];
  return (
    <Stack maw={760} data-print-sheet>
      <Group justify="space-between" data-no-print>
        {customer ? (
          <AnchorLink to="/user/atelier/costumer/single/$id" params={{ id: customer.id }}>
            ← {customerName(customer.data)}
          </AnchorLink>
        ) : (
          <span />
        )}
        <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
          Imprimer la fiche
        </Button>
      </Group>
      <Group gap="xs">
        <Title order={2} size="h3">
          Fiche de mesures
        </Title>
        <NotSynced pending={set.pending} />
      </Group>
      <Card withBorder>
        <SimpleGrid cols={{ base: 2, lg: 4 }}>
          <div>
            <Text size="xs" c="dimmed">
              Client
            </Text>
            <Text fw={600} data-testid="sheet-customer">
              {customer ? customerName(customer.data) : '—'}
            </Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              Téléphone
            </Text>
            <Text>{String(customer?.data.phone ?? '—')}</Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              Modèle
            </Text>
            <Text>{String(d.clothingTypeName ?? 'Toutes les mesures')}</Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              Date · prises par
            </Text>
            <Text>
              {frenchDate(d.takenAt)}
              {d.takenBy ? ` · ${String(d.takenBy)}` : ''}
            </Text>
          </div>
        </SimpleGrid>
      </Card>
      <Table withTableBorder striped data-testid="sheet-values">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Mesure</Table.Th>
            <Table.Th ta="right">Valeur</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {values.map((val, i) => (
            <Table.Tr key={`${val.partId ?? val.name}-${i}`}>
              <Table.Td>{val.name}</Table.Td>
              <Table.Td ta="right" fw={600}>
                {val.value} {val.unit}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {d.notes ? (
        <Text>
          <b>Notes :</b> {String(d.notes)}
        </Text>
      ) : null}
    </Stack>
  );
}

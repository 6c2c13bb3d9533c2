import { Alert, Card, Group, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconClipboardList, IconRuler } from '@tabler/icons-react';
import { latestValues, valueKey, type MeasurementValue } from '#shared/schemas/measurement-set';
import { CUSTOMER_GENDER_LABELS } from '#shared/schemas/customer';
import { useSyncRuntime, type SyncRuntime } from '../../lib/sync/runtime';
import { money, useStoreCurrency } from '../../lib/money';
import { AnchorLink, ButtonLink } from '../../lib/ui/links';
import { NoRuntime } from './NoRuntime';
import { NotSynced } from './NotSynced';
import { customerName, useAtelierCustomer, useAtelierOrders, useMeasurementSets } from './atelier-store';
import { moneyFigures, moneyOrderOf, owedOn } from '#shared/order-money';
import { frenchDate } from './measure-form';
import { LabeledValue } from '../../lib/ui/LabeledValue';
import { useHasPermission, useSeesAmounts } from '../../lib/amounts';
import { LabeledPhone } from '../../lib/ui/PhoneLinks';

/** /user/atelier/costumer/single/{id}: the customer, the measurements in use (latest of each part), every taking. */
export function CustomerSinglePage({ id }: { id: string }) {
  const runtime = useSyncRuntime();
  return runtime ? <SingleFor runtime={runtime} id={id} /> : <NoRuntime />;
}

function SingleFor({ runtime, id }: { runtime: SyncRuntime; id: string }) {
  const currency = useStoreCurrency();
  const amounts = useSeesAmounts();
  const canOrder = useHasPermission('orders');
  const customer = useAtelierCustomer(runtime, id);
  const sets = useMeasurementSets(runtime, id);
  const orders = useAtelierOrders(runtime, id);
  if (customer === undefined) return null;
  if (customer === null)
    return (
      <Alert color="gray" title="Client introuvable">
        Ce client n’existe pas ou a été supprimé.{' '}
        <AnchorLink to="/user/atelier/costumer/customers">Retour aux clients</AnchorLink>
      </Alert>
    );
  const d = customer.data;
  const gender = d.gender === 'male' || d.gender === 'female' ? CUSTOMER_GENDER_LABELS[d.gender] : null;
  // The measurements in use: every part's latest value, in the order of the latest taking that measured it.
  const latest = latestValues(sets ?? []);
  const current: (MeasurementValue & { takenAt: string })[] = [];
  const seen = new Set<string>();
  for (const s of sets ?? []) {
    for (const val of (s.data.values as MeasurementValue[]) ?? []) {
      const key = valueKey(val);
      if (seen.has(key)) continue;
      seen.add(key);
      current.push({ ...val, value: latest.get(key)!.value, takenAt: latest.get(key)!.takenAt });
    }
  }
  const open = (orders ?? []).filter((o) => o.data.status !== 'canceled');
  // A role without the money permission sees no amount: its device holds none (the pull carries none).
  const { owed } = moneyFigures(open.map((o) => moneyOrderOf(o.data)));
  return (
    <Stack maw={980}>
      <AnchorLink to="/user/atelier/costumer/customers">← Clients de l&apos;atelier</AnchorLink>
      <Group justify="space-between" wrap="wrap">
        <Group gap="xs">
          <Title order={2} size="h3" data-testid="atelier-customer-name">
            {customerName(d)}
          </Title>
          <NotSynced pending={customer.pending} />
        </Group>
        <Group gap="xs">
          <ButtonLink
            to="/user/atelier/costumer/customermeasure/$id"
            params={{ id }}
            size="md"
            leftSection={<IconRuler size={18} />}
          >
            Prendre les mesures
          </ButtonLink>
          {canOrder && (
            <ButtonLink
              to="/user/atelier/orders/addnew/$customerId"
              params={{ customerId: id }}
              size="md"
              variant="light"
            >
              Nouvelle commande
            </ButtonLink>
          )}
        </Group>
      </Group>
      <Card withBorder>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <LabeledPhone phone={d.phone} />
          <LabeledValue label="Ville" value={d.city} />
          <LabeledValue label="Genre" value={gender} />
          <LabeledValue label="Notes" value={d.notes} />
        </SimpleGrid>
      </Card>
      <Card withBorder>
        <Group justify="space-between" mb="xs">
          <Text fw={600}>Commandes sur mesure</Text>
          {amounts &&
            // Until the device has read her orders the sum is unknown: a placeholder, never « 0 ».
            (orders === undefined ? (
              <Skeleton height={22} width={190} data-testid="atelier-customer-owes-loading" />
            ) : (
              <Text fw={700} c={owed > 0 ? 'red' : undefined} data-testid="atelier-customer-owes">
                Reste à payer : {money(owed, currency)}
              </Text>
            ))}
        </Group>
        {orders === undefined ? (
          <Skeleton height={20} width="60%" />
        ) : open.length === 0 ? (
          <Text c="dimmed">Aucune commande en cours.</Text>
        ) : (
          <Stack gap={4}>
            {open.map((o) => (
              <AnchorLink key={o.id} to="/user/atelier/orders/view/$id" params={{ id: o.id }}>
                {String(o.data.code)} — livraison {frenchDate(o.data.dueDate)}
                {amounts && ` — reste ${money(owedOn(moneyOrderOf(o.data)), currency)}`}
              </AnchorLink>
            ))}
          </Stack>
        )}
      </Card>
      <Card withBorder>
        <Text fw={600} mb="xs">
          Mesures actuelles
        </Text>
        {sets === undefined ? (
          <Skeleton height={20} width="60%" />
        ) : current.length === 0 ? (
          <Text c="dimmed">Aucune mesure pour le moment : « Prendre les mesures » enregistre la première prise.</Text>
        ) : (
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} data-testid="atelier-current-measures">
            {current.map((val) => (
              <div key={valueKey(val)}>
                <Text size="xs" c="dimmed">
                  {val.name}
                </Text>
                <Text fw={600} size="lg">
                  {val.value} {val.unit}
                </Text>
              </div>
            ))}
          </SimpleGrid>
        )}
      </Card>
      <Card withBorder>
        <Text fw={600} mb="xs">
          Historique des prises de mesures
        </Text>
        {!sets || sets.length === 0 ? (
          <Text c="dimmed">Aucune prise de mesures.</Text>
        ) : (
          <Table.ScrollContainer minWidth={340}>
            <Table data-testid="atelier-takings">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Modèle</Table.Th>
                  <Table.Th visibleFrom="xs">Prises par</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {sets.map((s) => (
                  <Table.Tr key={s.id}>
                    <Table.Td>
                      <Group gap={6}>
                        {frenchDate(s.data.takenAt)}
                        <NotSynced pending={s.pending} />
                      </Group>
                    </Table.Td>
                    <Table.Td>{String(s.data.clothingTypeName ?? 'Toutes les mesures')}</Table.Td>
                    <Table.Td visibleFrom="xs">{String(s.data.takenBy ?? '—')}</Table.Td>
                    <Table.Td>
                      <AnchorLink to="/user/atelier/customer/customermeasure-details/$id" params={{ id: s.id }}>
                        <Group gap={4} wrap="nowrap">
                          <IconClipboardList size={16} /> Fiche
                        </Group>
                      </AnchorLink>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
    </Stack>
  );
}

import { useState } from 'react';
import { Alert, Anchor, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconEdit } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { CUSTOMER_GENDER_LABELS } from '#shared/schemas/customer';
import { customerName } from '../../lib/customers/customer-search';
import { useSyncRuntime, type SyncRuntime } from '../../lib/sync/runtime';
import type { CustomerFormTarget } from './CustomerFormModal';
import { CustomerFormModal } from './LazyCustomerFormModal';
import { DeleteCustomerModal } from './DeleteCustomerModal';
import { DeleteButton } from '../../lib/ui/DeleteAction';
import { PendingBadge } from '../../lib/ui/PendingBadge';
import { useCustomerRow } from '../../lib/customers/customer-rows';
import { useConflictIds } from '../../lib/sync/waiting';
import { ReviewBadge } from '../../lib/ui/ReviewBadge';
import { CustomerOrders } from './CustomerOrders';
import { LabeledValue } from '../../lib/ui/LabeledValue';
import { LabeledPhone } from '../../lib/ui/PhoneLinks';
import { namedMeasurements } from '#shared/schemas/measurement-set';
import { SamePhoneNotice } from '../../lib/customers/SamePhoneNotice';
import { useCustomerMeasurementSets } from './customers-store';

/** /user/customers/{customersId}: the customer's profile with their measurements. */
export function CustomerProfile({ id }: { id: string }) {
  const runtime = useSyncRuntime();
  if (!runtime) return <Alert color="gray">Connectez-vous en tant que marchand pour voir vos clients.</Alert>;
  return <CustomerProfileFor runtime={runtime} id={id} />;
}

function CustomerProfileFor({ runtime, id }: { runtime: SyncRuntime; id: string }) {
  const navigate = useNavigate();
  const row = useCustomerRow(runtime, id);
  const sets = useCustomerMeasurementSets(runtime, id);
  const toReview = useConflictIds(runtime.db, 'customers');
  const [formTarget, setFormTarget] = useState<CustomerFormTarget | null>(null);
  const [toDelete, setToDelete] = useState<{ id: string; name: string } | null>(null);
  const back = (
    <Anchor component={Link} to="/user/customers">
      <Group gap={4}>
        <IconArrowLeft size={16} /> Retour aux clients
      </Group>
    </Anchor>
  );
  if (row === undefined) return null;
  if (row === null) {
    return (
      <Stack>
        {back}
        <Alert color="gray" title="Client introuvable">
          Ce client n’existe pas ou a été supprimé.
        </Alert>
      </Stack>
    );
  }
  const d = row.data;
  // Each measurement under its part's name, the latest taking's value first (the atelier's « Mesures actuelles »).
  const measurements = namedMeasurements(sets ?? [], (d.measurements as Record<string, unknown>) ?? {});
  const gender = d.gender === 'male' || d.gender === 'female' ? CUSTOMER_GENDER_LABELS[d.gender] : null;
  return (
    <Stack>
      {back}
      <Group justify="space-between">
        <Group gap="xs">
          <Title order={2} size="h3" data-testid="customer-name">
            {customerName(d)}
          </Title>
          <PendingBadge pending={row.pending} testId="customer-pending" />
          <ReviewBadge show={toReview.has(id)} />
        </Group>
        <Group>
          <Button leftSection={<IconEdit size={16} />} onClick={() => setFormTarget({ kind: 'edit', id })}>
            Modifier
          </Button>
          <DeleteButton onClick={() => setToDelete({ id, name: customerName(d) })} />
        </Group>
      </Group>
      {typeof d.samePhoneAs === 'string' && d.samePhoneAs && (
        <SamePhoneNotice runtime={runtime} id={id} otherId={d.samePhoneAs} />
      )}
      <Card withBorder>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <LabeledPhone phone={d.phone} />
          <LabeledValue label="Email" value={d.email} />
          <LabeledValue label="Ville" value={d.city} />
          <LabeledValue label="Adresse" value={d.address} />
          <LabeledValue label="Genre" value={gender} />
          <LabeledValue label="Notes" value={d.notes} />
        </SimpleGrid>
      </Card>
      <Card withBorder>
        <Text fw={600} mb="xs">
          Mesures
        </Text>
        {measurements.length === 0 ? (
          <Text c="dimmed">Aucune mesure enregistrée.</Text>
        ) : (
          <Table data-testid="customer-measurements">
            <Table.Tbody>
              {measurements.map(({ name, value, unit }) => (
                <Table.Tr key={name}>
                  <Table.Td>{name}</Table.Td>
                  <Table.Td>
                    {frenchDecimal(value)} {unit}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Card>
      <CustomerOrders runtime={runtime} customerId={id} />
      <CustomerFormModal runtime={runtime} target={formTarget} onClose={() => setFormTarget(null)} />
      <DeleteCustomerModal
        runtime={runtime}
        customer={toDelete}
        onClose={() => setToDelete(null)}
        onDeleted={() => void navigate({ to: '/user/customers' })}
      />
    </Stack>
  );
}

/** A measurement in French: « 45,5 » (never « 45.5 », docs/glossary.md). */
function frenchDecimal(value: unknown): string {
  const n = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
  return Number.isFinite(n) ? n.toLocaleString('fr-FR', { maximumFractionDigits: 2 }) : String(value);
}

import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Pagination,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { IconSearch } from '@tabler/icons-react';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '#shared/constants';
import { subscriptionUpdateSchema } from '#shared/schemas/subscription';
import type { SubscriptionDto } from '#shared/subscriptions';
import { toast } from '../../app/toast';
import { apiFetch } from '../../lib/api';
import { fieldErrorsOf, messageOf } from '../../lib/form-errors';
import { formatDate } from '../../lib/format';
import { AnchorLink } from '../../lib/ui/links';
import { AdminTabs } from './AdminTabs';
import { AuditList } from './AuditList';
import { QueryState } from './QueryState';
import { REQUEST_COLORS, STATUS_COLORS, planTitle, requestLabel, statusLabel } from './labels';
import { adminSubscriptionQuery, adminSubscriptionsQuery } from './queries';

export const SUBSCRIPTION_TABS = [
  { to: '/admin/subscription', label: 'Abonnements' },
  { to: '/admin/subscription/reqested', label: 'Demandes de changement' },
];

export function StatusBadge({ status }: { status: SubscriptionStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light">
      {statusLabel(status)}
    </Badge>
  );
}

/** /admin/subscription: every subscription, by status, searchable by merchant or shop. */
export function SubscriptionsListPage() {
  const [status, setStatus] = useState<string>('all');
  const [q, setQ] = useState('');
  const [debounced] = useDebouncedValue(q.trim(), 300);
  const [page, setPage] = useState(1);
  const list = useQuery(
    adminSubscriptionsQuery({
      status: status === 'all' ? undefined : (status as SubscriptionStatus),
      q: debounced || undefined,
      page,
    }),
  );
  return (
    <>
      <AdminTabs tabs={SUBSCRIPTION_TABS} active="/admin/subscription" />
      <Stack>
        <Group align="flex-end" wrap="wrap">
          <TextInput
            placeholder="Marchand, email ou boutique"
            aria-label="Rechercher"
            leftSection={<IconSearch size={16} />}
            value={q}
            onChange={(e) => {
              setQ(e.currentTarget.value);
              setPage(1);
            }}
            style={{ flex: '1 1 220px' }}
          />
          <SegmentedControl
            value={status}
            onChange={(v) => {
              setStatus(v);
              setPage(1);
            }}
            data={[
              { value: 'all', label: 'Tous' },
              ...SUBSCRIPTION_STATUSES.map((s) => ({ value: s, label: statusLabel(s) })),
            ]}
          />
        </Group>
        <QueryState query={list}>
          {(res) =>
            res.data.length === 0 ? (
              <Card withBorder>
                <Text c="dimmed">Aucun abonnement ne correspond. Changez le filtre ou la recherche.</Text>
              </Card>
            ) : (
              <>
                <Table.ScrollContainer minWidth={640}>
                  <Table striped highlightOnHover verticalSpacing="sm">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>Marchand</Table.Th>
                        <Table.Th>Plan</Table.Th>
                        <Table.Th>Début</Table.Th>
                        <Table.Th>Fin</Table.Th>
                        <Table.Th>Statut</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {res.data.map((s) => (
                        <Table.Tr key={s.id}>
                          <Table.Td>
                            <AnchorLink to="/admin/subscription/$subsId" params={{ subsId: s.id }} fw={600}>
                              {s.merchant.firstName} {s.merchant.lastName}
                            </AnchorLink>
                            <Text size="xs" c="dimmed">
                              {s.store?.name ?? 'Sans boutique'}
                            </Text>
                          </Table.Td>
                          <Table.Td>{planTitle(s.plan)}</Table.Td>
                          <Table.Td>{formatDate(s.startDate)}</Table.Td>
                          <Table.Td>{s.endDate ? formatDate(s.endDate) : 'Sans fin'}</Table.Td>
                          <Table.Td>
                            <StatusBadge status={s.status} />
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
                {res.meta.total > res.meta.perPage && (
                  <Pagination total={Math.ceil(res.meta.total / res.meta.perPage)} value={page} onChange={setPage} />
                )}
              </>
            )
          }
        </QueryState>
      </Stack>
    </>
  );
}

/** The history table of one merchant's subscriptions. */
export function SubscriptionHistory({ rows, highlight }: { rows: SubscriptionDto[]; highlight?: string }) {
  if (rows.length === 0) return <Text c="dimmed">Aucun abonnement.</Text>;
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table verticalSpacing="xs" data-testid="subscription-history">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Plan</Table.Th>
            <Table.Th>Début</Table.Th>
            <Table.Th>Fin</Table.Th>
            <Table.Th>Statut</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((s) => (
            <Table.Tr key={s.id} fw={s.id === highlight ? 700 : undefined}>
              <Table.Td>
                <AnchorLink to="/admin/subscription/$subsId" params={{ subsId: s.id }} size="sm">
                  {planTitle(s.plan)}
                </AnchorLink>
                {s.current && (
                  <Badge size="xs" ml={6} variant="outline">
                    en cours
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>{formatDate(s.startDate)}</Table.Td>
              <Table.Td>{s.endDate ? formatDate(s.endDate) : 'Sans fin'}</Table.Td>
              <Table.Td>
                <StatusBadge status={s.status} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Change a current subscription's status with a message to the merchant (specification: 'status, message'). */
export function StatusChangeForm({ sub, onDone }: { sub: SubscriptionDto; onDone?: () => void }) {
  const queryClient = useQueryClient();
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const targets = sub.allowedStatuses ?? [];
  const form = useForm({
    initialValues: { status: targets[0] ?? '', message: '' },
    validate: schemaResolver(subscriptionUpdateSchema, { sync: true }),
  });
  if (!sub.current) {
    return <Alert color="gray">Cet abonnement a été remplacé : seul l’abonnement en cours change de statut.</Alert>;
  }
  if (targets.length === 0) return <Alert color="gray">Aucun changement de statut possible.</Alert>;
  async function submit(values: typeof form.values) {
    setServerMessage(null);
    setSaving(true);
    try {
      const answer = await apiFetch<{ message: string }>(`/api/admin/subscriptions/${sub.id}`, {
        method: 'PUT',
        body: values,
      });
      toast(answer.message, 'success');
      form.reset();
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
      onDone?.();
    } catch (error) {
      form.setErrors(fieldErrorsOf(error));
      setServerMessage(messageOf(error));
    } finally {
      setSaving(false);
    }
  }
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="sm">
        {serverMessage && (
          <Alert color="red" role="alert">
            {serverMessage}
          </Alert>
        )}
        <Select
          label="Nouveau statut"
          withAsterisk
          data={targets.map((s) => ({ value: s, label: statusLabel(s) }))}
          {...form.getInputProps('status')}
        />
        <Textarea
          label="Message au marchand"
          withAsterisk
          autosize
          minRows={2}
          placeholder="Expliquez la raison : le marchand le lira dans ses notifications."
          {...form.getInputProps('message')}
        />
        <Button type="submit" loading={saving} color={form.values.status === 'suspended' ? 'red' : undefined}>
          {form.values.status === 'suspended'
            ? 'Suspendre'
            : form.values.status === 'active'
              ? 'Réactiver'
              : 'Enregistrer'}
        </Button>
      </Stack>
    </form>
  );
}

/** /admin/subscription/{subsId}: one subscription, its merchant, history, requests, status change and audit log. */
export function SubscriptionDetailPage({ subsId }: { subsId: string }) {
  const sub = useQuery(adminSubscriptionQuery(subsId));
  return (
    <QueryState query={sub} title="Abonnement introuvable">
      {(s) => (
        <Stack>
          <Group justify="space-between" wrap="wrap">
            <Title order={2} size="h3">
              {s.merchant.firstName} {s.merchant.lastName} · {planTitle(s.plan)}
            </Title>
            <StatusBadge status={s.status} />
          </Group>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Card withBorder>
              <Stack gap={4}>
                <Text size="sm">
                  <b>Début :</b> {formatDate(s.startDate)}
                </Text>
                <Text size="sm">
                  <b>Fin :</b> {s.endDate ? formatDate(s.endDate) : 'Sans fin'}
                </Text>
                <Text size="sm">
                  <b>Email :</b> {s.merchant.email ?? '—'} · <b>Téléphone :</b> {s.merchant.phone ?? '—'}
                </Text>
                <Text size="sm">
                  <b>Boutique :</b>{' '}
                  {s.store ? (
                    <AnchorLink to="/admin/shops/$shopId" params={{ shopId: s.store.id }}>
                      {s.store.name}
                    </AnchorLink>
                  ) : (
                    'pas encore configurée'
                  )}
                </Text>
              </Stack>
            </Card>
            <Card withBorder>
              <Text fw={600} mb="sm">
                Changer le statut
              </Text>
              <StatusChangeForm sub={s} key={`${s.id}-${s.status}`} />
            </Card>
          </SimpleGrid>
          <Card withBorder>
            <Text fw={600} mb="sm">
              Historique des abonnements
            </Text>
            <SubscriptionHistory rows={s.history} highlight={s.id} />
          </Card>
          {s.requests.length > 0 && (
            <Card withBorder>
              <Text fw={600} mb="sm">
                Demandes de changement
              </Text>
              <Stack gap={6}>
                {s.requests.map((r) => (
                  <Group key={r.id} gap="xs" wrap="wrap">
                    <AnchorLink to="/admin/subscription/reqested/$subsId" params={{ subsId: r.id }} size="sm">
                      {planTitle(r.plan)} · {formatDate(r.createdAt)}
                    </AnchorLink>
                    <Badge color={REQUEST_COLORS[r.status]} variant="light" size="sm">
                      {requestLabel(r.status)}
                    </Badge>
                  </Group>
                ))}
              </Stack>
            </Card>
          )}
          <Card withBorder>
            <Text fw={600} mb="sm">
              Journal des actions
            </Text>
            <AuditList entries={s.audit} />
          </Card>
        </Stack>
      )}
    </QueryState>
  );
}

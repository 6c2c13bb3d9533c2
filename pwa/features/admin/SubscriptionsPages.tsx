import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Select } from '../../lib/ui/LazySelect';
import { useQuery } from '@tanstack/react-query';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '#shared/constants';
import type { SubscriptionDto } from '#shared/subscriptions';
import { apiFetch } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { AnchorLink } from '../../lib/ui/links';
import { AdminListPage, ListCard, useAdminList } from './AdminListPage';
import { AdminTabs } from './AdminTabs';
import { AuditList } from './AuditList';
import { QueryState } from './QueryState';
import { StatusChangeModal } from './StatusChangeModal';
import { REQUEST_COLORS, STATUS_COLORS, planTitle, requestLabel, statusLabel } from './labels';
import type { AdminSubscriptionRow } from '#shared/admin';
import { adminSubscriptionQuery, adminSubscriptionsQuery } from './queries';

export const SUBSCRIPTION_TABS = [
  { to: '/admin/subscription', label: 'Abonnements' },
  { to: '/admin/subscription/reqested', label: 'Demandes de changement' },
];

export function StatusBadge({ status }: { status: SubscriptionStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" miw="max-content">
      {statusLabel(status)}
    </Badge>
  );
}

/** The filter by subscription status of the admin lists (empty: every status). */
export function StatusFilter({
  value,
  onChange,
}: {
  value: SubscriptionStatus | null;
  onChange: (value: SubscriptionStatus | null) => void;
}) {
  return (
    <Select
      aria-label="Statut"
      placeholder="Tous les statuts"
      clearable
      data={SUBSCRIPTION_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))}
      value={value}
      onChange={(v) => onChange(v as SubscriptionStatus | null)}
      w={170}
    />
  );
}

/** /admin/subscription: every subscription, by status, searchable by merchant or shop. */
export function SubscriptionsListPage() {
  const list = useAdminList();
  const [status, setStatus] = useState<SubscriptionStatus | null>(null);
  const query = useQuery(
    adminSubscriptionsQuery({
      status: status ?? undefined,
      q: list.search,
      page: list.page,
    }),
  );
  const merchant = (s: AdminSubscriptionRow) => (
    <div>
      <AnchorLink to="/admin/subscription/$subsId" params={{ subsId: s.id }} fw={600}>
        {s.merchant.firstName} {s.merchant.lastName}
      </AnchorLink>
      <Text size="xs" c="dimmed">
        {s.store?.name ?? 'Sans boutique'}
      </Text>
    </div>
  );
  const end = (s: AdminSubscriptionRow) => (s.endDate ? formatDate(s.endDate) : 'Sans fin');
  return (
    <>
      <AdminTabs tabs={SUBSCRIPTION_TABS} active="/admin/subscription" />
      <AdminListPage
        list={list}
        search={{ label: 'Rechercher', placeholder: 'Marchand, email ou boutique' }}
        filters={<StatusFilter value={status} onChange={list.filter(setStatus)} />}
        query={query}
        empty="Aucun abonnement ne correspond. Changez le filtre ou la recherche."
        columns={[
          { header: 'Marchand', cell: merchant },
          { header: 'Plan', cell: (s) => planTitle(s.plan) },
          { header: 'Début', cell: (s) => formatDate(s.startDate) },
          { header: 'Fin', cell: end },
          { header: 'Statut', cell: (s) => <StatusBadge status={s.status} /> },
        ]}
        card={(s) => (
          <ListCard title={merchant(s)}>
            <Group gap="xs" justify="space-between">
              <Text size="sm">{planTitle(s.plan)}</Text>
              <StatusBadge status={s.status} />
            </Group>
            <Text size="sm" c="dimmed">
              Du {formatDate(s.startDate)} · fin : {end(s)}
            </Text>
          </ListCard>
        )}
      />
    </>
  );
}

/** The history table of one merchant's subscriptions (two columns: it fits a phone without scrolling sideways). */
export function SubscriptionHistory({ rows, highlight }: { rows: SubscriptionDto[]; highlight?: string }) {
  if (rows.length === 0) return <Text c="dimmed">Aucun abonnement.</Text>;
  return (
    <Table verticalSpacing="xs" horizontalSpacing="xs" data-testid="subscription-history">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Plan</Table.Th>
          <Table.Th>Période et statut</Table.Th>
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
            <Table.Td fz="sm">
              <Stack gap={4} align="flex-start">
                <span>
                  {formatDate(s.startDate)} → {s.endDate ? formatDate(s.endDate) : 'sans fin'}
                </span>
                <StatusBadge status={s.status} />
              </Stack>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

const STATUS_ACTIONS: Record<SubscriptionStatus, { button: string; confirm: string; color: string; intro: string }> = {
  suspended: {
    button: 'Suspendre la boutique',
    confirm: 'Suspendre',
    color: 'red',
    intro:
      'Sa vitrine affichera « Boutique indisponible » et le marchand ne pourra plus rien modifier. Ce qu’il a saisi hors ligne reste sur son appareil et sera envoyé à la réactivation.',
  },
  active: {
    button: 'Réactiver la boutique',
    confirm: 'Réactiver',
    color: 'green',
    intro:
      'Sa vitrine revient en ligne et le marchand retrouve l’accès ; ce qu’il a saisi hors ligne est alors envoyé. Si la date de fin est passée, l’abonnement redevient « Expiré ».',
  },
  expired: {
    button: 'Marquer l’abonnement expiré',
    confirm: 'Marquer expiré',
    color: 'orange',
    intro:
      'L’abonnement prend fin maintenant : la boutique garde ses données mais revient aux limites du plan gratuit.',
  },
};

/**
 * The status changes an administrator may make on a current subscription (shared/subscriptions.ts), one button
 * each; each asks for the message the merchant will read (specification: 'status, message').
 */
export function SubscriptionStatusActions({ sub }: { sub: SubscriptionDto }) {
  const [target, setTarget] = useState<SubscriptionStatus | null>(null);
  const targets = sub.allowedStatuses ?? [];
  if (!sub.current) {
    return <Alert color="gray">Cet abonnement a été remplacé : seul l’abonnement en cours change de statut.</Alert>;
  }
  if (targets.length === 0) return <Alert color="gray">Aucun changement de statut possible.</Alert>;
  const action = target ? STATUS_ACTIONS[target] : null;
  return (
    <Stack gap="xs">
      {targets.map((t) => (
        <Button
          key={t}
          color={STATUS_ACTIONS[t].color}
          variant={t === 'expired' ? 'light' : 'filled'}
          onClick={() => setTarget(t)}
        >
          {STATUS_ACTIONS[t].button}
        </Button>
      ))}
      <StatusChangeModal
        opened={action !== null}
        onClose={() => setTarget(null)}
        title={action?.button ?? ''}
        intro={action?.intro}
        confirmLabel={action?.confirm ?? ''}
        color={action?.color}
        send={(message) =>
          apiFetch<{ message: string }>(`/api/admin/subscriptions/${sub.id}`, {
            method: 'PUT',
            body: { status: target, message },
          })
        }
      />
    </Stack>
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
              <SubscriptionStatusActions sub={s} />
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
                    <Badge color={REQUEST_COLORS[r.status]} variant="light" size="sm" miw="max-content">
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

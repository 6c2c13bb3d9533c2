import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { IconAlertTriangle } from '@tabler/icons-react';
import {
  REQUEST_STATUSES,
  TRANSACTION_ID_REUSED,
  type RequestStatus,
  type SubscriptionRequestDto,
} from '#shared/subscriptions';
import { toast } from '../../app/toast';
import { apiFetch } from '../../lib/api';
import { formatDate, formatDateTime, formatMoney } from '../../lib/format';
import { ConfirmDelete } from '../../lib/ui/DeleteAction';
import { AnchorLink } from '../../lib/ui/links';
import { AdminListPage, ListCard, useAdminList } from './AdminListPage';
import { AdminTabs } from './AdminTabs';
import { QueryState } from './QueryState';
import { StatusChangeModal } from './StatusChangeModal';
import { SUBSCRIPTION_TABS, SubscriptionHistory } from './SubscriptionsPages';
import { REQUEST_COLORS, planTitle, requestLabel } from './labels';
import { adminRequestQuery, adminRequestsQuery } from './queries';

function RequestBadge({ status }: { status: RequestStatus }) {
  return (
    <Badge color={REQUEST_COLORS[status]} variant="light" miw="max-content">
      {requestLabel(status)}
    </Badge>
  );
}

/** The transaction id, in red with a warning when another declaration used it already. */
function TransactionId({ req }: { req: SubscriptionRequestDto }) {
  const reused = (req.reusedBy?.length ?? 0) > 0;
  if (!req.transactionId)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  return (
    <Group gap={4} wrap="nowrap">
      {reused && <IconAlertTriangle size={16} color="var(--mantine-color-red-7)" aria-hidden />}
      <Text
        size="sm"
        ff="monospace"
        c={reused ? 'red.8' : undefined}
        fw={reused ? 700 : undefined}
        data-testid="transaction-id"
        data-reused={reused ? 'true' : 'false'}
        title={reused ? TRANSACTION_ID_REUSED : undefined}
      >
        {req.transactionId}
      </Text>
    </Group>
  );
}

/** /admin/subscription/reqested (and /requested): merchants' change requests, pending first. */
export function RequestsListPage() {
  const list = useAdminList();
  const [status, setStatus] = useState<string>('pending');
  const query = useQuery(
    adminRequestsQuery({ status: status === 'all' ? undefined : (status as RequestStatus), page: list.page }),
  );
  const merchant = (r: SubscriptionRequestDto) => (
    <div>
      <AnchorLink to="/admin/subscription/reqested/$subsId" params={{ subsId: r.id }} fw={600}>
        {r.merchant ? `${r.merchant.firstName} ${r.merchant.lastName}` : r.fullname}
      </AnchorLink>
      <Text size="xs" c="dimmed">
        {r.store?.name ?? 'Sans boutique'}
      </Text>
    </div>
  );
  return (
    <>
      <AdminTabs tabs={SUBSCRIPTION_TABS} active="/admin/subscription/reqested" />
      <AdminListPage
        list={list}
        filters={
          <SegmentedControl
            value={status}
            onChange={list.filter(setStatus)}
            data={[
              ...REQUEST_STATUSES.map((s) => ({ value: s, label: requestLabel(s) })),
              { value: 'all', label: 'Toutes' },
            ]}
          />
        }
        query={query}
        empty={
          status === 'pending'
            ? 'Aucune demande en attente. Les demandes des marchands arrivent ici et dans vos notifications.'
            : 'Aucune demande pour ce filtre.'
        }
        columns={[
          { header: 'Marchand', cell: merchant },
          { header: 'Plan demandé', cell: (r) => planTitle(r.plan) },
          { header: 'Montant', cell: (r) => formatMoney(r.amount) },
          { header: 'Transaction', cell: (r) => <TransactionId req={r} /> },
          { header: 'Date', cell: (r) => formatDate(r.createdAt) },
          { header: 'État', cell: (r) => <RequestBadge status={r.status} /> },
        ]}
        card={(r) => (
          <ListCard testId="request-card" title={merchant(r)}>
            <Group gap="xs" justify="space-between">
              <Text size="sm">
                {planTitle(r.plan)} · {formatMoney(r.amount)}
              </Text>
              <RequestBadge status={r.status} />
            </Group>
            <Group gap={6}>
              <TransactionId req={r} />
              <Text size="xs" c="dimmed">
                · {formatDate(r.createdAt)}
              </Text>
            </Group>
          </ListCard>
        )}
      />
    </>
  );
}

function Decision({ req }: { req: SubscriptionRequestDto }) {
  const queryClient = useQueryClient();
  const [accepting, setAccepting] = useState(false);
  const [refusing, setRefusing] = useState(false);
  const cycle = req.plan.billing_cycle === 'year' ? 'un an' : 'un mois';
  // The dialog shows the server's refusal in its own words and stays open; it closes once the acceptance went through.
  async function accept() {
    const answer = await apiFetch<{ message: string }>(`/api/admin/subscription-requests/${req.id}/accept`, {
      method: 'POST',
      body: {},
    });
    toast(answer.message, 'success');
    await queryClient.invalidateQueries({ queryKey: ['admin'] });
  }
  return (
    <Stack gap="sm">
      <Text size="sm">
        Vérifiez la transaction chez l’opérateur de mobile money avant d’accepter. L’abonnement commence dès
        l’acceptation et se termine après un cycle ({cycle}).
      </Text>
      <Button color="green" onClick={() => setAccepting(true)}>
        Accepter la demande
      </Button>
      <ConfirmDelete
        opened={accepting}
        onClose={() => setAccepting(false)}
        title="Accepter la demande ?"
        confirmLabel="Accepter"
        color="green"
        onConfirm={accept}
      >
        {`L’abonnement « ${planTitle(req.plan)} » commence maintenant pour ce marchand et se termine dans ${cycle}. Vérifiez d’abord la transaction chez l’opérateur de mobile money.`}
      </ConfirmDelete>
      <Button color="red" variant="light" onClick={() => setRefusing(true)}>
        Refuser la demande
      </Button>
      <StatusChangeModal
        opened={refusing}
        onClose={() => setRefusing(false)}
        title="Refuser la demande"
        intro="Le marchand garde son abonnement actuel et lira ce motif dans ses notifications."
        messageLabel="Motif du refus"
        confirmLabel="Refuser"
        color="red"
        send={(message) =>
          apiFetch<{ message: string }>(`/api/admin/subscription-requests/${req.id}/refuse`, {
            method: 'POST',
            body: { message },
          })
        }
      />
    </Stack>
  );
}

/** /admin/subscription/reqested/{subsId}: the payment declaration, the reuse warning, accept or refuse. */
export function RequestDetailPage({ requestId }: { requestId: string }) {
  const req = useQuery(adminRequestQuery(requestId));
  return (
    <QueryState query={req} title="Demande introuvable">
      {(r) => {
        const reused = r.reusedBy ?? [];
        return (
          <Stack>
            <Group justify="space-between" wrap="wrap">
              <Title order={2} size="h3">
                Demande : {planTitle(r.plan)}
              </Title>
              <RequestBadge status={r.status} />
            </Group>
            {reused.length > 0 && (
              <Alert
                color="red"
                icon={<IconAlertTriangle />}
                title={TRANSACTION_ID_REUSED}
                data-testid="reused-warning"
              >
                <Stack gap={2}>
                  {reused.map((o) => (
                    <AnchorLink
                      key={o.id}
                      to="/admin/subscription/reqested/$subsId"
                      params={{ subsId: o.id }}
                      size="sm"
                      c="red.9"
                    >
                      {o.merchant} · {formatDate(o.createdAt)} · {requestLabel(o.status)}
                    </AnchorLink>
                  ))}
                </Stack>
              </Alert>
            )}
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <Card withBorder>
                <Text fw={600} mb="sm">
                  Déclaration de paiement
                </Text>
                <Stack gap={6}>
                  <Text size="sm">
                    <b>Nom :</b> {r.fullname}
                  </Text>
                  <Text size="sm">
                    <b>Téléphone :</b> {r.phone}
                  </Text>
                  <Group gap={6}>
                    <Text size="sm" fw={700}>
                      Transaction :
                    </Text>
                    <TransactionId req={r} />
                  </Group>
                  <Text size="sm">
                    <b>Montant attendu :</b> {formatMoney(r.amount)}
                  </Text>
                  <Text size="sm">
                    <b>Envoyée le :</b> {formatDateTime(r.createdAt)}
                  </Text>
                  {r.merchant && (
                    <Text size="sm">
                      <b>Compte :</b> {r.merchant.firstName} {r.merchant.lastName} ·{' '}
                      {r.merchant.email ?? r.merchant.phone ?? ''}
                    </Text>
                  )}
                  {r.store && (
                    <Text size="sm">
                      <b>Boutique :</b>{' '}
                      <AnchorLink to="/admin/shops/$shopId" params={{ shopId: r.store.id }}>
                        {r.store.name}
                      </AnchorLink>
                    </Text>
                  )}
                </Stack>
              </Card>
              <Card withBorder>
                <Text fw={600} mb="sm">
                  Décision
                </Text>
                {r.status === 'pending' ? (
                  <Decision req={r} />
                ) : (
                  <Stack gap={4}>
                    <Text size="sm">
                      {requestLabel(r.status)} le {formatDateTime(r.decidedAt)}
                    </Text>
                    {r.adminMessage && <Text size="sm">« {r.adminMessage} »</Text>}
                    {r.subscriptionId && (
                      <AnchorLink to="/admin/subscription/$subsId" params={{ subsId: r.subscriptionId }} size="sm">
                        Voir l’abonnement créé
                      </AnchorLink>
                    )}
                  </Stack>
                )}
              </Card>
            </SimpleGrid>
            <Card withBorder>
              <Text fw={600} mb="sm">
                Abonnements de ce marchand
              </Text>
              <SubscriptionHistory rows={r.history} />
            </Card>
          </Stack>
        );
      }}
    </QueryState>
  );
}

import { useState } from 'react';
import {
  Alert,
  Avatar,
  Badge,
  Button,
  Card,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PLAN_LABELS } from '#shared/plans';
import { toast } from '../../app/toast';
import { apiFetch } from '../../lib/api';
import { messageOf } from '../../lib/form-errors';
import { formatDate, formatDateTime } from '../../lib/format';
import { AnchorLink } from '../../lib/ui/links';
import { AdminListPage, ListCard, useAdminList } from './AdminListPage';
import { AuditList } from './AuditList';
import { QueryState } from './QueryState';
import { StatusBadge, SubscriptionHistory } from './SubscriptionsPages';
import type { AdminUserRow } from '#shared/admin';
import { adminUserQuery, adminUsersQuery } from './queries';

const ROLE_LABELS = { user: 'Marchand', admin: 'Administrateur' } as const;
const planLabel = (p: string | null | undefined) => (p ? (PLAN_LABELS[p as keyof typeof PLAN_LABELS] ?? p) : '—');

/** /admin/users: every account, searchable, by role; cards on a tablet or phone. */
export function UsersListPage() {
  const list = useAdminList();
  const [role, setRole] = useState('all');
  const users = useQuery(adminUsersQuery({ q: list.search, role: role === 'all' ? undefined : role, page: list.page }));
  const account = (u: AdminUserRow) => (
    <Group gap="xs" wrap="nowrap">
      <Avatar src={u.profile_image} size={32} radius="xl" alt="">
        {u.firstName.charAt(0)}
      </Avatar>
      <div style={{ minWidth: 0 }}>
        <AnchorLink to="/admin/users/$userId" params={{ userId: u.id }} fw={600} style={{ overflowWrap: 'anywhere' }}>
          {u.firstName} {u.lastName}
        </AnchorLink>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {u.email ?? u.phone}
        </Text>
      </div>
      {u.disabled && (
        <Badge color="red" size="xs" miw="max-content">
          Désactivé
        </Badge>
      )}
    </Group>
  );
  const subscription = (u: AdminUserRow) =>
    u.subscription ? (
      <Group gap={4} wrap="nowrap">
        <Text size="sm">{planLabel(u.subscription.plan)}</Text>
        <StatusBadge status={u.subscription.status} />
      </Group>
    ) : (
      '—'
    );
  const lastLogin = (u: AdminUserRow) => (u.lastLoginAt ? formatDateTime(u.lastLoginAt) : 'Jamais');
  return (
    <AdminListPage
      list={list}
      search={{ label: 'Rechercher un compte', placeholder: 'Nom, email ou téléphone' }}
      filters={
        <SegmentedControl
          value={role}
          onChange={list.filter(setRole)}
          data={[
            { value: 'all', label: 'Tous' },
            { value: 'user', label: 'Marchands' },
            { value: 'admin', label: 'Admins' },
          ]}
        />
      }
      query={users}
      empty="Aucun compte ne correspond. Effacez la recherche."
      columns={[
        { header: 'Compte', cell: account },
        { header: 'Rôle', cell: (u) => ROLE_LABELS[u.role] },
        { header: 'Boutique', cell: (u) => u.store?.name ?? '—' },
        { header: 'Abonnement', cell: subscription },
        { header: 'Inscrit le', cell: (u) => formatDate(u.created_at) },
        { header: 'Dernière connexion', cell: lastLogin },
      ]}
      card={(u) => (
        <ListCard testId="user-card" title={account(u)}>
          <Text size="sm">
            {ROLE_LABELS[u.role]}
            {u.store ? ` · ${u.store.name}` : ''}
          </Text>
          {u.subscription && subscription(u)}
          <Text size="xs" c="dimmed">
            Inscrit le {formatDate(u.created_at)} · dernière connexion : {lastLogin(u).toLowerCase()}
          </Text>
        </ListCard>
      )}
    />
  );
}

/** /admin/users/{userId}: the account, its store and subscriptions; disable it or force its sessions out; audit log. */
export function UserDetailPage({ userId }: { userId: string }) {
  const user = useQuery(adminUserQuery(userId));
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function act(kind: 'disable' | 'enable' | 'revoke') {
    setBusy(kind);
    setError(null);
    try {
      const answer =
        kind === 'revoke'
          ? await apiFetch<{ message: string }>(`/api/admin/users/${userId}/revoke-sessions`, {
              method: 'POST',
              body: {},
            })
          : await apiFetch<{ message: string }>(`/api/admin/users/${userId}/disabled`, {
              method: 'PUT',
              body: { disabled: kind === 'disable' },
            });
      toast(answer.message, 'success');
      await queryClient.invalidateQueries({ queryKey: ['admin', 'users'] });
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(null);
    }
  }
  return (
    <QueryState query={user} title="Utilisateur introuvable">
      {(u) => (
        <Stack>
          <Group justify="space-between" wrap="wrap">
            <Group gap="sm" wrap="nowrap">
              <Avatar src={u.profile_image} size={48} radius="xl" alt="">
                {u.firstName.charAt(0)}
              </Avatar>
              <div>
                <Title order={2} size="h3">
                  {u.firstName} {u.lastName}
                </Title>
                <Text size="sm" c="dimmed">
                  {ROLE_LABELS[u.role]} · {u.email ?? u.phone}
                </Text>
              </div>
            </Group>
            {u.disabledAt && <Badge color="red">Désactivé le {formatDate(u.disabledAt)}</Badge>}
          </Group>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Card withBorder>
              <Stack gap={4}>
                <Text size="sm">
                  <b>Inscrit le :</b> {formatDateTime(u.created_at)}
                </Text>
                <Text size="sm">
                  <b>Dernière connexion :</b> {u.lastLoginAt ? formatDateTime(u.lastLoginAt) : 'jamais'}
                </Text>
                <Text size="sm">
                  <b>Téléphone :</b> {u.phone ?? '—'} · <b>Code de parrainage :</b> {u.referral_code}
                </Text>
                <Text size="sm">
                  <b>Boutique :</b>{' '}
                  {u.store ? (
                    <AnchorLink to="/admin/shops/$shopId" params={{ shopId: u.store.id }}>
                      {u.store.name}
                    </AnchorLink>
                  ) : (
                    'aucune'
                  )}
                </Text>
                {u.subscription && (
                  <Group gap={6}>
                    <Text size="sm">
                      <b>Abonnement :</b> {planLabel(u.subscription.plan)}
                      {u.subscription.endDate ? `, jusqu'au ${formatDate(u.subscription.endDate)}` : ''}
                    </Text>
                    <StatusBadge status={u.subscription.status} />
                  </Group>
                )}
              </Stack>
            </Card>
            <Card withBorder>
              <Text fw={600} mb="sm">
                Accès au compte
              </Text>
              <Stack gap="xs">
                {u.disabledAt ? (
                  <Button color="green" loading={busy === 'enable'} onClick={() => void act('enable')}>
                    Réactiver le compte
                  </Button>
                ) : (
                  <Button color="red" loading={busy === 'disable'} onClick={() => void act('disable')}>
                    Désactiver le compte
                  </Button>
                )}
                <Button variant="light" loading={busy === 'revoke'} onClick={() => void act('revoke')}>
                  Fermer toutes ses sessions
                </Button>
                {u.sessionsRevokedAt && (
                  <Text size="xs" c="dimmed">
                    Sessions fermées le {formatDateTime(u.sessionsRevokedAt)}
                  </Text>
                )}
              </Stack>
            </Card>
          </SimpleGrid>
          {u.role === 'user' && (
            <Card withBorder>
              <Text fw={600} mb="sm">
                Abonnements
              </Text>
              <SubscriptionHistory rows={u.subscriptions} />
            </Card>
          )}
          <Card withBorder>
            <Text fw={600} mb="sm">
              Journal des actions
            </Text>
            <AuditList entries={u.audit} />
          </Card>
        </Stack>
      )}
    </QueryState>
  );
}

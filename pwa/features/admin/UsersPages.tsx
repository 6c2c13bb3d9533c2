import { useState } from 'react';
import {
  Alert,
  Avatar,
  Badge,
  Button,
  Card,
  Group,
  Pagination,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { IconSearch } from '@tabler/icons-react';
import { PLAN_LABELS } from '#shared/plans';
import { toast } from '../../app/toast';
import { apiFetch } from '../../lib/api';
import { messageOf } from '../../lib/form-errors';
import { formatDate, formatDateTime } from '../../lib/format';
import { AnchorLink } from '../../lib/ui/links';
import { AuditList } from './AuditList';
import { QueryState } from './QueryState';
import { StatusBadge, SubscriptionHistory } from './SubscriptionsPages';
import { adminUserQuery, adminUsersQuery } from './queries';

const ROLE_LABELS = { user: 'Marchand', admin: 'Administrateur' } as const;
const planLabel = (p: string | null | undefined) => (p ? (PLAN_LABELS[p as keyof typeof PLAN_LABELS] ?? p) : '—');

/** /admin/users: every account, searchable, by role. */
export function UsersListPage() {
  const [q, setQ] = useState('');
  const [debounced] = useDebouncedValue(q.trim(), 300);
  const [role, setRole] = useState('all');
  const [page, setPage] = useState(1);
  const users = useQuery(adminUsersQuery({ q: debounced || undefined, role: role === 'all' ? undefined : role, page }));
  return (
    <Stack>
      <Group align="flex-end" wrap="wrap">
        <TextInput
          aria-label="Rechercher un compte"
          placeholder="Nom, email ou téléphone"
          leftSection={<IconSearch size={16} />}
          value={q}
          onChange={(e) => {
            setQ(e.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: '1 1 220px' }}
        />
        <SegmentedControl
          value={role}
          onChange={(v) => {
            setRole(v);
            setPage(1);
          }}
          data={[
            { value: 'all', label: 'Tous' },
            { value: 'user', label: 'Marchands' },
            { value: 'admin', label: 'Admins' },
          ]}
        />
      </Group>
      <QueryState query={users}>
        {(res) =>
          res.data.length === 0 ? (
            <Card withBorder>
              <Text c="dimmed">Aucun compte ne correspond. Effacez la recherche.</Text>
            </Card>
          ) : (
            <>
              <Table.ScrollContainer minWidth={720}>
                <Table striped highlightOnHover verticalSpacing="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Compte</Table.Th>
                      <Table.Th>Rôle</Table.Th>
                      <Table.Th>Boutique</Table.Th>
                      <Table.Th>Abonnement</Table.Th>
                      <Table.Th>Inscrit le</Table.Th>
                      <Table.Th>Dernière connexion</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {res.data.map((u) => (
                      <Table.Tr key={u.id}>
                        <Table.Td>
                          <Group gap="xs" wrap="nowrap">
                            <Avatar src={u.profile_image} size={28} radius="xl" alt="">
                              {u.firstName.charAt(0)}
                            </Avatar>
                            <div>
                              <AnchorLink to="/admin/users/$userId" params={{ userId: u.id }} fw={600}>
                                {u.firstName} {u.lastName}
                              </AnchorLink>
                              <Text size="xs" c="dimmed">
                                {u.email ?? u.phone}
                              </Text>
                            </div>
                            {u.disabled && (
                              <Badge color="red" size="xs">
                                Désactivé
                              </Badge>
                            )}
                          </Group>
                        </Table.Td>
                        <Table.Td>{ROLE_LABELS[u.role]}</Table.Td>
                        <Table.Td>{u.store?.name ?? '—'}</Table.Td>
                        <Table.Td>
                          {u.subscription ? (
                            <Group gap={4} wrap="nowrap">
                              <Text size="sm">{planLabel(u.subscription.plan)}</Text>
                              <StatusBadge status={u.subscription.status} />
                            </Group>
                          ) : (
                            '—'
                          )}
                        </Table.Td>
                        <Table.Td>{formatDate(u.created_at)}</Table.Td>
                        <Table.Td>{u.lastLoginAt ? formatDateTime(u.lastLoginAt) : 'Jamais'}</Table.Td>
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

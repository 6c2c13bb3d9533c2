import { Alert, Anchor, Group, Paper, SimpleGrid, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { SUBSCRIPTION_STATUSES, SUBSCRIPTION_STATUS_LABELS } from '#shared/constants';
import { CHART_DAYS } from '#shared/dashboard';
import { adminPaths, notificationPath } from '#shared/paths';
import { FigureCard } from '../../lib/ui/FigureCard';
import { LazyDayChart } from '../../lib/ui/LazyDayChart';
import { formatDateTime, formatMoney } from '../../lib/format';
import { adminDashboardQuery, adminStatsQuery } from './queries';

const integer = new Intl.NumberFormat('fr-FR');
const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'Tableau de Bord': platform counts, money of the month, sign-ups and orders over time, latest notifications. */
export function AdminDashboard() {
  const stats = useQuery(adminStatsQuery);
  const board = useQuery(adminDashboardQuery);
  const router = useRouter();
  const error = stats.error ?? board.error;
  if (error) {
    return (
      <Alert color="red" title="Chiffres indisponibles">
        {error.message}
      </Alert>
    );
  }
  const data = stats.data;
  const d = board.data;
  if (!data || !d) {
    return (
      <SimpleGrid cols={3}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={86} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  return (
    <Stack>
      {/* Three figures a row even on a phone (one a row pushed the charts three screens down); the month's money,
          whose amounts do not fit a third of a phone, has its own card below. */}
      <SimpleGrid cols={3}>
        <FigureCard label="Boutiques" value={integer.format(data.shops)} testId="figure-shops" />
        <FigureCard label="Marchands" value={integer.format(data.users)} testId="figure-users" />
        <FigureCard
          label="Demandes en attente"
          value={integer.format(d.pendingRequests)}
          testId="figure-pending-requests"
        />
      </SimpleGrid>
      <Paper withBorder p="md" radius="md">
        <Text fw={600}>Argent du mois ({monthName(d.money.month)})</Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} mt="xs">
          <div>
            <Text size="xs" c="dimmed">
              Déclaré par les marchands ({d.money.declaredCount} demande{d.money.declaredCount > 1 ? 's' : ''})
            </Text>
            <Text fw={700} fz="lg" data-testid="money-declared">
              {formatMoney(d.money.declared, '0 F CFA')}
            </Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              Accepté ({d.money.acceptedCount} demande{d.money.acceptedCount > 1 ? 's' : ''})
            </Text>
            <Text fw={700} fz="lg" data-testid="money-accepted">
              {formatMoney(d.money.accepted, '0 F CFA')}
            </Text>
          </div>
        </SimpleGrid>
      </Paper>
      <Text fw={600}>Abonnements</Text>
      <SimpleGrid cols={3}>
        {SUBSCRIPTION_STATUSES.map((status) => (
          <FigureCard
            key={status}
            label={SUBSCRIPTION_STATUS_LABELS[status]}
            value={integer.format(data.subscriptions[status] ?? 0)}
            testId={`figure-subscriptions-${status}`}
          />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Paper withBorder p="md" radius="md" data-testid="chart-signups">
          <Text fw={600} mb="xs">
            Inscriptions ({CHART_DAYS} derniers jours)
          </Text>
          <LazyDayChart
            data={d.signups.map((p) => ({ day: p.day, signups: p.value }))}
            series={[{ name: 'signups', label: 'Inscriptions', color: 'teal.6' }]}
          />
        </Paper>
        <Paper withBorder p="md" radius="md" data-testid="chart-orders">
          <Text fw={600} mb="xs">
            Commandes ({CHART_DAYS} derniers jours)
          </Text>
          <LazyDayChart
            data={d.orders.map((p) => ({ day: p.day, orders: p.value }))}
            series={[{ name: 'orders', label: 'Commandes', color: 'blue.6' }]}
          />
        </Paper>
      </SimpleGrid>
      <Paper withBorder p="md" radius="md" data-testid="latest-notifications">
        <Group justify="space-between" mb="xs">
          <Text fw={600}>Dernières notifications</Text>
          <Anchor component={Link} to={adminPaths.requests()} size="sm">
            Voir les demandes
          </Anchor>
        </Group>
        {d.latestNotifications.length === 0 ? (
          <Text size="sm" c="dimmed">
            Aucune notification pour l’instant : les inscriptions, boutiques et demandes apparaîtront ici.
          </Text>
        ) : (
          <Stack gap={6}>
            {d.latestNotifications.map((n) => {
              const target = notificationPath('admin', n);
              const body = (
                <>
                  <Text size="sm" fw={n.read ? 400 : 600}>
                    {n.message ?? n.type}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(n.created_at)}
                  </Text>
                </>
              );
              return target ? (
                <UnstyledButton
                  key={n.id}
                  onClick={() => router.history.push(target)}
                  data-testid="latest-notification"
                  mih={44}
                >
                  {body}
                </UnstyledButton>
              ) : (
                <div key={n.id}>{body}</div>
              );
            })}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}

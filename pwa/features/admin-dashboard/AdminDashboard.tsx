import { Alert, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { SUBSCRIPTION_STATUSES, SUBSCRIPTION_STATUS_LABELS } from '#shared/constants';
import { FigureCard } from '../../lib/ui/FigureCard';
import { adminStatsQuery } from './queries';

const integer = new Intl.NumberFormat('fr-FR');

/** Platform counts: shops, users and subscriptions by status. */
export function AdminDashboard() {
  const stats = useQuery(adminStatsQuery);
  if (stats.isError) {
    return (
      <Alert color="red" title="Chiffres indisponibles">
        {stats.error.message}
      </Alert>
    );
  }
  const data = stats.data;
  if (!data) {
    return (
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        {[0, 1].map((i) => (
          <Skeleton key={i} h={86} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <FigureCard label="Boutiques" value={integer.format(data.shops)} testId="figure-shops" />
        <FigureCard label="Utilisateurs" value={integer.format(data.users)} testId="figure-users" />
      </SimpleGrid>
      <Text fw={600}>Abonnements</Text>
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        {SUBSCRIPTION_STATUSES.map((status) => (
          <FigureCard
            key={status}
            label={SUBSCRIPTION_STATUS_LABELS[status]}
            value={integer.format(data.subscriptions[status] ?? 0)}
            testId={`figure-subscriptions-${status}`}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

import { Alert, Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import type { NotificationReadJson } from '#shared/notifications';
import { apiFetch } from '../../lib/api';
import { messageOf } from '../../lib/form-errors';
import { useOnline } from '../../lib/online';
import { toast } from '../../app/toast';
import {
  notificationTarget,
  notificationsPath,
  type AppNotification,
  type NotificationAudience,
} from './notification-target';
import { notificationsQuery } from './queries';

/**
 * Every notification of the signed-in user, read and unread, newest first (/user/atelier/notifications): the bell
 * only lists the unread ones. « Ouvrir » marks one read and goes where it points, as the bell does.
 */
export function NotificationsPage({ audience, userId }: { audience: NotificationAudience; userId: string }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  // Offline with nothing read yet: say so, instead of a loader while the request retries.
  const online = useOnline();
  const query = useQuery(notificationsQuery(audience, userId));
  const open = useMutation({
    mutationFn: async (n: AppNotification) => {
      if (n.read) return { type: n.type, related_id: n.related_id };
      const answer = await apiFetch<{ data: NotificationReadJson }>(
        `${notificationsPath(audience)}/${encodeURIComponent(n.id)}`,
        { method: 'PUT', body: { read: true } },
      );
      return answer.data;
    },
    onSuccess: (data) => {
      void queryClient.invalidateQueries({ queryKey: ['notifications', audience, userId] });
      const target = notificationTarget(audience, data);
      if (target) router.history.push(target);
    },
    onError: (error) => toast(messageOf(error), 'error'),
  });

  const list = [...(query.data ?? [])].sort((a, b) => b.created_at.localeCompare(a.created_at));
  return (
    <Stack maw={760}>
      <Title order={2} size="h3">
        Notifications
      </Title>
      {query.isPending && (!online || query.fetchStatus === 'paused') ? (
        <Alert color="gray" title="Hors ligne">
          Les notifications s’affichent quand internet revient.
        </Alert>
      ) : query.isPending ? (
        <Loader />
      ) : query.isError ? (
        <Alert color="red">{messageOf(query.error)}</Alert>
      ) : list.length === 0 ? (
        <Text c="dimmed">
          Aucune notification pour l’instant. Les nouvelles commandes et les nouvelles de votre abonnement s’afficheront
          ici.
        </Text>
      ) : (
        list.map((n) => (
          <Card key={n.id} withBorder padding="sm" data-testid="notification-row">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                <Group gap="xs">
                  {!n.read && (
                    <Badge color="red" size="sm">
                      Nouvelle
                    </Badge>
                  )}
                  <Text size="xs" c="dimmed">
                    {formatWhen(n.created_at)}
                  </Text>
                </Group>
                <Text size="sm" fw={n.read ? 400 : 600}>
                  {n.message ?? n.type}
                </Text>
              </Stack>
              {(notificationTarget(audience, n) || !n.read) && (
                <Button
                  size="xs"
                  variant="light"
                  style={{ flexShrink: 0 }}
                  loading={open.isPending && open.variables?.id === n.id}
                  onClick={() => open.mutate(n)}
                >
                  {notificationTarget(audience, n) ? 'Ouvrir' : 'Marquer comme lue'}
                </Button>
              )}
            </Group>
          </Card>
        ))
      )}
    </Stack>
  );
}

function formatWhen(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleString('fr-FR', { dateStyle: 'medium', timeStyle: 'short' });
}

import { useState } from 'react';
import type { AllReadJson, NotificationReadJson } from '#shared/notifications';
import { ActionIcon, Indicator, Menu, Text } from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import { IconBell, IconBellRinging, IconChecks, IconVolume, IconVolumeOff } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { apiFetch } from '../../lib/api';
import {
  notificationTarget,
  notificationsPath,
  unreadOnly,
  type AppNotification,
  type NotificationAudience,
} from './notification-target';
import { notificationsQuery } from './queries';
import { showAppBadge } from './app-badge';
import { orderSoundOn, setOrderSound } from './order-sound';

const pushOptIn = () => import('./push-opt-in');
const canPush = () =>
  typeof Notification !== 'undefined' && 'PushManager' in window && Notification.permission !== 'denied';

/** The bell of the top bar: unread notifications; a click marks one read (PUT) and goes to its target. */
export function NotificationsMenu({ audience, userId }: { audience: NotificationAudience; userId: string }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const query = useQuery(notificationsQuery(audience, userId));
  const unread = unreadOnly(query.data ?? []);
  const [soundOn, setSoundOn] = useState(orderSoundOn);
  const [pushOn, setPushOn] = useState(() => localStorage.getItem('boutique.push-endpoint') !== null);

  const markAll = useMutation({
    mutationFn: () => apiFetch<{ data: AllReadJson }>(`${notificationsPath(audience)}/read-all`, { method: 'PUT' }),
    onSuccess: () => {
      queryClient.setQueryData<AppNotification[]>(notificationsQuery(audience, userId).queryKey, (list) =>
        list?.map((n) => ({ ...n, read: true })),
      );
      showAppBadge(0);
      void queryClient.invalidateQueries({ queryKey: ['notifications', audience, userId] });
    },
    onError: (error: Error) => toasts.show({ color: 'red', message: error.message }),
  });

  const togglePush = useMutation({
    mutationFn: async () => {
      const push = await pushOptIn();
      return pushOn ? push.unsubscribeFromPush() : push.subscribeToPush();
    },
    onSuccess: (message) => {
      setPushOn(!pushOn);
      if (message) toasts.show({ color: 'green', message });
    },
    onError: (error: Error) => toasts.show({ color: 'red', message: error.message }),
  });

  const markRead = useMutation({
    mutationFn: (id: string) =>
      apiFetch<{ data: NotificationReadJson }>(`${notificationsPath(audience)}/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body: { read: true },
      }),
    onSuccess: ({ data }, id) => {
      queryClient.setQueryData<AppNotification[]>(notificationsQuery(audience, userId).queryKey, (list) =>
        list?.map((n) => (n.id === id ? { ...n, read: true } : n)),
      );
      void queryClient.invalidateQueries({ queryKey: ['notifications', audience, userId] });
      const target = notificationTarget(audience, data);
      // Targets belong to pages of several areas, some built later: go through the router's history by path.
      if (target) router.history.push(target);
    },
    onError: (error: Error) => toasts.show({ color: 'red', message: error.message }),
  });

  return (
    <Menu position="bottom-end" width={320} withinPortal>
      <Menu.Target>
        <Indicator label={unread.length} size={18} disabled={unread.length === 0} color="red" offset={4}>
          <ActionIcon variant="subtle" size="lg" aria-label={`Notifications non lues : ${unread.length}`}>
            <IconBell size={22} />
          </ActionIcon>
        </Indicator>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Notifications</Menu.Label>
        {unread.length === 0 && (
          <Text size="sm" c="dimmed" px="sm" py="xs">
            Aucune nouvelle notification
          </Text>
        )}
        {unread.length > 0 && (
          <Menu.Item
            leftSection={<IconChecks size={18} />}
            onClick={() => markAll.mutate()}
            data-testid="notifications-read-all"
            fw={600}
          >
            Tout marquer comme lu
          </Menu.Item>
        )}
        {unread.map((n) => (
          <Menu.Item key={n.id} onClick={() => markRead.mutate(n.id)} data-testid="notification-item">
            <Text size="sm">{n.message ?? n.type}</Text>
            <Text size="xs" c="dimmed">
              {formatWhen(n.created_at)}
            </Text>
          </Menu.Item>
        ))}
        {audience === 'user' && (
          <>
            <Menu.Divider />
            <Menu.Item
              closeMenuOnClick={false}
              leftSection={soundOn ? <IconVolume size={18} /> : <IconVolumeOff size={18} />}
              onClick={() => {
                setOrderSound(!soundOn);
                setSoundOn(!soundOn);
              }}
              data-testid="order-sound-toggle"
            >
              {soundOn ? 'Son des nouvelles commandes : activé' : 'Son des nouvelles commandes : coupé'}
            </Menu.Item>
            {canPush() && (
              <Menu.Item
                leftSection={<IconBellRinging size={18} />}
                onClick={() => togglePush.mutate()}
                disabled={togglePush.isPending}
              >
                {pushOn ? 'Ne plus être prévenue application fermée' : 'Être prévenue des commandes application fermée'}
              </Menu.Item>
            )}
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

function formatWhen(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleString('fr-FR', { dateStyle: 'short', timeStyle: 'short' });
}

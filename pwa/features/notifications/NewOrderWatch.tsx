import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { NEW_NOTIFICATIONS_POLL_MS, type NewNotificationsJson } from '#shared/notifications';
import { apiFetch } from '../../lib/api';
import { money } from '../../lib/money';
import { getSyncRuntime } from '../../lib/sync/runtime';
import { toast } from '../../app/toast';
import { showAppBadge } from './app-badge';
import { playOrderSound } from './order-sound';

/** A commit may land a little after its notification's time: each question reaches back this far (ids deduplicated). */
const OVERLAP_MS = 60_000;

/**
 * While the app is open and visible, asks every few seconds for notifications written since the last answer
 * (GET /api/notifications/new: the notifications table, so any API process and either database). A new order pulls
 * the device's data at once (the orders screen shows it), toasts « Nouvelle commande K7P2QX » with the shopper and
 * the total, plays a short sound (unless switched off) and sets the app icon's badge to her unread count.
 * A short poll rather than Server-Sent Events: nothing held open through proxies and sleeping phones, nothing kept
 * in one process's memory, and a hidden tab asks nothing.
 */
export function NewOrderWatch({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let since = '2000-01-01T00:00:00.000Z';
    let first = true;
    const seen = new Set<string>();
    let asking = false;

    const ask = async () => {
      timer = undefined;
      if (asking || stopped || document.visibilityState !== 'visible' || !navigator.onLine) return;
      asking = true;
      try {
        const answer = await apiFetch<NewNotificationsJson>(
          `/api/notifications/new?since=${encodeURIComponent(since)}`,
        );
        if (stopped) return;
        const fresh = answer.data.filter((n) => !seen.has(n.id));
        for (const n of answer.data) seen.add(n.id);
        since = new Date(Date.parse(answer.now) - OVERLAP_MS).toISOString();
        showAppBadge(answer.unread);
        if (!first && fresh.length > 0) {
          void queryClient.invalidateQueries({ queryKey: ['notifications', 'user', userId] });
          const orders = fresh.filter((n) => n.order);
          if (orders.length > 0) {
            void getSyncRuntime()?.engine.requestSync();
            for (const n of orders.slice(0, 3).reverse())
              toast(
                `${n.order!.name} — ${money(n.order!.total, n.order!.currency)}`,
                'info',
                `Nouvelle commande ${n.order!.code}`,
              );
            playOrderSound();
          }
        }
        first = false;
      } catch {
        // Offline or signed out for a moment: the next round asks again.
      }
      asking = false;
      schedule();
    };
    const schedule = () => {
      if (!stopped && timer === undefined) timer = setTimeout(() => void ask(), NEW_NOTIFICATIONS_POLL_MS);
    };
    const wake = () => {
      if (document.visibilityState === 'visible' && timer === undefined) void ask();
    };
    void ask();
    document.addEventListener('visibilitychange', wake);
    window.addEventListener('online', wake);
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      document.removeEventListener('visibilitychange', wake);
      window.removeEventListener('online', wake);
    };
  }, [queryClient, userId]);
  return null;
}

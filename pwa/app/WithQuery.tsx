import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useSession } from '../lib/session';
import { appQueryClient } from './query-client';
import { afterFirstPaint } from './frames/later';
import { keptAnswersAtOnce } from './kept-answers';

/**
 * TanStack Query around the areas that fetch through it (public pages, merchant and admin areas). Kept out of the
 * app root so that the sign-in page, which needs none of it, does not download it (~10 KB gzipped on 2G/3G).
 * Every area shares the one client, so its cache survives moving between them.
 * `keepOnDevice` (the signed-in areas): every answer is kept on the device and comes back offline after a reload
 * (lib/query-persistence.ts, loaded on demand: not part of the sign-in page). It starts at once offline or when the
 * service worker serves the app (kept-answers.ts); on a first visit over the network, after the screen is drawn.
 */
export function WithQuery({ children, keepOnDevice = false }: { children: ReactNode; keepOnDevice?: boolean }) {
  const userId = useSession()?.userId;
  // Offline, the screens wait (at most HYDRATE_WAIT_MS) for the kept answers: no flash of a loader or of « réseau
  // nécessaire » before the data last seen. Online they render at once and the kept answers fill in behind.
  const [ready, setReady] = useState(() => !keepOnDevice || !userId || navigator.onLine !== false);
  useEffect(() => {
    if (!keepOnDevice || !userId) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    let started = false;
    const timer = window.setTimeout(() => setReady(true), HYDRATE_WAIT_MS);
    const start = () => {
      if (started || cancelled) return;
      started = true;
      cancelWaiting();
      void import('../lib/query-persistence')
        .then(({ keepQueriesOnDevice }) => {
          if (cancelled) return;
          // Answers that arrived before this point are kept too (query-persistence.ts): none is lost by waiting.
          const kept = keepQueriesOnDevice(appQueryClient, userId);
          stop = kept.stop;
          return kept.hydrated;
        })
        .finally(() => {
          window.clearTimeout(timer);
          if (!cancelled) setReady(true);
        });
    };
    // A first visit over 3G: its ten files (Dexie and the sync group) would come before the screen's figures. They
    // come once the screen is drawn, or as soon as the network goes.
    const atOnce = keptAnswersAtOnce();
    const cancelLater = atOnce ? () => {} : afterFirstPaint(start);
    window.addEventListener('offline', start);
    function cancelWaiting() {
      cancelLater();
      window.removeEventListener('offline', start);
    }
    if (atOnce) start();
    return () => {
      cancelled = true;
      cancelWaiting();
      window.clearTimeout(timer);
      stop?.();
    };
  }, [keepOnDevice, userId]);
  return <QueryClientProvider client={appQueryClient}>{ready ? children : null}</QueryClientProvider>;
}

// offline there is no network to wait for: a slow phone gets up to 4 s to read its own copy before a screen decides
const HYDRATE_WAIT_MS = 4000;

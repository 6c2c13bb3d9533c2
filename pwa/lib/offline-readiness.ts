import { useSyncExternalStore } from 'react';

/**
 * Whether the app's files are in the service worker's cache, so the app opens offline: `preparing` while the first
 * worker installs (it downloads every file: seconds on a fast link, far longer on 3G), `ready` once a worker is
 * installed or active. `unknown` where there is no worker (development, an old browser).
 */
export type OfflineReadiness = 'unknown' | 'preparing' | 'ready';

let state: OfflineReadiness = 'unknown';
const listeners = new Set<() => void>();

function set(next: OfflineReadiness) {
  if (state === next || state === 'ready') return;
  state = next;
  for (const cb of listeners) cb();
}

/** Follows a registration (from the app's registration of its worker): its installing worker becoming installed. */
export function followRegistration(registration: ServiceWorkerRegistration | undefined): void {
  if (!registration) return;
  if (registration.active) return set('ready');
  const worker = registration.installing ?? registration.waiting;
  if (!worker) return;
  set('preparing');
  const check = () => {
    if (worker.state === 'installed' || worker.state === 'activated') set('ready');
  };
  worker.addEventListener('statechange', check);
  check();
}

/** The worker said its files are cached (vite-plugin-pwa's onOfflineReady). */
export const markOfflineReady = () => set('ready');

export function useOfflineReadiness(): OfflineReadiness {
  return useSyncExternalStore(
    (cb) => {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    () => state,
  );
}

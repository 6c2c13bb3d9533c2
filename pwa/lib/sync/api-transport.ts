import type { PullResponse, PushRequest, PushResponse } from '#shared/sync';
import { apiFetch } from '../api';
import { pullInFlight, takeFirstPull } from './first-pull';
import type { SyncTransport } from './transport';

/** The PWA's transport: apiFetch brings the Bearer token, CSRF header and the one refresh-and-retry on 401. */
export const apiTransport: SyncTransport = {
  push: (body: PushRequest) => apiFetch<PushResponse>('/api/sync/push', { method: 'POST', body }),
  pull: (since: number, limit: number) => apiFetch<PullResponse>(`/api/sync/pull?since=${since}&limit=${limit}`),
  // A new device's first page may already be on its way since sign-in (first-pull.ts).
  pullAhead: (since: number, limit: number) => takeFirstPull(since, limit) ?? pullInFlight(since, limit),
};

// Test-only helpers (never imported by the app): a client database on fake-indexeddb and a transport that talks to
// the REAL API in-process through app.request, with switchable network faults.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import type { PullResponse, PushRequest, PushResponse } from '#shared/sync';
import type { TestContext } from '../../../api/testing/harness';
import { SyncDatabase } from './db';
import type { SyncTransport } from './transport';

/** A browser profile: its own IndexedDB. Reopening a database on the same factory = a reload of the page. */
export const newBrowserProfile = () => new IDBFactory();

export function openTestDatabase(profile: IDBFactory, name = 'boutique-sync-test'): SyncDatabase {
  return new SyncDatabase(name, { indexedDB: profile, IDBKeyRange });
}

/**
 * What the network does to the next request:
 * ok; down (request never leaves); lost-answer (the server applies it, the answer never comes back);
 * duplicate (the request reaches the server twice).
 */
export type NetworkFault = 'ok' | 'down' | 'lost-answer' | 'duplicate';

export interface TestTransport extends SyncTransport {
  network: NetworkFault | (() => NetworkFault);
  requests: number;
}

export function appTransport(app: TestContext['app'], token: string): TestTransport {
  const t: TestTransport = {
    network: 'ok',
    requests: 0,
    push: (body: PushRequest) => call<PushResponse>(t, app, token, 'POST', '/api/sync/push', body),
    pull: (since: number, limit: number) =>
      call<PullResponse>(t, app, token, 'GET', `/api/sync/pull?since=${since}&limit=${limit}`),
  };
  return t;
}

async function call<T>(
  t: TestTransport,
  app: TestContext['app'],
  token: string,
  method: string,
  url: string,
  body?: unknown,
): Promise<T> {
  const fault = typeof t.network === 'function' ? t.network() : t.network;
  if (fault === 'down') throw Object.assign(new Error('Network down'), { status: 0 });
  const send = async () => {
    t.requests++;
    const res = await app.request(url, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const data = (await res.json()) as (T & { message?: string; errors?: Record<string, string[]> }) | null;
    if (!res.ok)
      throw Object.assign(new Error(data?.message ?? 'Erreur'), { status: res.status, errors: data?.errors });
    return data as T;
  };
  if (fault === 'duplicate') await send();
  const answer = await send();
  if (fault === 'lost-answer') throw Object.assign(new Error('Answer lost'), { status: 0 });
  return answer;
}

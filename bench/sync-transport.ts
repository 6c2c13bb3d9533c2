// The PWA's sync engine talking HTTP to a bench's API server, counting what it downloads: shared by the benches that
// measure a device's first sync (sync, atelier). Not a *.bench.ts file, so bench/run.ts does not run it.
import type { SyncTransport } from '../pwa/lib/sync/transport';

/** Bytes of every answer the transport read (what a device downloads). */
export interface Wire {
  chunks: string[];
}

export function httpTransport(base: string, token: string, wire?: Wire): SyncTransport {
  const call = async (url: string, init?: RequestInit) => {
    const res = await fetch(base + url, {
      ...init,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
    const text = await res.text();
    if (!res.ok) throw Object.assign(new Error(`HTTP ${res.status} ${text.slice(0, 200)}`), { status: res.status });
    wire?.chunks.push(text);
    return JSON.parse(text);
  };
  return {
    push: (body) => call('/api/sync/push', { method: 'POST', body: JSON.stringify(body) }),
    pull: (since, limit) => call(`/api/sync/pull?since=${since}&limit=${limit}`),
  };
}

import type { PullResponse, PushRequest, PushResponse } from '#shared/sync';

/**
 * How the engine reaches the server. The PWA uses apiFetch (api-transport.ts); tests plug the real app in directly.
 * A failure must throw an error carrying the HTTP `status` (0 = network unreachable), `message` and optional `errors`.
 */
export interface SyncTransport {
  push(body: PushRequest): Promise<PushResponse>;
  pull(since: number, limit: number): Promise<PullResponse>;
}

export interface TransportFailure {
  status: number;
  message: string;
  errors?: Record<string, string[]>;
}

/** Reads the status of whatever a transport threw (anything without one counts as a network failure). */
export function failureOf(error: unknown): TransportFailure {
  const e = error as Partial<TransportFailure> | null;
  return {
    status: typeof e?.status === 'number' ? e.status : 0,
    message: typeof e?.message === 'string' ? e.message : 'Erreur réseau',
    errors: e?.errors,
  };
}

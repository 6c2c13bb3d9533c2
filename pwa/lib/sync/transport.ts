import type { PullResponse, PushRequest, PushResponse } from '#shared/sync';

/**
 * How the engine reaches the server. The PWA uses apiFetch (api-transport.ts); tests plug the real app in directly.
 * A failure must throw an error carrying the HTTP `status` (0 = network unreachable), `message` and optional `errors`.
 */
export interface SyncTransport {
  push(body: PushRequest): Promise<PushResponse>;
  pull(since: number, limit: number): Promise<PullResponse>;
  /**
   * Optional: the same page, its cursor known early (from the answer's headers, before the body has come), so the
   * engine asks for the next page meanwhile. Without it the engine learns the cursor from the body.
   */
  pullAhead?(since: number, limit: number): PullInFlight;
}

/** What a page's headers say: the cursor to ask from next, and whether more follow. */
export interface PullHead {
  cursor: number;
  hasMore: boolean;
}

/** A page on its way: its head (null when the answer did not say it early) and its body. */
export interface PullInFlight {
  head: Promise<PullHead | null>;
  page: Promise<PullResponse>;
}

/**
 * A page's body read as it comes, parsed only when someone waits for it (then once): pages asked ahead wait as one flat
 * string each, not as thousands of objects the garbage collector keeps moving while the page before is written.
 */
export function parsedWhenAwaited(text: Promise<string>): Promise<PullResponse> {
  text.catch(() => undefined); // read by whoever waits for the page, never reported as unhandled
  let parsed: Promise<PullResponse> | undefined;
  const parse = () => (parsed ??= text.then((t) => JSON.parse(t) as PullResponse));
  const lazy: Promise<PullResponse> = {
    then: (onValue, onError) => parse().then(onValue, onError),
    catch: (onError) => parse().catch(onError),
    finally: (onFinally) => parse().finally(onFinally),
    [Symbol.toStringTag]: 'Promise',
  };
  return lazy;
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

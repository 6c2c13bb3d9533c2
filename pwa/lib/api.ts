import { ACCOUNT_SUSPENDED } from '#shared/subscriptions';
import { currentCsrfToken, ensureCsrfToken } from './csrf';
import { getSession, refreshSession } from './session-store';
import { UNEXPECTED_ERROR } from '#shared/messages';

/** Every failed call throws this: `status` 0 means the network could not be reached. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly errors?: Record<string, string[]>;
  constructor(status: number, message: string, errors?: Record<string, string[]>) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.errors = errors;
  }
}

export const NETWORK_ERROR_MESSAGE = 'Connexion impossible. Vérifiez votre connexion Internet.';
export const UNEXPECTED_ERROR_MESSAGE = UNEXPECTED_ERROR;

/** Like RequestInit, but `body` may also be a plain object/array (sent as JSON). FormData goes as multipart. */
export type ApiInit = Omit<RequestInit, 'body'> & { body?: unknown };

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function isRawBody(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams) ||
    body instanceof ArrayBuffer
  );
}

/** Which fetch to use: swappable so tests can stand in for the network (fetch is not our code). */
let fetchImpl: typeof fetch = (...args) => fetch(...args);
export function setFetchForTests(impl: typeof fetch): void {
  fetchImpl = impl;
}

async function send(path: string, init: ApiInit, accessToken: string | null): Promise<Response> {
  const method = (init.method ?? 'GET').toUpperCase();
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  headers.set('X-Requested-With', 'XMLHttpRequest');
  if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`);
  const csrf = UNSAFE.has(method) ? await ensureCsrfToken(fetchImpl) : currentCsrfToken();
  if (csrf) headers.set('x-csrf-token', csrf);

  let body: BodyInit | undefined;
  if (init.body !== undefined && init.body !== null) {
    if (isRawBody(init.body)) {
      body = init.body; // FormData: the browser sets the multipart boundary itself.
    } else {
      body = JSON.stringify(init.body);
      headers.set('Content-Type', 'application/json');
    }
  }
  return fetchImpl(path, { ...init, method, headers, body, credentials: init.credentials ?? 'same-origin' });
}

async function toError(res: Response): Promise<ApiRequestError> {
  const payload = (await res.json().catch(() => null)) as { message?: unknown; errors?: unknown } | null;
  const message = typeof payload?.message === 'string' && payload.message ? payload.message : UNEXPECTED_ERROR_MESSAGE;
  const errors =
    payload?.errors && typeof payload.errors === 'object'
      ? normaliseErrors(payload.errors as Record<string, unknown>)
      : undefined;
  return new ApiRequestError(res.status, message, errors);
}

function normaliseErrors(raw: Record<string, unknown>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(raw)) {
    if (Array.isArray(value)) out[field] = value.map(String);
    else if (typeof value === 'string') out[field] = [value];
  }
  return out;
}

const suspendedListeners = new Set<() => void>();

/**
 * Called whenever the API refuses a call because the account is suspended (the frame then asks for the user again
 * and shows 'Compte Suspendu' at once). Answers the unsubscribe function.
 */
export function onAccountSuspended(fn: () => void): () => void {
  suspendedListeners.add(fn);
  return () => suspendedListeners.delete(fn);
}

/** Calls that must not trigger the refresh-and-retry dance (they are the session calls themselves). */
const NO_REFRESH = ['/api/login', '/api/refresh', '/api/logout', '/api/register'];

/**
 * One call to our API. Sends the Bearer token, x-csrf-token and the XMLHttpRequest marker; a 401 triggers ONE refresh
 * and ONE retry (spec sections 4 and 8). Answers the parsed JSON (or undefined for an empty body).
 */
export async function apiFetch<T>(path: string, init: ApiInit = {}): Promise<T> {
  const res = await apiResponse(path, init);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * apiFetch's call, answering the successful Response as soon as its headers come (its body not read yet): for a
 * caller that acts on a header before the body has arrived (the sync's next page). Throws as apiFetch does.
 */
export async function apiResponse(path: string, init: ApiInit = {}): Promise<Response> {
  let res: Response;
  try {
    res = await send(path, init, getSession()?.accessToken ?? null);
    if (res.status === 401 && getSession() && !NO_REFRESH.some((p) => path.startsWith(p))) {
      const outcome = await refreshSession(fetchImpl);
      if (outcome === 'refreshed') res = await send(path, init, getSession()?.accessToken ?? null);
      else if (outcome === 'offline') throw new ApiRequestError(0, NETWORK_ERROR_MESSAGE);
    }
  } catch (error) {
    if (error instanceof ApiRequestError) throw error;
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError(0, NETWORK_ERROR_MESSAGE);
  }
  if (!res.ok) {
    const error = await toError(res);
    if (error.status === 403 && error.message === ACCOUNT_SUSPENDED) for (const fn of suspendedListeners) fn();
    throw error;
  }
  return res;
}

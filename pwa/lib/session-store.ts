import { currentCsrfToken, ensureCsrfToken } from './csrf';
import type { Role } from '#shared/constants';

export type { Role };

/**
 * The signed-in session of this browser tab. Where tokens live and why: docs/decisions/001-session-tokens.md.
 * 'Se souvenir de moi' → localStorage (survives closing the browser); otherwise sessionStorage (this tab only).
 * The identity (userId, role) is kept with the tokens so that an offline reload still opens the back-office.
 */

export interface Session {
  userId: string;
  role: Role;
  accessToken: string;
}

interface StoredSession extends Session {
  refreshToken: string;
  remember: boolean;
}

/** What POST /api/login and POST /api/refresh answer. */
export interface TokenAnswer {
  token: string;
  refresh_token: string;
  role: Role;
}

export const SESSION_STORAGE_KEY = 'boutique.session';
const STORAGE_KEY = SESSION_STORAGE_KEY;
/** Login persistence flag (spec section 4: "a flag kept locally"). */
const REMEMBER_KEY = 'boutique.remember';

type Listener = (session: Session | null) => void;
const listeners = new Set<Listener>();
let cached: StoredSession | null | undefined;

function storages(): Storage[] {
  if (typeof window === 'undefined') return [];
  return [window.localStorage, window.sessionStorage];
}

function isRole(value: unknown): value is Role {
  return value === 'user' || value === 'admin';
}

function load(): StoredSession | null {
  for (const storage of storages()) {
    const raw = storage.getItem(STORAGE_KEY);
    if (!raw) continue;
    try {
      const parsed = JSON.parse(raw) as Partial<StoredSession>;
      if (
        typeof parsed.userId === 'string' &&
        isRole(parsed.role) &&
        typeof parsed.accessToken === 'string' &&
        typeof parsed.refreshToken === 'string'
      ) {
        return { ...(parsed as StoredSession), remember: storage === window.localStorage };
      }
    } catch {
      // A corrupt entry is treated as signed out.
    }
    storage.removeItem(STORAGE_KEY);
  }
  return null;
}

function stored(): StoredSession | null {
  if (cached === undefined) cached = load();
  return cached;
}

function publicView(s: StoredSession | null): Session | null {
  return s ? { userId: s.userId, role: s.role, accessToken: s.accessToken } : null;
}

let view: Session | null | undefined;
function emit(): void {
  view = publicView(cached ?? null);
  for (const listener of listeners) listener(view);
}

function write(next: StoredSession | null): void {
  for (const storage of storages()) storage.removeItem(STORAGE_KEY);
  if (next) {
    const target = next.remember ? window.localStorage : window.sessionStorage;
    target.setItem(STORAGE_KEY, JSON.stringify(next));
  }
  cached = next;
  emit();
}

/** The claims of our own JWT, unverified (the server verifies; the app only reads who and until when), or null. */
export function tokenClaims(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const json = atob(
      part
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(part.length / 4) * 4, '='),
    );
    const claims: unknown = JSON.parse(json);
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Reads the `sub` claim of our own JWT (no verification: the server verifies; this only names the user). */
export function userIdFromToken(token: string): string | null {
  const sub = tokenClaims(token)?.sub;
  return typeof sub === 'string' ? sub : null;
}

export function getSession(): Session | null {
  if (view === undefined) view = publicView(stored());
  return view;
}

export function getRefreshToken(): string | null {
  return stored()?.refreshToken ?? null;
}

// Another tab signing in or out changes localStorage: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEY && event.key !== null) return;
    cached = load();
    emit();
  });
}

export function subscribeSession(cb: Listener): () => void {
  listeners.add(cb);
  return () => listeners.delete(cb);
}

/** 'remember me' of the last sign-in, to pre-tick the box. */
export function rememberedChoice(): boolean {
  if (typeof window === 'undefined') return false;
  return window.localStorage.getItem(REMEMBER_KEY) === '1';
}

/** Stores the answer of POST /api/login (or /api/refresh, keeping the remember choice). */
export function startSession(answer: TokenAnswer, remember: boolean): Session {
  const userId = userIdFromToken(answer.token);
  if (!userId) throw new Error('Jeton invalide');
  window.localStorage.setItem(REMEMBER_KEY, remember ? '1' : '0');
  write({ userId, role: answer.role, accessToken: answer.token, refreshToken: answer.refresh_token, remember });
  return getSession()!;
}

/** Forgets the session locally (no server call). Offline data (Dexie) is NOT touched: unsynced work survives. */
export function clearSession(): void {
  write(null);
}

export type RefreshOutcome = 'refreshed' | 'rejected' | 'offline';
let refreshing: Promise<RefreshOutcome> | null = null;

/**
 * POST /api/refresh once (concurrent callers share the same call: the refresh token rotates on every use, so two
 * parallel refreshes would make the server see a reuse and revoke the family).
 * 'rejected' clears the session; 'offline' (network error or 5xx) keeps it so the user keeps working offline.
 */
export function refreshSession(fetchImpl: typeof fetch = fetch): Promise<RefreshOutcome> {
  refreshing ??= (async (): Promise<RefreshOutcome> => {
    const current = stored();
    if (!current) return 'rejected';
    try {
      const csrf = (await ensureCsrfToken(fetchImpl)) ?? currentCsrfToken();
      const res = await fetchImpl('/api/refresh', {
        method: 'POST',
        credentials: 'same-origin',
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          'X-Requested-With': 'XMLHttpRequest',
          ...(csrf ? { 'x-csrf-token': csrf } : {}),
        },
        body: JSON.stringify({ refresh_token: current.refreshToken }),
      });
      if (res.status >= 500) return 'offline';
      if (!res.ok) {
        // Only forget the session if nobody signed in again meanwhile.
        if (stored()?.refreshToken === current.refreshToken) clearSession();
        return 'rejected';
      }
      const answer = (await res.json()) as TokenAnswer;
      startSession(answer, current.remember);
      return 'refreshed';
    } catch {
      return 'offline';
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/** POST /api/logout (best effort: other answers are only logged, spec section 7), then forget the session. */
export async function signOut(fetchImpl: typeof fetch = fetch): Promise<void> {
  const current = stored();
  if (current) {
    try {
      const csrf = (await ensureCsrfToken(fetchImpl)) ?? currentCsrfToken();
      await fetchImpl('/api/logout', {
        method: 'POST',
        credentials: 'same-origin',
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          'X-Requested-With': 'XMLHttpRequest',
          Authorization: `Bearer ${current.accessToken}`,
          ...(csrf ? { 'x-csrf-token': csrf } : {}),
        },
        body: JSON.stringify({ refresh_token: current.refreshToken }),
      });
    } catch {
      // Offline sign-out still signs out locally; the refresh token simply expires on the server.
    }
  }
  clearSession();
}

/** Tests only: re-read storage on next access. */
export function resetSessionCacheForTests(): void {
  cached = undefined;
  view = undefined;
  refreshing = null;
}

/** Where a signed-in user belongs. */
export function homeForRole(role: Role): '/user/dashboard' | '/admin/dashboard' {
  return role === 'admin' ? '/admin/dashboard' : '/user/dashboard';
}

// Not '#shared/sync': its valibot schemas would come with the dashboard's first load (issue 22).
import {
  PULL_AHEAD_MAX,
  PULL_CURSOR_HEADER,
  PULL_HAS_MORE_HEADER,
  PULL_LIMIT_MAX,
  PULL_NEXT_HEADER,
} from '#shared/sync-pull';
import { apiResponse } from '../api';
import { getSession } from '../session';
import { syncDatabaseName } from './db-name';
import { parsedWhenAwaited, type PullHead, type PullInFlight } from './transport';

/**
 * A new device's first sync page, asked for the moment the merchant area is entered (its route's beforeLoad), while
 * the app's screens and the local database's code are still coming: on 3G that is seconds won (issue 22). Light on
 * purpose (no Dexie): it sits in the app's entry. Only when this browser holds no local database of the merchant yet
 * (a device already synced asks from its own cursor, and a page it would not use must not cost megabytes); the sync
 * engine takes it as its own first pull (api-transport.ts), the same answer it would have asked for itself. The pages
 * its headers announce (PULL_NEXT_HEADER) are asked for by the engine once its code has come, not here: on Fast 3G,
 * asked this early they took the bandwidth the app's own scripts needed, and the engine, later, wrote every page at
 * the end (bench/atelier.bench.ts: 15.8 s against 15.3 s one after the other).
 */

/** How long a page asked for early waits for the engine before it is dropped. */
const KEPT_MS = 60_000;

/**
 * The page index.html's boot script asked for as the page started (the inline `early-first-pull` script, before the
 * app's scripts: on Fast 3G about two seconds sooner than the merchant area's route). Its answer is null when this
 * browser already held the merchant's data, or when it failed (then the engine's own request, through apiFetch, says
 * why: a refreshed session, offline…). The script asks for `FIRST_PULL_URL` with the session kept under
 * `boutique.session` and looks for `syncDatabaseName(userId)`: first-pull.test.ts holds it to these.
 */
interface BootPull {
  userId: string;
  at: number;
  answer: Promise<Response | null>;
}
declare global {
  interface Window {
    __boutiqueFirstPull?: BootPull;
  }
}

/** The first page a new device asks for: from 0, the largest page, announcing the following ones. */
export const FIRST_PULL_URL = pullUrl(0, PULL_LIMIT_MAX, PULL_AHEAD_MAX);

function pullUrl(since: number, limit: number, ahead: number) {
  return `/api/sync/pull?since=${since}&limit=${limit}${ahead > 0 ? `&ahead=${ahead}` : ''}`;
}

let early: { userId: string; inFlight: PullInFlight | (() => PullInFlight); at: number } | null = null;
/** The merchants whose engine already asked for its first page: a late early page must not be asked for. */
const started = new Set<string>();

/** The cursor and "more follow" of a pull answer's headers (null when absent: an older server). */
export function pullHeadOf(headers: Headers): PullHead | null {
  const cursor = headers.get(PULL_CURSOR_HEADER);
  const more = headers.get(PULL_HAS_MORE_HEADER);
  if (cursor === null || more === null || !/^\d{1,15}$/.test(cursor)) return null;
  const head: PullHead = { cursor: Number(cursor), hasMore: more === '1' };
  const next = headers.get(PULL_NEXT_HEADER);
  if (next && /^\d{1,15}(,\d{1,15})*$/.test(next)) head.next = next.split(',').slice(0, PULL_AHEAD_MAX).map(Number);
  return head;
}

/** One pull page through apiFetch's call: its head as soon as the headers come, its body when it has. */
export function pullInFlight(since: number, limit: number, ahead = 0): PullInFlight {
  return inFlightOf(apiResponse(pullUrl(since, limit, ahead)));
}

function inFlightOf(res: Promise<Response>): PullInFlight {
  const inFlight: PullInFlight = {
    head: res.then((r) => pullHeadOf(r.headers)),
    page: parsedWhenAwaited(res.then((r) => r.text())),
  };
  // Nobody may be waiting on it yet: its failure is read by whoever takes it, never reported as unhandled.
  inFlight.head.catch(() => undefined);
  return inFlight;
}

/** Asks for the signed-in merchant's first page now, when this browser holds none of their data yet. */
export function startFirstPull(): void {
  const session = getSession();
  if (!session || session.role !== 'user') return;
  const userId = session.userId;
  if (started.has(userId) || early?.userId === userId) return;
  const boot = typeof window === 'undefined' ? undefined : window.__boutiqueFirstPull;
  if (boot) delete window.__boutiqueFirstPull;
  if (boot?.userId === userId) {
    // Taken by the engine only when it asks for this very page; asked again through apiFetch when the boot's failed.
    const url = FIRST_PULL_URL;
    early = { userId, at: boot.at, inFlight: () => inFlightOf(boot.answer.then((res) => res ?? apiResponse(url))) };
    return;
  }
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return;
  void indexedDB
    .databases()
    .then((known) => {
      if (known.some((d) => d.name === syncDatabaseName(userId))) return;
      if (started.has(userId) || early || getSession()?.userId !== userId) return;
      early = { userId, inFlight: inFlightOf(apiResponse(FIRST_PULL_URL)), at: Date.now() };
    })
    .catch(() => undefined);
}

/**
 * The engine's first page: the one asked for early when it is this very request (same merchant, from 0, same page
 * size, announcing as many pages, recent), else null (the engine asks for it itself).
 */
export function takeFirstPull(since: number, limit: number, ahead = 0): PullInFlight | null {
  const userId = getSession()?.userId;
  if (!userId) return null;
  started.add(userId);
  if (since !== 0) return null;
  const kept = early;
  early = null;
  if (!kept || kept.userId !== userId || limit !== PULL_LIMIT_MAX || ahead !== PULL_AHEAD_MAX) return null;
  if (Date.now() - kept.at > KEPT_MS) return null;
  return typeof kept.inFlight === 'function' ? kept.inFlight() : kept.inFlight;
}

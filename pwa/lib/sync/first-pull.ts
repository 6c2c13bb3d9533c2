// Not '#shared/sync': its valibot schemas would come with the dashboard's first load.
import { PULL_CURSOR_HEADER, PULL_HAS_MORE_HEADER, PULL_LIMIT_MAX, PULL_PAGES_AHEAD } from '#shared/sync-pull';
import { useSyncExternalStore } from 'react';
import { apiResponse } from '../api';
import { getSession } from '../session';
import { syncDatabaseName } from './db-name';
import { parsedWhenAwaited, type PullHead, type PullInFlight } from './transport';

/**
 * A new device's first sync pages, asked for before the sync engine's code has come: on 3G the app's
 * scripts take seconds, and the link would wait for them. Light on purpose (no Dexie): it sits in the app's entry.
 *  - The first page is asked for by index.html's boot script as the page starts (the inline `early-first-pull`
 *    script: on Fast 3G about two seconds sooner than the merchant area's route, which takes it over here), or, without
 *    it, when the merchant area's route is entered.
 *  - Each next page is asked for as soon as the headers of the one before come (its cursor), one after the other, up
 *    to PULL_PAGES_AHEAD beyond the first, until the engine starts: it takes them (api-transport.ts) as the very
 *    answers it would have asked for, checks each against the page before it, and asks for the rest itself.
 * Only when this browser holds no local database of the merchant yet: a device already synced asks from its own cursor,
 * and pages it would not use must not cost megabytes.
 */

/** How long a page asked for early waits for the engine before it is dropped. */
const KEPT_MS = 60_000;

/**
 * What index.html's boot script leaves: the merchant's first page, 'held' when this browser already holds their data,
 * null when its request failed (asked again here, through apiFetch: a refreshed session, offline…). The script asks for
 * FIRST_PULL_URL with the session kept under `boutique.session` and looks for `syncDatabaseName(userId)`:
 * first-pull.test.ts holds it to these.
 */
interface BootPull {
  userId: string;
  at: number;
  answer: Promise<Response | 'held' | null>;
}
declare global {
  interface Window {
    __boutiqueFirstPull?: BootPull;
  }
}

const pullUrl = (since: number, limit: number) => `/api/sync/pull?since=${since}&limit=${limit}`;

/** The first page a new device asks for: from 0, the largest page. */
export const FIRST_PULL_URL = pullUrl(0, PULL_LIMIT_MAX);

/** The pages asked for early, by where they start, for one merchant. */
let early: { userId: string; at: number; pages: Map<number, PullInFlight> } | null = null;
/** The merchants whose engine already started: it asks for what is missing itself. */
const started = new Set<string>();

/** The cursor and "more follow" of a pull answer's headers (null when absent: an older server). */
export function pullHeadOf(headers: Headers): PullHead | null {
  const cursor = headers.get(PULL_CURSOR_HEADER);
  const more = headers.get(PULL_HAS_MORE_HEADER);
  if (cursor === null || more === null || !/^\d{1,15}$/.test(cursor)) return null;
  return { cursor: Number(cursor), hasMore: more === '1' };
}

/** One pull page through apiFetch's call: its head as soon as the headers come, its body when it has. */
export function pullInFlight(since: number, limit: number): PullInFlight {
  return inFlightOf(apiResponse(pullUrl(since, limit)));
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

/** Keeps a page asked for early, and asks for the one after it as soon as its head says where (up to the bound). */
function keep(userId: string, since: number, inFlight: PullInFlight): void {
  if (!early || early.userId !== userId) return;
  early.pages.set(since, inFlight);
  void inFlight.head.then(
    (head) => {
      if (!head?.hasMore || started.has(userId) || early?.userId !== userId) return;
      if (early.pages.size > PULL_PAGES_AHEAD || early.pages.has(head.cursor)) return;
      keep(userId, head.cursor, pullInFlight(head.cursor, PULL_LIMIT_MAX));
    },
    () => undefined,
  );
}

/**
 * A new device's first page asked for early; when more pages follow it (a workshop, not a new shop), the sync engine's
 * code (Dexie, the engine: the `sync` group) is fetched at once rather than after the screen's first paint
 * (app/frames/frame-sync.tsx): the pages are written as they come instead of piling up for the end (on Fast
 * 3G the last page came 3 s before the engine's code, then all four were written). A store whose data is one page
 * keeps the dashboard's first load as it was (its figures do not wait behind the engine's files).
 */
function keepFirst(userId: string, inFlight: PullInFlight): void {
  keep(userId, 0, inFlight);
  void inFlight.head.then(
    (head) => {
      if (!head?.hasMore || engineNow) return;
      engineNow = true;
      for (const cb of engineListeners) cb();
    },
    () => undefined,
  );
}

let engineNow = false;
const engineListeners = new Set<() => void>();
/**
 * Whether the merchant frame should load the device's database and the sync engine now, before its first paint
 * (app/frames/UserAreaLayout.tsx): a new device whose data is more than one page. Not an import() of the engine from
 * here: a second way into its code split it into more files for every screen (the size test).
 */
export function useEngineNow(): boolean {
  return useSyncExternalStore(
    (cb) => {
      engineListeners.add(cb);
      return () => engineListeners.delete(cb);
    },
    () => engineNow,
    () => false,
  );
}

/** Asks for the signed-in merchant's first pages now, when this browser holds none of their data yet. */
export function startFirstPull(): void {
  const session = getSession();
  if (!session || session.role !== 'user') return;
  const userId = session.userId;
  if (started.has(userId) || early?.userId === userId) return;
  const boot = typeof window === 'undefined' ? undefined : window.__boutiqueFirstPull;
  if (boot) delete window.__boutiqueFirstPull;
  if (boot?.userId === userId) {
    early = { userId, at: boot.at, pages: new Map() };
    void boot.answer.then((answer) => {
      if (answer === 'held' || started.has(userId) || early?.userId !== userId) return;
      keepFirst(userId, inFlightOf(answer ? Promise.resolve(answer) : apiResponse(FIRST_PULL_URL)));
    });
    return;
  }
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return;
  void indexedDB
    .databases()
    .then((known) => {
      if (known.some((d) => d.name === syncDatabaseName(userId))) return;
      if (started.has(userId) || early || getSession()?.userId !== userId) return;
      early = { userId, at: Date.now(), pages: new Map() };
      keepFirst(userId, inFlightOf(apiResponse(FIRST_PULL_URL)));
    })
    .catch(() => undefined);
}

/**
 * A page the engine asks for, when it was asked for early: the same merchant, from the same place, the same page size,
 * recent; else null (the engine asks for it itself). From the engine's first request on, nothing more is asked early.
 */
export function takeFirstPull(since: number, limit: number): PullInFlight | null {
  const userId = getSession()?.userId;
  if (!userId) return null;
  started.add(userId);
  const kept = early;
  if (!kept || kept.userId !== userId || limit !== PULL_LIMIT_MAX) return null;
  if (Date.now() - kept.at > KEPT_MS) {
    early = null;
    return null;
  }
  const inFlight = kept.pages.get(since) ?? null;
  kept.pages.delete(since);
  return inFlight;
}

import fs from 'node:fs';
import vm from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY, resetSessionCacheForTests } from '../session-store';
import { setFetchForTests } from '../api';
import { syncDatabaseName } from './db-name';
import { FIRST_PULL_URL, startFirstPull, takeFirstPull } from './first-pull';
import { PULL_LIMIT_MAX, PULL_PAGES_AHEAD } from '#shared/sync-pull';

// index.html's boot script: a new device's first page asked for before the app's scripts have come.
const html = fs.readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
const bootScript = /<script id="early-first-pull">([\s\S]*?)<\/script>/.exec(html)![1]!;

/** A fake storage holding a session as session-store.ts writes it. */
function storage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

/** A token whose claims say this user (session-store reads `sub`). */
const tokenFor = (userId: string) =>
  `h.${Buffer.from(JSON.stringify({ sub: userId, exp: 9_999_999_999 })).toString('base64url')}.s`;
const session = (userId: string, role = 'user') =>
  JSON.stringify({ userId, role, accessToken: tokenFor(userId), refreshToken: 'r' });

/** Runs the boot script in a page at `pathname`; answers what it asked for and what it left for the app. */
async function boot(pathname: string, local: Record<string, string>, databases: string[] = []) {
  const asked: { url: string; init: RequestInit }[] = [];
  const window: Record<string, unknown> = {};
  const context = vm.createContext({
    window,
    location: { pathname },
    localStorage: storage(local),
    sessionStorage: storage(),
    indexedDB: { databases: async () => databases.map((name) => ({ name })) },
    fetch: async (url: string, init: RequestInit) => {
      asked.push({ url, init });
      return new Response('{}', { status: 200 });
    },
  });
  window.fetch = context.fetch;
  vm.runInContext(bootScript, context);
  const left = window.__boutiqueFirstPull as { userId: string; answer: Promise<Response | 'held' | null> } | undefined;
  const answer = left ? await left.answer : undefined;
  return { asked, left, answer };
}

describe("index.html's early first pull", () => {
  it('asks for the first page the app would ask for, with the signed-in merchant’s token, on a new device', async () => {
    expect(FIRST_PULL_URL).toBe(`/api/sync/pull?since=0&limit=${PULL_LIMIT_MAX}`);
    const { asked, left, answer } = await boot('/user/dashboard', { [SESSION_STORAGE_KEY]: session('u1') });
    expect(asked).toHaveLength(1);
    expect(asked[0]!.url).toBe(FIRST_PULL_URL);
    expect(new Headers(asked[0]!.init.headers).get('authorization')).toBe(`Bearer ${tokenFor('u1')}`);
    expect(left?.userId).toBe('u1');
    expect(answer).toBeInstanceOf(Response);
  });

  it('asks for nothing on a device holding the merchant’s data, outside the merchant area, or for an admin', async () => {
    const held = await boot('/user/dashboard', { [SESSION_STORAGE_KEY]: session('u1') }, [syncDatabaseName('u1')]);
    expect(held.asked).toHaveLength(0);
    expect(held.answer).toBe('held');
    expect((await boot('/auth/signin', { [SESSION_STORAGE_KEY]: session('u1') })).left).toBeUndefined();
    expect((await boot('/user/dashboard', { [SESSION_STORAGE_KEY]: session('a1', 'admin') })).left).toBeUndefined();
    expect((await boot('/user/dashboard', {})).left).toBeUndefined();
  });
});

describe('the app takes the boot script’s page over', () => {
  const g = globalThis as unknown as { window?: unknown };
  afterEach(() => {
    delete g.window;
    resetSessionCacheForTests();
  });

  function signedIn(userId: string, bootAnswer: Promise<Response | 'held' | null>) {
    g.window = {
      localStorage: storage({ [SESSION_STORAGE_KEY]: session(userId) }),
      sessionStorage: storage(),
      __boutiqueFirstPull: { userId, at: Date.now(), answer: bootAnswer },
    };
    resetSessionCacheForTests();
  }

  it('as the engine’s first page, without asking again', async () => {
    const body = { changes: [], cursor: 0, hasMore: false };
    signedIn(
      'u2',
      Promise.resolve(
        new Response(JSON.stringify(body), { headers: { 'x-sync-cursor': '0', 'x-sync-has-more': '0' } }),
      ),
    );
    let fetched = 0;
    setFetchForTests(async () => {
      fetched++;
      return new Response('{}');
    });
    startFirstPull();
    await new Promise((r) => setTimeout(r, 0));
    const inFlight = takeFirstPull(0, PULL_LIMIT_MAX)!;
    expect(await inFlight.head).toEqual({ cursor: 0, hasMore: false });
    expect(await inFlight.page).toEqual(body);
    expect(fetched).toBe(0);
  });

  it('asked again through the app’s client when the boot script’s request failed', async () => {
    signedIn('u3', Promise.resolve(null));
    const urls: string[] = [];
    setFetchForTests(async (url) => {
      urls.push(String(url));
      return new Response(JSON.stringify({ changes: [], cursor: 0, hasMore: false }));
    });
    startFirstPull();
    await new Promise((r) => setTimeout(r, 0));
    expect(urls).toEqual([FIRST_PULL_URL]);
    const inFlight = takeFirstPull(0, PULL_LIMIT_MAX)!;
    expect((await inFlight.page).hasMore).toBe(false);
    expect(urls).toEqual([FIRST_PULL_URL]);
  });

  it('asks for the next pages one after the other as their heads come, up to the bound, until the engine starts', async () => {
    const pageAt = (since: number) =>
      new Response(JSON.stringify({ changes: [], cursor: since + 10, hasMore: true }), {
        headers: { 'x-sync-cursor': String(since + 10), 'x-sync-has-more': '1' },
      });
    signedIn('u4', Promise.resolve(pageAt(0)));
    const urls: string[] = [];
    setFetchForTests(async (url) => {
      urls.push(String(url));
      return pageAt(Number(/since=(\d+)/.exec(String(url))![1]));
    });
    startFirstPull();
    await new Promise((r) => setTimeout(r, 20));
    // The boot script's page, then PULL_PAGES_AHEAD more, each from the cursor the one before's headers said.
    expect(urls).toEqual(
      Array.from(
        { length: PULL_PAGES_AHEAD },
        (_, i) => `/api/sync/pull?since=${(i + 1) * 10}&limit=${PULL_LIMIT_MAX}`,
      ),
    );
    expect((await takeFirstPull(0, PULL_LIMIT_MAX)!.page).cursor).toBe(10);
    expect((await takeFirstPull(10, PULL_LIMIT_MAX)!.page).cursor).toBe(20);
    expect(takeFirstPull(15, PULL_LIMIT_MAX)).toBeNull(); // not a page asked for early: the engine asks for it
    await new Promise((r) => setTimeout(r, 20));
    expect(urls).toHaveLength(PULL_PAGES_AHEAD); // the engine started: nothing more asked early
  });
});

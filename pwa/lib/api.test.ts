import { beforeEach, describe, expect, it } from 'vitest';

/** In-memory Web Storage: the PWA code runs here under Node, where the browser's storages do not exist. */
class MemoryStorage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(i: number) {
    return [...this.items.keys()][i] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}
const localStorage = new MemoryStorage();
const sessionStorage = new MemoryStorage();
Object.assign(globalThis, { window: { localStorage, sessionStorage, addEventListener() {} } });

const { apiFetch, ApiRequestError, setFetchForTests } = await import('./api');
const session = await import('./session');
const { resetCsrfForTests } = await import('./csrf');

let issued = 0;
function jwt(sub: string, role: 'user' | 'admin', expInSeconds = 600): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const claims = { sub, role, jti: ++issued, exp: Math.floor(Date.now() / 1000) + expInSeconds };
  return `${part({ alg: 'HS256' })}.${part(claims)}.sig`;
}

interface Call {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}
let lastFetch: typeof fetch = fetch;
type Handler = (call: Call) => Response | Promise<Response>;

/** A stand-in for the network (fetch is not our code): records calls, answers with `handler`. */
function network(handler: Handler) {
  const calls: Call[] = [];
  lastFetch = async (input, init) => {
    const call = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: init?.body,
    };
    calls.push(call);
    return handler(call);
  };
  setFetchForTests(lastFetch);
  return calls;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const csrfAnswer = (call: Call) => (call.url === '/sanctum/csrf-cookie' ? json(200, { csrfToken: 'csrf-1' }) : null);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  session.resetSessionCacheForTests();
  resetCsrfForTests();
  session.startSession({ token: jwt('u1', 'user'), refresh_token: 'r1', role: 'user' }, true);
});

describe('apiFetch', () => {
  it('sends Bearer, the XMLHttpRequest marker, x-csrf-token and JSON', async () => {
    const calls = network((call) => csrfAnswer(call) ?? json(201, { ok: true }));
    await expect(apiFetch('/api/things', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: true });
    const sent = calls.find((c) => c.url === '/api/things')!;
    expect(sent.headers.get('authorization')).toBe(`Bearer ${session.getSession()!.accessToken}`);
    expect(sent.headers.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(sent.headers.get('x-csrf-token')).toBe('csrf-1');
    expect(sent.headers.get('content-type')).toBe('application/json');
    expect(sent.body).toBe('{"a":1}');
  });

  it('sends FormData as is (the browser sets the multipart boundary)', async () => {
    const calls = network((call) => csrfAnswer(call) ?? json(200, {}));
    const form = new FormData();
    form.set('name', 'Ma boutique');
    await apiFetch('/api/stores', { method: 'POST', body: form });
    const sent = calls.find((c) => c.url === '/api/stores')!;
    expect(sent.body).toBe(form);
    expect(sent.headers.get('content-type')).toBeNull();
  });

  it('on 401 refreshes once, stores the rotated tokens and retries once', async () => {
    const fresh = jwt('u1', 'user');
    const calls = network((call) => {
      if (call.url === '/api/refresh') return json(200, { token: fresh, refresh_token: 'r2', role: 'user' });
      if (call.url === '/api/me')
        return call.headers.get('authorization') === `Bearer ${fresh}`
          ? json(200, { me: 1 })
          : json(401, { message: 'Non authentifié.' });
      return csrfAnswer(call) ?? json(500, {});
    });
    await expect(apiFetch('/api/me')).resolves.toEqual({ me: 1 });
    expect(calls.filter((c) => c.url === '/api/refresh')).toHaveLength(1);
    expect(calls.filter((c) => c.url === '/api/me')).toHaveLength(2);
    expect(JSON.parse(String(calls.find((c) => c.url === '/api/refresh')!.body))).toEqual({ refresh_token: 'r1' });
    expect(session.getRefreshToken()).toBe('r2');
  });

  it('retries only once: a second 401 is thrown', async () => {
    const calls = network((call) => {
      if (call.url === '/api/refresh')
        return json(200, { token: jwt('u1', 'user'), refresh_token: 'r2', role: 'user' });
      return csrfAnswer(call) ?? json(401, { message: 'Non authentifié.' });
    });
    await expect(apiFetch('/api/me')).rejects.toMatchObject({ status: 401, message: 'Non authentifié.' });
    expect(calls.filter((c) => c.url === '/api/me')).toHaveLength(2);
    expect(calls.filter((c) => c.url === '/api/refresh')).toHaveLength(1);
  });

  it('a refused refresh signs out and throws the 401', async () => {
    network((call) => {
      if (call.url === '/api/refresh') return json(401, { message: 'No refresh token available' });
      return csrfAnswer(call) ?? json(401, { message: 'Non authentifié.' });
    });
    await expect(apiFetch('/api/me')).rejects.toMatchObject({ status: 401 });
    expect(session.getSession()).toBeNull();
    expect(localStorage.getItem('boutique.session')).toBeNull();
  });

  it('parallel 401s share one refresh (a rotated token must never be replayed)', async () => {
    const fresh = jwt('u1', 'user');
    const calls = network(async (call) => {
      if (call.url === '/api/refresh') {
        await new Promise((r) => setTimeout(r, 20));
        return json(200, { token: fresh, refresh_token: 'r2', role: 'user' });
      }
      if (call.url.startsWith('/api/item'))
        return call.headers.get('authorization') === `Bearer ${fresh}`
          ? json(200, { ok: call.url })
          : json(401, { message: 'x' });
      return csrfAnswer(call) ?? json(500, {});
    });
    const results = await Promise.all([apiFetch('/api/item/1'), apiFetch('/api/item/2'), apiFetch('/api/item/3')]);
    expect(results).toHaveLength(3);
    expect(calls.filter((c) => c.url === '/api/refresh')).toHaveLength(1);
  });

  it('network failure → ApiRequestError with status 0; session kept for offline work', async () => {
    network(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await apiFetch('/api/me').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as InstanceType<typeof ApiRequestError>).status).toBe(0);
    expect(session.getSession()).not.toBeNull();
  });

  it('422 keeps the French message and field errors', async () => {
    network(
      (call) =>
        csrfAnswer(call) ?? json(422, { message: 'Données invalides.', errors: { email: ['Email Incorrect'] } }),
    );
    await expect(apiFetch('/api/register', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 422,
      message: 'Données invalides.',
      errors: { email: ['Email Incorrect'] },
    });
  });
});

describe('session storage', () => {
  it("'remember me' keeps the session in localStorage, otherwise in sessionStorage", () => {
    expect(localStorage.getItem('boutique.session')).not.toBeNull();
    session.startSession({ token: jwt('u2', 'admin'), refresh_token: 'x', role: 'admin' }, false);
    expect(localStorage.getItem('boutique.session')).toBeNull();
    expect(sessionStorage.getItem('boutique.session')).not.toBeNull();
    expect(session.getSession()).toMatchObject({ userId: 'u2', role: 'admin' });
  });

  it('signOut calls /api/logout with the refresh token and clears the session even offline', async () => {
    const calls = network((call) => {
      if (call.url === '/api/logout') throw new TypeError('offline');
      return csrfAnswer(call) ?? json(200, {});
    });
    const seen: unknown[] = [];
    const stop = session.subscribeSession((s) => seen.push(s));
    await session.signOut(lastFetch);
    stop();
    expect(JSON.parse(String(calls.find((c) => c.url === '/api/logout')!.body))).toEqual({ refresh_token: 'r1' });
    expect(session.getSession()).toBeNull();
    expect(seen).toEqual([null]);
  });
});

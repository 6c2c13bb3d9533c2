import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, merchantUserId, signInInPage, ADMIN } from './support/fixtures';
import { setSubscriptionPlan } from './support/server-data';

// Useful offline everywhere: the merchant (atelier on) opens every back-office screen once online, then the
// network goes; each screen reopened offline shows what she saw — no endless loader, no red error — with the calm
// offline words. The administrator's screens likewise. `OFFLINE_MEASURE=1` only prints the count (before/after).

const measureOnly = process.env.OFFLINE_MEASURE === '1';
const routes = (JSON.parse(fs.readFileSync(path.join('dist', 'pwa', 'pwa-routes.json'), 'utf8')) as string[]).filter(
  (r) => !r.includes('$'),
);

type ScreenState = 'data' | 'loader' | 'error' | 'empty';

/** One look at `main`: an error, a loader still turning, or the screen's own text (the frame's bars set aside). */
function lookAtMain(online: boolean): { error: boolean; loading: boolean; own: string } {
  const main = document.querySelector('main');
  if (!main) return { error: false, loading: true, own: '' };
  const error = /Connexion impossible|Réseau nécessaire|Chargement impossible|Failed to fetch/.test(main.innerText);
  const frames = '[data-testid="offline-banner"], [data-testid="offline-read-only"], [data-testid="publication-state"]';
  // online, the publication bar's spinner (a new store being published) is the frame's; offline no spinner may turn
  const spinners = [...main.querySelectorAll<HTMLElement>('.mantine-Skeleton-root, .mantine-Loader-root')].filter(
    (el) => el.checkVisibility() && !(online && el.closest('[data-testid="publication-state"]')),
  );
  const words = [...main.querySelectorAll<HTMLElement>('p, span, div')].some(
    (el) => el.childElementCount === 0 && /^Chargement…?$/.test((el.textContent ?? '').trim()) && el.checkVisibility(),
  );
  const copy = main.cloneNode(true) as HTMLElement;
  for (const frame of copy.querySelectorAll(frames)) frame.remove();
  return { error, loading: spinners.length > 0 || words, own: (copy.textContent ?? '').replace(/\s+/g, ' ').trim() };
}

/**
 * What the screen shows: an error (at once), a loader, or its own content drawn and unchanged for 250 ms. Polled
 * until `waitMs`: a screen settles as soon as it can, and only one that never does costs the whole wait.
 */
async function screenState(page: Page, waitMs: number, online: boolean): Promise<ScreenState> {
  const deadline = Date.now() + waitMs;
  let last = '';
  for (;;) {
    const look = await page.evaluate(lookAtMain, online).catch(() => ({ error: false, loading: true, own: '' }));
    if (look.error) return 'error';
    const state: ScreenState = look.loading ? 'loader' : look.own.length > 20 ? 'data' : 'empty';
    if (state === 'data' && look.own === last) return 'data';
    last = state === 'data' ? look.own : '';
    if (Date.now() > deadline) return state;
    await page.waitForTimeout(250);
  }
}

/**
 * Online, each screen is opened afresh (a load, as when she starts the app on it: its first answers can arrive before
 * the device copy listens, the race that left six screens empty offline) and left once its reads answered and were
 * written down. Then the network goes and each screen is opened afresh again, so what it shows comes from the
 * device's copy, not from memory.
 */
async function visitAllThenOffline(page: Page, prefix: '/user' | '/admin') {
  const seen = new Map<string, string>();
  const started = Date.now();
  for (const route of routes.filter((r) => r.startsWith(`${prefix}/`))) {
    await page.goto(route);
    await screenState(page, 12_000, true);
    // its answers are written to IndexedDB a few ms after they arrive: the next load must not cut that short
    await page.waitForTimeout(400);
    const landed = new URL(page.url()).pathname;
    if (landed.startsWith(prefix) && !seen.has(landed)) seen.set(landed, route);
  }
  const onlineMs = Date.now() - started;
  await page.context().setOffline(true);
  const results: Record<string, ScreenState | 'no offline words'> = {};
  try {
    for (const screen of seen.keys()) {
      await page.goto(screen);
      // a busy device reads its copy slowly: up to 8 s, but a screen that shows its data is done at once
      results[screen] = await screenState(page, 8000, false);
      // with the calm words of the offline banner (the merchant's frame) or of the read-only sentence; the banner
      // comes with the frame's later part (app/frames/frame-sync.tsx, asked for at once offline), which a busy device
      // may draw a moment after the screen's data
      if (
        results[screen] === 'data' &&
        !(await page
          .getByText(/^Hors ligne : vous/)
          .first()
          .waitFor({ state: 'visible', timeout: 3000 })
          .then(
            () => true,
            () => false,
          ))
      )
        results[screen] = 'no offline words';
    }
  } finally {
    await page.context().setOffline(false);
  }
  const good = Object.values(results).filter((s) => s === 'data').length;
  console.log(`${prefix}: ${good} of ${seen.size} screens show their data offline`);
  console.log(
    `  online visits ${(onlineMs / 1000).toFixed(1)} s, offline visits ${((Date.now() - started - onlineMs) / 1000).toFixed(1)} s`,
  );
  for (const [screen, state] of Object.entries(results)) if (state !== 'data') console.log(`  ${state}: ${screen}`);
  return results;
}

// ~70 screens, each opened twice: longer than a usual journey (about 2.5 min alone; the ceiling is for a loaded machine)
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
    expect(Object.entries(results).filter(([, s]) => s !== 'data')).toEqual([]);
  }
});

test("the administrator's screens show their data offline after one online visit", async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 1280 });
  await signInInPage(page, ADMIN.email, ADMIN.password, /\/admin\/dashboard$/);
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  const results = await visitAllThenOffline(page, '/admin');
  if (!measureOnly) {
    expect(Object.entries(results).filter(([, s]) => s !== 'data')).toEqual([]);
  }
});

// Cold-load bench: how long a new visitor waits on a cheap phone's 3G, in Chromium with DevTools' network
// profiles set through the CDP (`Network.emulateNetworkConditions`), the browser cache empty and no service worker:
//   - the sign-in form usable (« Se connecter » enabled: the light page's script has run)     budget ≤ 4 s on Fast 3G
//   - the merchant dashboard's figures shown (a signed-in merchant on a new device)          ≤ 6 s Fast 3G, ≤ 20 s Slow 3G
//   - a second visit, the service worker installed: the dashboard drawn by React            ≤ 1.5 s on either, and offline
// against the baseline, the demo storefront's home (static HTML: its load event), measured the same way side by side.
// Times are the page's own clock from the navigation's start. Requests are counted up to the mark (sent before it),
// bytes (as transferred) up to when the bench reads it. Uses the built PWA (PWA_DIST_DIR, or dist/pwa: `npm run
// bench` builds it), Debian's Chromium, the demo seed and the demo storefront (published by the bench: an Astro
// build, ~20 s). BENCH_ROUNDS (default 1) rounds, the median is printed; BENCH_COLD_SKIP_SLOW=1 leaves out the Slow 3G runs (each takes up to a minute).
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { seedDemoData, DEMO_MERCHANT } from '../api/seed/demo';
import { publishStore } from '../api/publishing/publish-store';
import { startBrowserBench } from './browser-bench';

/**
 * DevTools' presets, exactly (Chromium's front end, SDK/NetworkManager: throughput in bytes per second, latency in ms,
 * the « target » figure times DevTools' own factors):
 *   Fast 3G: 1.6 Mbps × 0.9 down = 180 000 B/s, 750 kbps × 0.9 up = 84 375 B/s, 150 ms × 3.75 = 562.5 ms
 *   Slow 3G: 500 kbps × 0.8 down = 50 000 B/s, 500 kbps × 0.8 up = 50 000 B/s, 400 ms × 5 = 2 000 ms
 */
export const NETWORK_PROFILES = {
  'Fast 3G': {
    downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9,
    uploadThroughput: ((750 * 1000) / 8) * 0.9,
    latency: 150 * 3.75,
  },
  'Slow 3G': {
    downloadThroughput: ((500 * 1000) / 8) * 0.8,
    uploadThroughput: ((500 * 1000) / 8) * 0.8,
    latency: 400 * 5,
  },
} as const;
type ProfileName = keyof typeof NETWORK_PROFILES;

/** A cold dashboard makes ≤ 30 requests (files and API calls) before its figures show. */
const DASHBOARD_REQUESTS = 30;
const ROUNDS = Math.max(1, Math.min(5, Number(process.env.BENCH_ROUNDS ?? 1) || 1));
const SKIP_SLOW = process.env.BENCH_COLD_SKIP_SLOW === '1';

/** What a page is waiting for, checked on every DOM change (in the page, from an init script). */
const MARKS = {
  signin: `(() => { const b = [...document.querySelectorAll('button')].find((x) => /Se connecter/.test(x.textContent || ''));
    return Boolean(b && !b.disabled && document.querySelector('input[type="password"]')); })()`,
  figures: `Boolean(document.querySelector('[data-testid="figure-customers"]'))`,
  storefront: `document.readyState === 'complete'`,
} as const;
type Mark = keyof typeof MARKS;

interface Run {
  ms: number;
  requests: number;
  kb: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Installs the mark watcher: window.__mark is the page clock when the condition first held. */
async function watch(context: BrowserContext, mark: Mark) {
  await context.addInitScript(`(() => {
    const check = () => { try { return ${MARKS[mark]}; } catch { return false; } };
    const done = () => { if (window.__mark === undefined && check()) { window.__mark = performance.now(); return true; } return false; };
    const start = () => {
      if (done()) return;
      const mo = new MutationObserver(() => { if (done()) mo.disconnect(); });
      mo.observe(document, { childList: true, subtree: true, attributes: true });
      addEventListener('load', () => setTimeout(done, 0));
    };
    start();
  })();`);
}

async function throttle(page: Page, profile: ProfileName | 'offline') {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send(
    'Network.emulateNetworkConditions',
    profile === 'offline'
      ? { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 }
      : { offline: false, ...NETWORK_PROFILES[profile] },
  );
  // Requests and transferred bytes, from the same session (service-worker answers included, as the page sees them).
  const counted = { requests: 0, bytes: 0, sentAt: [] as number[] };
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.request.url.startsWith('data:')) return;
    counted.requests++;
    counted.sentAt.push(e.wallTime * 1000); // wall clock, ms
    // BENCH_LIST_REQUESTS=1 names each request (which files a page fetches before its mark).
    if (process.env.BENCH_LIST_REQUESTS === '1') console.log(`    ${profile} ${new URL(e.request.url).pathname}`);
  });
  cdp.on('Network.loadingFinished', (e) => (counted.bytes += e.encodedDataLength));
  return counted;
}

async function measure(
  page: Page,
  url: string,
  counted: { requests: number; bytes: number; sentAt: number[] },
): Promise<Run> {
  await page.goto(url, { waitUntil: 'commit', timeout: 180_000 });
  await page.waitForFunction(() => (window as unknown as { __mark?: number }).__mark !== undefined, null, {
    timeout: 180_000,
    polling: 100,
  });
  const [ms, markedAt] = await page.evaluate(() => {
    const mark = (window as unknown as { __mark: number }).__mark;
    return [mark, performance.timeOrigin + mark];
  });
  // Requests sent up to the mark, not up to this read: what the page asks for once its figures show (the chart, the
  // device's database, the frame's later parts) comes after them, however late this poll sees the mark.
  return { ms, requests: counted.sentAt.filter((t) => t <= markedAt).length, kb: counted.bytes / 1024 };
}

interface Session {
  userId: string;
  accessToken: string;
  refreshToken: string;
}

async function newContext(browser: Browser, base: string, session: Session | null, sw: boolean) {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 390, height: 844 },
    locale: 'fr-FR',
    serviceWorkers: sw ? 'allow' : 'block',
  });
  if (session)
    await context.addInitScript(
      `localStorage.setItem('boutique.session', ${JSON.stringify(JSON.stringify({ ...session, role: 'user' }))});`,
    );
  return context;
}

/** One cold visit: a new context (empty cache), no service worker. */
async function cold(
  browser: Browser,
  base: string,
  url: string,
  mark: Mark,
  profile: ProfileName,
  session: Session | null,
) {
  const context = await newContext(browser, base, session, false);
  try {
    await watch(context, mark);
    const page = await context.newPage();
    const counted = await throttle(page, profile);
    return await measure(page, url, counted);
  } finally {
    await context.close();
  }
}

/** A second visit: the first (unthrottled) installs the service worker and syncs; the next navigation is timed. */
async function second(
  browser: Browser,
  base: string,
  url: string,
  mark: Mark,
  profile: ProfileName | 'offline',
  session: Session | null,
) {
  const context = await newContext(browser, base, session, true);
  try {
    await watch(context, mark);
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForFunction(() => (window as unknown as { __mark?: number }).__mark !== undefined, null, {
      timeout: 60_000,
    });
    await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.ready;
      return reg.active?.state;
    });
    await page.waitForTimeout(3000); // the first sync reaches the device (the offline dashboard counts on it)
    const counted = await throttle(page, profile);
    return await measure(page, url, counted);
  } finally {
    await context.close();
  }
}

const fmt = (label: string, runs: Run[], budget?: number, requestBudget?: number) => {
  const ms = median(runs.map((r) => r.ms));
  const r = runs.find((x) => x.ms === ms)!;
  const verdict =
    (budget === undefined ? '' : `  budget ≤ ${(budget / 1000).toFixed(1)} s: ${ms <= budget ? 'met' : 'MISSED'}`) +
    (requestBudget === undefined
      ? ''
      : `, ≤ ${requestBudget} requests: ${r.requests <= requestBudget ? 'met' : 'MISSED'}`);
  console.log(
    `${label.padEnd(44)} ${(ms / 1000).toFixed(2).padStart(6)} s  ${String(r.requests).padStart(4)} requests ${r.kb.toFixed(0).padStart(5)} KB${verdict}`,
  );
  return ms;
};

export default async function coldLoadBench() {
  const bench = await startBrowserBench('cold-load', seedDemoData);
  const { dist, dataDir, db, base, browser } = bench;
  try {
    const store = await db.selectFrom('stores').select('id').where('slug', '=', 'demo').executeTakeFirstOrThrow();
    const outcome = await publishStore(db, dataDir, store.id);
    if (outcome.status !== 'published')
      throw new Error(`the demo storefront was not published: ${JSON.stringify(outcome)}`);
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ emailOrPhone: DEMO_MERCHANT.email, password: DEMO_MERCHANT.password }),
    });
    if (login.status !== 200) throw new Error(`POST /api/login → ${login.status}`);
    const answer = (await login.json()) as { token: string; refresh_token: string };
    const payload = JSON.parse(Buffer.from(answer.token.split('.')[1]!, 'base64url').toString()) as { sub: string };
    const session: Session = { userId: payload.sub, accessToken: answer.token, refreshToken: answer.refresh_token };

    // The server compresses each file once, on its first request (api/web/pwa.ts, brotli quality 11: ~2 s of CPU
    // for the largest file here): asked once before timing, so that « cold » means the browser's cache, not the
    // server's (compressed at build time).
    for (const f of fs.readdirSync(path.join(dist, 'assets')))
      await (await fetch(`${base}/assets/${f}`, { headers: { 'accept-encoding': 'br, gzip' } })).arrayBuffer();
    for (const page of ['/auth/signin', '/user/dashboard'])
      await (await fetch(`${base}${page}`, { headers: { 'accept-encoding': 'br, gzip' } })).arrayBuffer();

    const rounds = async (fn: () => Promise<Run>) => {
      const runs: Run[] = [];
      for (let i = 0; i < ROUNDS; i++) runs.push(await fn());
      return runs;
    };
    console.log(`PWA from ${dist}; ${ROUNDS} round(s), median; viewport 390×844; cache empty, no service worker:`);
    const profiles: ProfileName[] = SKIP_SLOW ? ['Fast 3G'] : ['Fast 3G', 'Slow 3G'];
    for (const profile of profiles) {
      const p = NETWORK_PROFILES[profile];
      console.log(
        `\n${profile} (down ${p.downloadThroughput} B/s, up ${p.uploadThroughput} B/s, latency ${p.latency} ms):`,
      );
      const shop = fmt(
        'baseline: storefront home /demo/ (load)',
        await rounds(() => cold(browser, base, '/demo/', 'storefront', profile, null)),
      );
      const signin = fmt(
        'sign-in form usable /auth/signin',
        await rounds(() => cold(browser, base, '/auth/signin', 'signin', profile, null)),
        profile === 'Fast 3G' ? 4000 : undefined,
      );
      const dash = fmt(
        'dashboard figures shown /user/dashboard',
        await rounds(() => cold(browser, base, '/user/dashboard', 'figures', profile, session)),
        profile === 'Fast 3G' ? 6000 : 20_000,
        DASHBOARD_REQUESTS,
      );
      console.log(
        `  ratios to the storefront home: sign-in ${(signin / shop).toFixed(1)}×, dashboard ${(dash / shop).toFixed(1)}×`,
      );
    }
    console.log('\nSecond visit, the service worker installed (first visit unthrottled):');
    for (const profile of [...profiles, 'offline'] as const)
      fmt(
        `dashboard figures shown, ${profile}`,
        await rounds(() => second(browser, base, '/user/dashboard', 'figures', profile, session)),
        1500,
      );
  } finally {
    await bench.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await coldLoadBench();

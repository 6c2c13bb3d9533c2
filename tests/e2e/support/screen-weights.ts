// What Chromium fetches to draw a back-office screen on a cold load: a new browser context (empty cache, cache
// disabled through the CDP), no service worker, a signed-in session already on the device: every request started in
// the first wave, until the network has been quiet for 500 ms after the screen is drawn, on the browser's own clock
// (firstWaveEnd). Counted: every JavaScript and CSS file of that wave, by its gzip
// size (level 9, computed here from the bytes received: the same figure on every run, whatever the server's
// compression or the machine's load). Used by the screen-weights journey (tests/e2e/every-back-office-screen-…) and
// by `npm run bench -- screen-weights`.
import { gzipSync } from 'node:zlib';
import type { Browser, Page, Request } from '@playwright/test';
import { ATELIER_SCREENS, DETAIL_FROM_LIST, MERCHANT_SCREENS } from './back-office-screens';

/** The budgets a browser's count must hold (gzip JavaScript): the dashboard, and every other back-office screen. */
export const SCREEN_BUDGETS = { dashboardKB: 200, otherKB: 250 } as const;

/** The screens weighed: every merchant and atelier screen of the menus, their forms, and one detail page of each list. */
export const WEIGHED_SCREENS = [...MERCHANT_SCREENS, ...ATELIER_SCREENS, '/user/atelier/costumer/customermeasure'];

export interface StoredSession {
  userId: string;
  accessToken: string;
  refreshToken: string;
  role: 'user' | 'admin';
}

export interface ScreenWeight {
  screen: string;
  jsBytes: number;
  jsFiles: number;
  cssBytes: number;
  cssFiles: number;
  /** Each file fetched, with its gzip bytes, heaviest first (to say what a screen carries). */
  files: { file: string; gzip: number }[];
  /** Files fetched after the network was idle (when asked to look on), not counted above. */
  later: { file: string; gzip: number }[];
}

/** Signs in over the API and returns what the PWA keeps on the device (lib/session-store.ts). */
export async function apiSession(base: string, emailOrPhone: string, password: string): Promise<StoredSession> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailOrPhone, password }),
  });
  if (res.status !== 200) throw new Error(`POST /api/login → ${res.status}`);
  const answer = (await res.json()) as { token: string; refresh_token: string; role: 'user' | 'admin' };
  const payload = JSON.parse(Buffer.from(answer.token.split('.')[1]!, 'base64url').toString()) as { sub: string };
  return { userId: payload.sub, accessToken: answer.token, refreshToken: answer.refresh_token, role: answer.role };
}

async function coldPage(browser: Browser, base: string, session: StoredSession) {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 390, height: 844 },
    locale: 'fr-FR',
    serviceWorkers: 'block',
  });
  await context.addInitScript(
    `localStorage.setItem('boutique.session', ${JSON.stringify(JSON.stringify(session))});
     localStorage.setItem('boutique.remember', '1');`,
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  return page;
}

/** The network is idle: no request of the page in flight and none started for this long (Playwright's `networkidle`). */
const QUIET_MS = 500;

/**
 * Tracks the page's requests; `quiet()` resolves once React has drawn the screen (its `main` holds some text) and
 * then the network has been idle for QUIET_MS. Waiting for the screen first: on a busy machine the browser may spend
 * more than 500 ms compiling the framework before it asks for the screen's own files, a silence that is not the end.
 */
function networkWatch(page: Page) {
  const inFlight = new Set<unknown>();
  let lastActivity = Date.now();
  page.on('request', (r) => {
    inFlight.add(r);
    lastActivity = Date.now();
  });
  const done = (r: unknown) => {
    inFlight.delete(r);
    lastActivity = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async quiet() {
      await page
        .waitForFunction(
          () => {
            const main = document.querySelector('main');
            return Boolean(main && (main.textContent ?? '').trim().length >= 20);
          },
          null,
          { timeout: 60_000, polling: 100 },
        )
        .catch(() => {}); // a screen that never settles is still weighed: what it fetched until the network is idle
      const deadline = Date.now() + 120_000;
      while (Date.now() < deadline && (inFlight.size > 0 || Date.now() - lastActivity < QUIET_MS))
        await new Promise((r) => setTimeout(r, 50));
    },
  };
}

/** The text that tells the screen is drawn: its `main` holds some (the same test as networkWatch's). */
const DRAWN_AT = `(() => {
  const mark = () => {
    const main = document.querySelector('main');
    if (window.__drawnAt || !main || (main.textContent ?? '').trim().length < 20) return;
    window.__drawnAt = Date.now();
    observer.disconnect();
  };
  const observer = new MutationObserver(mark);
  document.addEventListener('DOMContentLoaded', () => {
    observer.observe(document.documentElement, { subtree: true, childList: true, characterData: true });
    mark();
  });
})();`;

/** A request as the browser timed it: when it started and when its last byte came (ms, the page's wall clock). */
interface Span {
  start: number;
  end: number;
}

/**
 * The end of the first wave, on the browser's own clock: from the moment the screen is drawn, the first instant when
 * no request (of code, styles or data) is in flight and none starts for QUIET_MS. Read from the requests' timings, not from when this process
 * heard of them: on a busy machine the browser's events reach it late and in bursts, which made a quiet page look
 * busy (and the files the app fetches once its network is quiet counted as the screen's).
 */
export function firstWaveEnd(spans: readonly Span[], drawnAt: number): number {
  let t = drawnAt;
  for (;;) {
    const busyUntil = Math.max(...spans.filter((s) => s.start <= t && s.end > t).map((s) => s.end), -Infinity);
    if (busyUntil > t) {
      t = busyUntil;
      continue;
    }
    const next = Math.min(...spans.filter((s) => s.start > t).map((s) => s.start), Infinity);
    if (next - t >= QUIET_MS) return t;
    t = next;
  }
}

/**
 * One cold load of `screen`: the JavaScript and CSS whose requests started in the first wave (firstWaveEnd). With
 * `laterMs`, the files fetched in that time after it are listed too (`later`, not counted in the screen's weight).
 */
export async function weighScreen(browser: Browser, base: string, session: StoredSession, screen: string, laterMs = 0) {
  const page = await coldPage(browser, base, session);
  await page.addInitScript(DRAWN_AT);
  const watch = networkWatch(page);
  const spans: Span[] = [];
  const timed = (request: Request) => {
    // Pictures and fonts draw the screen but fetch no code: the app's own notion of a quiet network (lib/network-quiet)
    // does not wait for them either, so a slow picture neither holds the wave open nor ends it.
    if (['image', 'media', 'font'].includes(request.resourceType())) return;
    const t = request.timing();
    spans.push({ start: t.startTime, end: t.startTime + Math.max(0, t.responseEnd) });
  };
  page.on('requestfinished', timed);
  page.on('requestfailed', timed);
  const bodies: Promise<{ file: string; kind: 'js' | 'css'; gzip: number; start: number } | null>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    const kind = url.pathname.endsWith('.js') ? 'js' : url.pathname.endsWith('.css') ? 'css' : null;
    if (!kind || url.origin !== new URL(base).origin || response.status() !== 200) return;
    const start = response.request().timing().startTime;
    bodies.push(
      response.body().then(
        (body) => ({ file: url.pathname, kind, gzip: gzipSync(body, { level: 9 }).byteLength, start }),
        () => null,
      ),
    );
  });
  try {
    await page.goto(screen, { waitUntil: 'load', timeout: 120_000 });
    await watch.quiet();
    // The stragglers' timings, and what comes after the first wave when asked to look on.
    await page.waitForTimeout(Math.max(laterMs, QUIET_MS * 2));
    const landed = new URL(page.url()).pathname;
    if (landed !== screen) throw new Error(`${screen}: the page went to ${landed} (signed out? not in her plan?)`);
    const all = (await Promise.all(bodies)).filter((f) => f !== null);
    const drawnAt =
      ((await page.evaluate('window.__drawnAt')) as number | undefined) ?? Math.min(...spans.map((s) => s.start));
    const waveEnd = firstWaveEnd(spans, drawnAt);
    const unique = [...new Map(all.map((f) => [f.file, f])).values()].sort((a, b) => b.gzip - a.gzip);
    const first = unique.filter((f) => f.start <= waveEnd);
    const of = (kind: 'js' | 'css') => first.filter((f) => f.kind === kind);
    const sum = (fs: { gzip: number }[]) => fs.reduce((n, f) => n + f.gzip, 0);
    return {
      screen,
      jsBytes: sum(of('js')),
      jsFiles: of('js').length,
      cssBytes: sum(of('css')),
      cssFiles: of('css').length,
      files: first.map(({ file, gzip }) => ({ file, gzip })),
      later: laterMs > 0 ? unique.filter((f) => f.start > waveEnd).map(({ file, gzip }) => ({ file, gzip })) : [],
    } satisfies ScreenWeight;
  } finally {
    await page.context().close();
  }
}

/** One detail page of each list the merchant has (found on the list, as she would tap it). */
export async function detailScreens(browser: Browser, base: string, session: StoredSession): Promise<string[]> {
  const page: Page = await coldPage(browser, base, session);
  const found: string[] = [];
  try {
    for (const { list, link } of DETAIL_FROM_LIST.filter((d) => d.list.startsWith('/user/'))) {
      await page.goto(list, { waitUntil: 'networkidle', timeout: 120_000 });
      const hrefs = await page.locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
      const href = hrefs.find((h) => link.test(h));
      if (href) found.push(href);
    }
  } finally {
    await page.context().close();
  }
  return found;
}

export const budgetOf = (screen: string) =>
  (screen === '/user/dashboard' ? SCREEN_BUDGETS.dashboardKB : SCREEN_BUDGETS.otherKB) * 1024;

/** One line of the table: « /user/dashboard   290.1 KB in 27 files   CSS 12.0 KB in 3 ». */
export const weightLine = (w: ScreenWeight) =>
  `${w.screen.padEnd(52)} ${(w.jsBytes / 1024).toFixed(1).padStart(6)} KB in ${String(w.jsFiles).padStart(2)} JS files` +
  `   CSS ${(w.cssBytes / 1024).toFixed(1).padStart(5)} KB in ${w.cssFiles}` +
  `${w.jsBytes > budgetOf(w.screen) ? `   OVER ${budgetOf(w.screen) / 1024} KB` : ''}`;

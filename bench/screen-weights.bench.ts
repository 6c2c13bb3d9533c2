// Screen weights as Chromium counts them (what the size journey checks, tests/e2e/on-a-new-device-every-back-office-…):
// each back-office screen of the demo merchant opened cold (new context, cache off through the CDP, no service
// worker, signed in), the gzip JavaScript and CSS fetched until the network is idle, against the budgets (dashboard
// ≤ 200 KB, every other screen ≤ 250 KB). pwa-size.bench.ts prints the static import graph beside it. Uses the built
// PWA (PWA_DIST_DIR, or dist/pwa: `npm run bench` builds it), Debian's Chromium and the demo seed on a throw-away
// database. BENCH_SCREENS=/user/dashboard,/user/orders/new weighs only those; BENCH_VERBOSE=1 lists each screen's files.
import { seedDemoData, DEMO_MERCHANT } from '../api/seed/demo';
import {
  WEIGHED_SCREENS,
  apiSession,
  budgetOf,
  detailScreens,
  weighScreen,
  weightLine,
} from '../tests/e2e/support/screen-weights';
import { startBrowserBench } from './browser-bench';

export default async function screenWeightsBench() {
  const bench = await startBrowserBench('screen-weights', seedDemoData);
  const { dist, base, browser } = bench;
  try {
    const session = await apiSession(base, DEMO_MERCHANT.email, DEMO_MERCHANT.password);
    const only = (process.env.BENCH_SCREENS ?? '').split(',').filter(Boolean);
    const screens = only.length > 0 ? only : [...WEIGHED_SCREENS, ...(await detailScreens(browser, base, session))];
    console.log(`PWA from ${dist}; Chromium cold loads at 390×844, cache off, no service worker, signed in:`);
    let over = 0;
    let heaviest = { screen: '', kb: 0 };
    for (const screen of screens) {
      const w = await weighScreen(browser, base, session, screen);
      console.log(weightLine(w));
      if (process.env.BENCH_VERBOSE)
        console.log(
          `      ${w.files.map((f) => `${f.file.replace(/^\/assets\//, '')} ${(f.gzip / 1024).toFixed(1)}`).join(', ')}`,
        );
      if (w.jsBytes > budgetOf(screen)) over++;
      if (screen !== '/user/dashboard' && w.jsBytes / 1024 > heaviest.kb) heaviest = { screen, kb: w.jsBytes / 1024 };
    }
    console.log(
      `${screens.length} screens; heaviest besides the dashboard ${heaviest.screen} ${heaviest.kb.toFixed(1)} KB; ` +
        `${over} over budget (dashboard ≤ ${budgetOf('/user/dashboard') / 1024} KB, others ≤ ${budgetOf('/x') / 1024} KB)`,
    );
  } finally {
    await bench.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await screenWeightsBench();

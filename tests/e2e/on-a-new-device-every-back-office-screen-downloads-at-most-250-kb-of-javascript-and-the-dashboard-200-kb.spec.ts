import { test, expect } from '@playwright/test';
import {
  WEIGHED_SCREENS,
  apiSession,
  budgetOf,
  detailScreens,
  weighScreen,
  weightLine,
  type ScreenWeight,
} from './support/screen-weights';

// Screen weights as a browser counts them: each back-office screen opened cold in Chromium (cache off, no service
// worker, signed in), everything it fetches until the network is quiet. The demo merchant (entreprise plan, atelier
// on, products, orders, customers and measurements) is only read: her screens draw with real data. Bytes are gzip
// sizes of the files received (stable from run to run), not times.
const DEMO = { email: 'marchand@boutique.local', password: 'Marchand1234' };

// ~45 cold loads one after another: longer than a usual journey on a shared machine.
test.describe.configure({ timeout: 600_000 });

test('on a new device every back-office screen downloads at most 250 KB of JavaScript and the dashboard 200 KB', async ({
  browser,
  baseURL,
}) => {
  const base = baseURL!;
  const session = await apiSession(base, DEMO.email, DEMO.password);
  const screens = [...WEIGHED_SCREENS, ...(await detailScreens(browser, base, session))];
  expect(screens.filter((s) => /\/(orders|customers|products\/edit|single)\/[^/]+$/.test(s)).length).toBeGreaterThan(3);
  const weights: ScreenWeight[] = [];
  for (const screen of screens) {
    weights.push(await weighScreen(browser, base, session, screen));
    console.log(weightLine(weights.at(-1)!));
  }
  const over = weights
    .filter((w) => w.jsBytes > budgetOf(w.screen))
    .map((w) => `${weightLine(w)}: ${w.files.slice(0, 4).map((f) => `${f.file} ${(f.gzip / 1024).toFixed(1)}`)}`);
  expect(over, 'screens over their budget').toEqual([]);
  // the count is real: the dashboard fetches the app's framework and its own screen
  const dashboard = weights.find((w) => w.screen === '/user/dashboard')!;
  expect(dashboard.jsFiles).toBeGreaterThan(3);
  expect(dashboard.jsBytes).toBeGreaterThan(50 * 1024);
});

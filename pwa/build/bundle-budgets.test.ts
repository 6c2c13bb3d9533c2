// The PWA's size budgets (decision 013): gzip bytes of the JavaScript a cold load of a page fetches, and
// its files, read from the build's manifest. Builds the PWA first when dist/pwa is missing or older than the sources
// (about 20 s, pwa/build/fresh-build.ts), so that `npm test` checks what the code gives today (the journeys then reuse
// that build); bytes are stable, this is not a timed test.
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BUDGETS,
  backOfficeRoutes,
  biggest,
  gzipper,
  kb,
  pageWeight,
  readManifest,
  type Manifest,
} from './bundle-budgets';
import { buildPwaIfStale } from './fresh-build';

const dist = process.env.PWA_DIST_DIR || path.resolve('dist/pwa');

let manifest: Manifest;
const gzip = gzipper(dist);

beforeAll(() => {
  if (!process.env.PWA_DIST_DIR) buildPwaIfStale(dist);
  manifest = readManifest(dist);
}, 320_000);

describe('what a cold load of a PWA page downloads', () => {
  for (const page of [BUDGETS.signin, BUDGETS.dashboard])
    it(`${page.path}: JavaScript ≤ ${page.limitKB} KB gzip (issue's target ${page.targetKB} KB), ≤ ${page.files} files`, () => {
      const w = pageWeight(manifest, dist, page.route, gzip);
      const said = `${page.path}: ${kb(w.jsBytes)} in ${w.files} files; biggest: ${biggest(w)}`;
      expect(w.jsBytes, said).toBeLessThanOrEqual(page.limitKB * 1024);
      expect(w.files, said).toBeLessThanOrEqual(page.files);
    });

  it(`every other back-office screen: JavaScript ≤ ${BUDGETS.otherKB.limitKB} KB gzip`, () => {
    const routes = backOfficeRoutes(manifest);
    expect(routes.length).toBeGreaterThan(50);
    const over = routes
      .map((route) => ({ route, w: pageWeight(manifest, dist, route, gzip) }))
      .filter(({ w }) => w.jsBytes > BUDGETS.otherKB.limitKB * 1024)
      .map(({ route, w }) => `${route}: ${kb(w.jsBytes)} (biggest: ${biggest(w)})`);
    expect(over, 'screens over their budget').toEqual([]);
  });

  it('no page downloads a chunk holding a screen of another route (a route file pulling a screen into the entry)', () => {
    const w = pageWeight(manifest, dist, BUDGETS.signin.route, gzip);
    const screens = Object.values(manifest)
      .filter((c) => c.src && /^features\/.+Page\.tsx$/.test(c.src) && !/auth\//.test(c.src))
      .map((c) => c.file);
    expect(w.js.map((f) => f.file).filter((f) => screens.includes(f))).toEqual([]);
  });
});

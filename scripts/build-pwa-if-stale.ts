// `npm run test:e2e` builds the PWA only when dist/pwa is older than its sources (pwa/build/fresh-build.ts): in
// `npm test` the size test has just built it from the same sources, so the journeys reuse that build.
import { buildPwaIfStale } from '../pwa/build/fresh-build';

console.log(
  buildPwaIfStale() ? 'PWA construite (dist/pwa).' : 'PWA déjà construite depuis les sources actuelles (dist/pwa).',
);

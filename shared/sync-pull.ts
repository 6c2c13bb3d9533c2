// The pull's page size and headers (the offline-sync wire contract: shared/sync.ts re-exports them). No valibot here:
// the PWA's early first pull (pwa/lib/sync/first-pull.ts) reads them on the dashboard's first load.

/**
 * Pull page size: default and upper bound. The PWA asks for the largest pages: on 3G each request costs more than half
 * a second of latency, so a new tablet gets a whole workshop (18,000 rows, ~0.7 MB compressed) in 4 requests, not 90;
 * a page (~6 MB of JSON, ~190 KB on the wire) takes about a second on "Fast 3G", longer than the latency the next
 * request, asked for as soon as this one's headers come (PULL_CURSOR_HEADER), spends on its way.
 */
export const PULL_LIMIT_DEFAULT = 200;
export const PULL_LIMIT_MAX = 5000;
/**
 * A pull answer's cursor and whether more follow, also sent as headers: the device asks for the next page as soon as
 * the headers come, while this page's body is still on its way (the body says the same; the device checks).
 */
export const PULL_CURSOR_HEADER = 'x-sync-cursor';
export const PULL_HAS_MORE_HEADER = 'x-sync-has-more';
/**
 * A new device asks for each page as soon as the headers of the one before come (their cursor), whatever it is writing
 * meanwhile, and keeps at most this many pages waiting to be written (as text: memory on a cheap phone). One after the
 * other, not several at once: measured on Fast 3G and Slow 3G, pages asked at once shared the link and came together
 * at the end, all to be written then (bench/atelier.bench.ts; decision 003).
 */
export const PULL_PAGES_AHEAD = 3;

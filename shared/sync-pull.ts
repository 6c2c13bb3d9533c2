// The pull's page size and headers (the offline-sync wire contract: shared/sync.ts re-exports them). No valibot here:
// the PWA's early first pull (pwa/lib/sync/first-pull.ts) reads them on the dashboard's first load (issue 22).

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
 * Asked with `ahead=<n>` (≤ PULL_AHEAD_MAX), a pull answer also announces in this header where the next n pages start
 * (their `since`, comma-separated, as of now): a new device asks for them at once, in parallel, instead of one after
 * the other. Each is still written only after the pages before it, and only when it starts at or below what the
 * device then holds (rows only move up, so a page asked early can overlap, never leave a gap): decision 003.
 */
export const PULL_NEXT_HEADER = 'x-sync-next';
export const PULL_AHEAD_MAX = 3;

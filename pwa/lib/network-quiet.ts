// The page's network is quiet: what a screen does not draw (the sync engine, the frame's menus, the real select and
// date fields behind lib/ui's stand-ins) is fetched after the screen's own files and answers, not among them, so a
// phone's slow link serves the screen first and a cold load's first wave holds only what it draws (decision 013).
// Offline, files come from the service worker at once and the quiet follows them.
/** The network is quiet once no file or answer has arrived for this long. */
export const NETWORK_QUIET_MS = 1000;
// However busy the page's network, what waits comes at the latest this long after the screen is drawn. Long enough
// for a first wave on a slow link or a busy phone (8 s was not: a loaded machine took longer and fetched the deferred
// parts among the screen's own); what the merchant reaches for comes at once anyway (lib/ui/lazy-part.ts).
const QUIET_AT_THE_LATEST_MS = 20_000;

let lastArrival = 0;
let inFlight = 0;
let observing = false;
/**
 * When the page last received a file or an answer (the page's clock), and how many of its requests through `fetch` (the
 * API's) are still waiting: a slow answer is not a quiet network. Watched from the first call on.
 */
function watchArrivals() {
  if (observing || typeof PerformanceObserver === 'undefined') return;
  observing = true;
  const fetchNow = window.fetch.bind(window);
  window.fetch = (...args: Parameters<typeof fetch>) => {
    inFlight++;
    return fetchNow(...args).finally(() => {
      inFlight--;
      lastArrival = Math.max(lastArrival, performance.now());
    });
  };
  const note = (entries: PerformanceEntryList) => {
    for (const e of entries) lastArrival = Math.max(lastArrival, (e as PerformanceResourceTiming).responseEnd);
  };
  note(performance.getEntriesByType('resource'));
  try {
    new PerformanceObserver((list) => note(list.getEntries())).observe({ type: 'resource', buffered: true });
  } catch {
    // an old browser: the latest bound below still holds
  }
}

// From the app's first module on: a request sent before the first question counts too.
if (typeof window !== 'undefined') watchArrivals();

/**
 * Calls `then` once no API request is waiting and the page has received nothing for NETWORK_QUIET_MS (at the latest
 * QUIET_AT_THE_LATEST_MS after the call).
 */
export function whenNetworkQuiet(then: () => void): () => void {
  watchArrivals();
  const giveUpAt = performance.now() + QUIET_AT_THE_LATEST_MS;
  let timer: number | undefined;
  const check = () => {
    const now = performance.now();
    const quietFor = now - lastArrival;
    if ((inFlight === 0 && quietFor >= NETWORK_QUIET_MS) || now >= giveUpAt) then();
    else timer = window.setTimeout(check, Math.max(50, Math.min(NETWORK_QUIET_MS - quietFor, giveUpAt - now) + 20));
  };
  check();
  return () => window.clearTimeout(timer);
}

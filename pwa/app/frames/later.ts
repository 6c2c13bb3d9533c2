import { useEffect, useState } from 'react';
import { whenNetworkQuiet } from '../../lib/network-quiet';

let drawn = false;
const waiting = new Set<() => void>();
/** A screen says its data is drawn (the dashboard's figures): what waits for the first paint may come now. */
export function screenDrawn() {
  if (drawn) return;
  drawn = true;
  for (const cb of [...waiting]) cb();
  waiting.clear();
}
// A screen that never says so: its frame's parts come this long after the load event.
const SCREEN_DRAWN_AT_THE_LATEST_MS = 3000;
/**
 * Runs `load` once the screen's data is drawn (screenDrawn) or, at the latest, 3 s after the load event, then once
 * the page's network is quiet (its screen's files and answers are in) and the browser idle: the frame's parts a first
 * paint does not show (the sync engine, the device's copy of the answers) come after the screen's own requests, not
 * among them, and a phone's slow link serves the screen first. Offline nothing arrives: they come at once.
 */
export function afterFirstPaint(load: () => unknown): () => void {
  let handle: number | undefined;
  let timer: number | undefined;
  let cancelled = false;
  let stopQuiet: (() => void) | undefined;
  const idle = () => {
    if (cancelled || handle !== undefined || stopQuiet) return;
    waiting.delete(idle);
    window.clearTimeout(timer);
    stopQuiet = whenNetworkQuiet(() => {
      if (cancelled) return;
      const ric = window.requestIdleCallback;
      handle = ric ? ric(() => load(), { timeout: 2000 }) : window.setTimeout(load, 200);
    });
  };
  const loaded = () => {
    if (drawn) idle();
    else {
      waiting.add(idle);
      timer = window.setTimeout(idle, SCREEN_DRAWN_AT_THE_LATEST_MS);
    }
  };
  if (document.readyState === 'complete') loaded();
  else window.addEventListener('load', loaded, { once: true });
  return () => {
    cancelled = true;
    waiting.delete(idle);
    window.clearTimeout(timer);
    window.removeEventListener('load', loaded);
    stopQuiet?.();
    if (handle !== undefined) (window.cancelIdleCallback ?? window.clearTimeout)(handle);
  };
}

/** False on the first paint, true once the page is drawn and the browser idle (see afterFirstPaint). */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => afterFirstPaint(() => setReady(true)), []);
  return ready;
}

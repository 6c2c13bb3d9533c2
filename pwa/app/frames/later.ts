import { lazy, useEffect, useState, type ComponentType } from 'react';

/**
 * Runs `load` once the page is drawn and the browser is idle (after the load event): the frame's parts a first paint
 * does not show come after the screen's own requests, not before them (issue 22).
 */
export function afterFirstPaint(load: () => unknown): () => void {
  let handle: number | undefined;
  let cancelled = false;
  const idle = () => {
    if (cancelled) return;
    const ric = window.requestIdleCallback;
    handle = ric ? ric(() => load(), { timeout: 2000 }) : window.setTimeout(load, 200);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', idle);
    if (handle !== undefined) (window.cancelIdleCallback ?? window.clearTimeout)(handle);
  };
}

/** `React.lazy` of one named export of a module loaded with `import()`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyExport<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}

/** False on the first paint, true once the page is drawn and the browser idle (see afterFirstPaint). */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => afterFirstPaint(() => setReady(true)), []);
  return ready;
}

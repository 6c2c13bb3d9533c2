import type { AppDeps } from './context';

/**
 * Starts the long-running work of the process (storefront publishing worker, ...).
 * Returns a function that stops it cleanly.
 */
export async function startBackgroundWork(deps: AppDeps): Promise<() => Promise<void>> {
  void deps;
  return async () => {};
}

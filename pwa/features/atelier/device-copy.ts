import { ApiRequestError } from '../../lib/api';
import { getSession } from '../../lib/session';

/**
 * The atelier's reference data (switch, parts, clothing models) kept on the device, so the measurement form and the
 * order form work offline after a reload: every answer is saved in localStorage (per merchant), and when the network
 * cannot be reached the saved copy answers instead. Other errors (403: atelier off) are never hidden.
 */
export async function withDeviceCopy<T>(name: string, fetcher: () => Promise<T>): Promise<T> {
  const key = storageKey(name);
  try {
    const value = await fetcher();
    try {
      if (key) window.localStorage.setItem(key, JSON.stringify(value));
    } catch {
      // storage full or unavailable: the copy is a convenience
    }
    return value;
  } catch (error) {
    const saved = key && error instanceof ApiRequestError && error.status === 0 ? readCopy<T>(key) : undefined;
    if (saved !== undefined) return saved;
    throw error;
  }
}

/** The saved copy, to show at once while the network answers (or never answers). */
export function deviceCopy<T>(name: string): T | undefined {
  const key = storageKey(name);
  return key ? readCopy<T>(key) : undefined;
}

function storageKey(name: string): string | null {
  const session = getSession();
  return session ? `boutique.atelier.${session.userId}.${name}` : null;
}

function readCopy<T>(key: string): T | undefined {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : undefined;
  } catch {
    return undefined;
  }
}

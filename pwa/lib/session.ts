import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession, type Session } from './session-store';

// The session and the React hook that follows it. The session itself lives in session-store.ts, free of React, so the
// light sign-in page (pwa/auth/signin.ts) shares it without loading React (decision 013).
export * from './session-store';

export function useSession(): Session | null {
  return useSyncExternalStore(
    (cb) => subscribeSession(() => cb()),
    getSession,
    () => null,
  );
}

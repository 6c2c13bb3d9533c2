import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession, type Session } from '../session';
import { apiTransport } from './api-transport';
import { openSyncDatabase, type SyncDatabase } from './db';
import { SyncEngine } from './engine';
import { rememberSyncUser } from './waiting';

/** The signed-in merchant's local database and its sync engine. */
export interface SyncRuntime {
  userId: string;
  db: SyncDatabase;
  engine: SyncEngine;
}

let current: SyncRuntime | null = null;
let watching = false;
/**
 * Databases opened in this tab, kept open after sign-out: live queries still mounted while the page switches away
 * must not hit a closed database, and the same merchant signing in again reuses the connection.
 */
const databases = new Map<string, SyncDatabase>();
const listeners = new Set<() => void>();

/**
 * Follows the session: a merchant signing in opens their own database and starts syncing (what an expired session
 * left in the outbox goes out now); signing out stops the engine and never deletes the database, so unsynced work
 * waits for the same merchant's next sign-in.
 */
function follow(session: Session | null): SyncRuntime | null {
  const userId = session?.role === 'user' ? session.userId : null;
  if (current && current.userId === userId) return current;
  if (current) {
    current.engine.stop();
    current = null;
  }
  if (userId) {
    let db = databases.get(userId);
    if (!db) {
      db = openSyncDatabase(userId);
      databases.set(userId, db);
      // Unsynced work lives in IndexedDB: ask the browser not to evict it under storage pressure (best effort).
      void navigator.storage?.persist?.().catch(() => false);
    }
    const engine = new SyncEngine(db, apiTransport);
    current = { userId, db, engine };
    engine.start();
    rememberSyncUser(userId);
  }
  for (const cb of listeners) cb();
  return current;
}

function ensureWatching() {
  if (watching) return;
  watching = true;
  subscribeSession((session) => follow(session));
  follow(getSession());
}

/** The current merchant's sync runtime, or null (signed out, or an admin). */
export function getSyncRuntime(): SyncRuntime | null {
  ensureWatching();
  return current;
}

export function useSyncRuntime(): SyncRuntime | null {
  return useSyncExternalStore(
    (cb) => {
      ensureWatching();
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    getSyncRuntime,
    () => null,
  );
}

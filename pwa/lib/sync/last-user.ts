// The last merchant whose database opened on this device (a localStorage key, no Dexie): the sign-in page reads it
// to decide whether to count what waits on the device at all.
const LAST_USER_KEY = 'boutique.sync.lastUser';

/** Remembered by the runtime when a merchant's database opens: the sign-in page can say what waits on this device. */
export function rememberSyncUser(userId: string): void {
  try {
    window.localStorage.setItem(LAST_USER_KEY, userId);
  } catch {
    // Storage blocked: the sign-in page simply does not count what waits.
  }
}

export function lastSyncUser(): string | null {
  try {
    return window.localStorage.getItem(LAST_USER_KEY);
  } catch {
    return null;
  }
}

import { asFiles, type FilesArg } from './files';
import { isStorageUnavailable } from './unavailable';

/**
 * Removes the files a failed write left behind (renditions stored before the bucket or the database failed), so that
 * nothing half-made stays. The merchant never waits for it when the bucket is the problem: the removal is tried in
 * the background, again after each of LATER_MS — all of them, since a bucket that hung may still store, once it
 * wakes, an upload the client gave up on. A removal that fails when the request's own error was something else is
 * retried the same way; the request keeps its own error. Keys are fresh UUIDs that no row names: a file that
 * outlives every try (the process stopped meanwhile) is unused, never shown.
 */
const LATER_MS = [5_000, 20_000, 60_000, 300_000];

export async function discardFiles(where: FilesArg, keys: string[], cause?: unknown): Promise<void> {
  if (keys.length === 0) return;
  const files = asFiles(where);
  if (isStorageUnavailable(cause)) return retryLater(where, keys, 0);
  try {
    await files.remove(keys);
  } catch {
    retryLater(where, keys, 0);
  }
}

function retryLater(where: FilesArg, keys: string[], attempt: number): void {
  const delay = LATER_MS[attempt];
  if (delay === undefined) return;
  const timer = setTimeout(() => {
    asFiles(where)
      .remove(keys)
      .catch((err: unknown) => {
        if (attempt === LATER_MS.length - 1)
          console.error(`[boutique] fichiers d'un envoi interrompu non supprimés : ${keys.join(', ')}`, err);
      })
      .finally(() => retryLater(where, keys, attempt + 1));
  }, delay);
  timer.unref();
}

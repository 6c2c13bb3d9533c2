import type { FileStore } from '../storage/files';
import { isStorageUnavailable, StorageUnavailableError } from '../storage/unavailable';
import { BUCKET_RESTING } from '#shared/messages';

// What a process keeps of the storefronts it serves from a bucket, so that they outlive the bucket (stale-if-error,
// decision 021): the files of releases it served (here, in memory, bounded) and the live pointer it last read
// (bucket-releases.ts keptLiveRelease). A release never changes once uploaded, so a kept file is right for as long
// as its release is live: it is also served from here when the bucket is well (one bucket GET fewer per page).

/** Memory given to kept files; the least recently served go first. Pages and their assets are small. */
export const KEPT_BYTES = 32 * 1024 * 1024;
/** A file larger than this is never kept (it would push out many pages). */
const KEPT_FILE_MAX = 2 * 1024 * 1024;
/** How long serving waits for the bucket before answering from what it kept. */
export const SERVE_WAIT_MS = 1_500;
/** After the bucket failed, serving does not ask it again for this long: pages come from what is kept, at once. */
export const BUCKET_REST_MS = 5_000;

const kept = new Map<string, Buffer>();
let keptBytes = 0;
const restingUntil = new Map<string, number>();

/** True while the bucket is left alone after a failure (see BUCKET_REST_MS). */
export const bucketResting = (files: FileStore) => (restingUntil.get(files.where) ?? 0) > Date.now();

/** Notes a failure of the bucket: serving answers from what it kept for the next BUCKET_REST_MS. */
export const bucketFailed = (files: FileStore) => void restingUntil.set(files.where, Date.now() + BUCKET_REST_MS);

/**
 * A file of a release: kept, or read from the bucket (waiting at most SERVE_WAIT_MS) and kept. Null when the bucket
 * has no such file; StorageUnavailableError when the bucket cannot answer and the file was never kept.
 */
export async function releaseFile(files: FileStore, key: string): Promise<Buffer | null> {
  const id = `${files.where}|${key}`;
  const hit = kept.get(id);
  if (hit) {
    kept.delete(id); // most recently served last
    kept.set(id, hit);
    return hit;
  }
  if (bucketResting(files)) throw new StorageUnavailableError(BUCKET_RESTING);
  let got;
  try {
    got = await files.get(key, { signal: AbortSignal.timeout(SERVE_WAIT_MS) });
  } catch (err) {
    if (isStorageUnavailable(err)) bucketFailed(files);
    throw err;
  }
  if (!got || got === 'not-modified') return null;
  keep(id, got.body);
  return got.body;
}

function keep(id: string, body: Buffer) {
  if (body.length > KEPT_FILE_MAX) return;
  kept.set(id, body);
  keptBytes += body.length;
  for (const [oldest, buf] of kept) {
    if (keptBytes <= KEPT_BYTES) break;
    kept.delete(oldest);
    keptBytes -= buf.length;
  }
}

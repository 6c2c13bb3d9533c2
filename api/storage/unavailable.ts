import { BUCKET_NOT_ANSWERING } from '#shared/messages';
import { NETWORK_ERROR_CODES } from '../http/network-errors';
/**
 * The bucket could not answer in time (refused, reset, silent past BUCKET_TIMEOUTS, or a 5xx/429 of its own): a
 * passing outage, not a fault of the request. The API answers 503 with Retry-After and « Le stockage des images ne
 * répond pas. Réessayez dans un instant. » (api/http/errors.ts); storefront serving falls back to the pages it kept
 * (api/storefronts/kept-pages.ts).
 */
export class StorageUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`${BUCKET_NOT_ANSWERING} : ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'StorageUnavailableError';
  }
}

export const isStorageUnavailable = (err: unknown): err is StorageUnavailableError =>
  err instanceof StorageUnavailableError;

// A request the SDK aborted on its own timeout counts too.
const NETWORK_CODES = new Set([...NETWORK_ERROR_CODES, 'ECONNABORTED']);
const TRANSIENT_NAMES = new Set([
  'TimeoutError',
  'AbortError',
  'RequestTimeout',
  'RequestTimeoutException',
  'SlowDown',
  'ServiceUnavailable',
  'InternalError',
  'ThrottlingException',
]);

/** Whether an error of the S3 client means the bucket is out of reach for now (see StorageUnavailableError). */
export function isBucketOutage(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const e = err as { name?: unknown; code?: unknown; $metadata?: { httpStatusCode?: number }; errors?: unknown };
  const status = e.$metadata?.httpStatusCode;
  if (typeof status === 'number' && (status >= 500 || status === 429)) return true;
  if (typeof e.name === 'string' && TRANSIENT_NAMES.has(e.name)) return true;
  if (typeof e.code === 'string' && NETWORK_CODES.has(e.code)) return true;
  if (err instanceof AggregateError) return err.errors.some(isBucketOutage);
  return false;
}

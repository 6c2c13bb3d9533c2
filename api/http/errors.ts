import type { Context } from 'hono';
import { OUTAGE_BUCKET, OUTAGE_DATABASE } from '#shared/messages';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  ACCESS_DENIED,
  DATA_INVALID,
  JSON_BODY_INVALID,
  REQUEST_INVALID,
  REQUEST_TOO_LARGE,
  RESOURCE_NOT_FOUND,
  SERVICE_UNAVAILABLE,
  STORAGE_UNAVAILABLE,
  UNAUTHORIZED,
  UNEXPECTED_ERROR,
} from '#shared/messages';
import type { AppEnv, Logger } from '../context';
import { isDatabaseUnavailable } from '../db/unavailable';
import { countIfDatabaseError } from '../ops/metrics';
import { routeOf } from '../ops/observe';
import { isStorageUnavailable } from '../storage/unavailable';

/** Field errors: field name → list of French messages (Laravel-like shape the PWA expects). */
export type FieldErrors = Record<string, string[]>;

/** An error meant for the client: its status and French message are sent as `{message, errors?}`. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
  }
}

export const notFound = (message = RESOURCE_NOT_FOUND) => new ApiError(404, message);
export const forbidden = (message = ACCESS_DENIED) => new ApiError(403, message);
export const unauthorized = (message = UNAUTHORIZED) => new ApiError(401, message);
export const unprocessable = (errors: FieldErrors, message = DATA_INVALID) => new ApiError(422, message, errors);

/** Seconds a client is asked to wait before trying again after a 503 (a restart or a failover takes about this). */
export const RETRY_AFTER_SECONDS = 5;

/** What an error answers, whatever its form (JSON for the API, a page for a shopper: shopper-error-page.ts). */
export interface ErrorAnswer {
  status: ContentfulStatusCode;
  message: string;
  errors?: FieldErrors;
  /** Set on a 503: the Retry-After header. */
  retryAfter?: number;
  /** Not the request's fault nor a known outage: a bug, logged with its stack. */
  unexpected?: true;
  /** A known outage, logged once in a while (not per request) by `logOutage`. */
  outage?: 'database' | 'storage';
}

export function errorAnswer(err: Error): ErrorAnswer {
  if (err instanceof ApiError)
    return { status: err.status, message: err.message, ...(err.errors ? { errors: err.errors } : {}) };
  if (err instanceof HTTPException) {
    const status = err.status;
    const message =
      status === 413
        ? REQUEST_TOO_LARGE
        : status === 401
          ? UNAUTHORIZED
          : status === 400
            ? REQUEST_INVALID
            : err.message || REQUEST_INVALID;
    return { status, message };
  }
  if (err instanceof SyntaxError) return { status: 400, message: JSON_BODY_INVALID };
  // Checked before the database: a bucket's socket errors (ECONNRESET…) look like a database's.
  if (isStorageUnavailable(err))
    return { status: 503, message: STORAGE_UNAVAILABLE, retryAfter: RETRY_AFTER_SECONDS, outage: 'storage' };
  if (isDatabaseUnavailable(err))
    return { status: 503, message: SERVICE_UNAVAILABLE, retryAfter: RETRY_AFTER_SECONDS, outage: 'database' };
  return { status: 500, message: UNEXPECTED_ERROR, unexpected: true };
}

const OUTAGE_LOG_EVERY_MS = 10_000;
const outageLoggedAt = new Map<string, number>();

/** Logs a bug with its stack; an outage once per OUTAGE_LOG_EVERY_MS (every request of an outage fails alike). */
export function logError(answer: ErrorAnswer, err: Error, c: Context<AppEnv>, log: Logger['error']): void {
  countIfDatabaseError(err);
  const requestId = { requestId: c.get('requestId') ?? null };
  // The route's pattern, not its path: a path carries slugs, order codes and ids (api/ops/observe.ts).
  if (answer.unexpected) log(`500 ${c.req.method} ${routeOf(c, 500)}`, err, requestId);
  if (!answer.outage) return;
  const last = outageLoggedAt.get(answer.outage) ?? 0;
  if (Date.now() - last < OUTAGE_LOG_EVERY_MS) return;
  outageLoggedAt.set(answer.outage, Date.now());
  const what = answer.outage === 'database' ? OUTAGE_DATABASE : OUTAGE_BUCKET;
  log(`503 ${c.req.method} ${routeOf(c, 503)} : ${what} (${err.message})`, undefined, requestId);
}

/** The one error handler of the API: French JSON for every failure, never a stack trace. */
export function handleError(err: Error, c: Context<AppEnv>, log: Logger['error']) {
  const answer = errorAnswer(err);
  logError(answer, err, c, log);
  if (answer.retryAfter) c.header('Retry-After', String(answer.retryAfter));
  return c.json(
    answer.errors ? { message: answer.message, errors: answer.errors } : { message: answer.message },
    answer.status,
  );
}

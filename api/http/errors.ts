import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  ACCESS_DENIED,
  DATA_INVALID,
  JSON_BODY_INVALID,
  REQUEST_INVALID,
  REQUEST_TOO_LARGE,
  RESOURCE_NOT_FOUND,
  UNAUTHORIZED,
  UNEXPECTED_ERROR,
} from '#shared/messages';
import type { AppEnv, Logger } from '../context';
import { countIfDatabaseError } from '../ops/metrics';
import { routeOf } from '../ops/observe';

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

/** The one error handler: French JSON for every failure, never a stack trace. */
export function handleError(err: Error, c: Context<AppEnv>, log: Logger['error']) {
  if (err instanceof ApiError) {
    return c.json(err.errors ? { message: err.message, errors: err.errors } : { message: err.message }, err.status);
  }
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
    return c.json({ message }, status);
  }
  if (err instanceof SyntaxError) return c.json({ message: JSON_BODY_INVALID }, 400);
  countIfDatabaseError(err);
  // The route's pattern, not its path: a path carries slugs, order codes and ids (api/ops/observe.ts).
  log(`500 ${c.req.method} ${routeOf(c, 500)}`, err, { requestId: c.get('requestId') ?? null });
  return c.json({ message: UNEXPECTED_ERROR }, 500);
}

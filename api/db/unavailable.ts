import { NETWORK_ERROR_CODES } from '../http/network-errors';
/**
 * Is this error "the database cannot be reached right now" rather than a fault of the request or of our code?
 * Such errors answer 503 with Retry-After (api/http/errors.ts): the database restarting, failing over, refusing
 * connections, or the pool unable to get a connection within POSTGRES_LIMITS.connectMs. The error may come wrapped
 * (`cause`, AggregateError): the whole chain is looked at.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [err];
  while (queue.length > 0) {
    const e = queue.shift();
    if (!e || typeof e !== 'object' || seen.has(e)) continue;
    seen.add(e);
    if (matches(e as { code?: unknown; message?: unknown })) return true;
    if (e instanceof AggregateError) queue.push(...e.errors);
    queue.push((e as { cause?: unknown }).cause);
  }
  return false;
}

/** Sockets that could not reach the server, or lost it. */
const NETWORK_CODES = new Set(NETWORK_ERROR_CODES);

/**
 * SQLSTATE codes of PostgreSQL that mean "not now": class 08 (connection exception), 57P01 admin shutdown (a fast
 * stop), 57P02 crash shutdown, 57P03 cannot connect now (starting up, shutting down), 53300 too many connections,
 * 57014 a statement cancelled (its statement_timeout ran out).
 */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);

/** What node-postgres says when it gives up on a connection (it sets no code on these). */
const PG_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /is not queryable/,
  /^Client has encountered a connection error/,
];

function matches(e: { code?: unknown; message?: unknown }): boolean {
  const code = typeof e.code === 'string' ? e.code : '';
  if (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  const message = typeof e.message === 'string' ? e.message : '';
  return PG_MESSAGES.some((re) => re.test(message));
}

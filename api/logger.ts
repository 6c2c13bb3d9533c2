import pino, { type DestinationStream } from 'pino';
import type { AppConfig } from './config';
import type { LogFields, Logger } from './context';

/**
 * The one way the server logs: JSON lines through pino (one object a line, `level`, `time`, `msg`, and fields), on
 * stdout, at LOG_LEVEL (`silent`, `error` or `info`). Every request is one line (api/ops/observe.ts); the rest are
 * events (start, publications, failures).
 *
 * Nothing personal or secret may reach a line: fields named like a secret or a contact (password, token, code,
 * phone, e-mail, authorization, cookie…) are censored by pino's redaction, and every message and error text is
 * scrubbed of anything shaped like an e-mail address or a phone number (`scrub`), whatever the caller wrote. Callers
 * still name a store or an account by its id, never by what the person typed.
 */
export function createLogger(level: AppConfig['logLevel'], destination?: DestinationStream): Logger {
  const base = pino(
    {
      level,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED_PATHS, censor: '[masqué]' },
    },
    destination ?? pino.destination({ fd: 1, sync: true }),
  );
  return wrap(base);
}

function wrap(p: pino.Logger): Logger {
  return {
    info: (msg, fields) => p.info(clean(fields), scrub(msg)),
    error: (msg, err, fields) =>
      p.error({ ...clean(fields), ...(err === undefined ? {} : { err: describe(err) }) }, scrub(msg)),
  };
}

/** Field names never logged in clear, at the top level or one level down. */
const SECRET_FIELDS = [
  'password',
  'newPassword',
  'password_confirmation',
  'token',
  'accessToken',
  'refreshToken',
  'code',
  'phone',
  'email',
  'identifier',
  'authorization',
  'cookie',
  'secret',
];
const REDACTED_PATHS = SECRET_FIELDS.flatMap((f) => [f, `*.${f}`]);

const EMAIL = /[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+\.[A-Za-z]{2,}/g;
/**
 * A phone number as people and our code write it: 8 to 15 digits, a leading + and single spaces, dots or dashes
 * between groups. Not inside a longer token (ids, timestamps, hashes), so `2026-12-05T09:00` or a UUID stays.
 */
const PHONE = /(?<![\w.:/-])\+?\d(?:[ .-]?\d){7,14}(?![\w:/-])/g;

/** The text with e-mail addresses and phone numbers masked. */
export function scrub(text: string): string {
  return text.replace(EMAIL, '[e-mail masqué]').replace(PHONE, '[téléphone masqué]');
}

function clean(fields: LogFields | undefined): LogFields | undefined {
  if (!fields) return undefined;
  const out: LogFields = {};
  for (const [k, v] of Object.entries(fields)) out[k] = typeof v === 'string' ? scrub(v) : v;
  return out;
}

/** An error as a log field: its type, scrubbed message and stack (a database error may quote the row it refused). */
function describe(err: unknown): Record<string, unknown> {
  if (!(err instanceof Error)) return { message: scrub(String(err)) };
  const code = (err as { code?: unknown }).code;
  return {
    type: err.name,
    message: scrub(err.message),
    ...(typeof code === 'string' ? { errorCode: code } : {}),
    ...(err.stack ? { stack: scrub(err.stack) } : {}),
  };
}

/** A logger that writes nothing (tests that do not read the logs). */
export const silentLogger: Logger = { info: () => {}, error: () => {} };

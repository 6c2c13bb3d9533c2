import * as v from 'valibot';
import type { Context } from 'hono';
import { ApiError, unprocessable, type FieldErrors } from './errors';
import { FORM_UNREADABLE, JSON_BODY_INVALID, JSON_BODY_NOT_OBJECT, VALUE_INVALID } from '#shared/messages';

/** valibot's own default message (« Invalid key: Expected "name" but received undefined »), English. */
const VALIBOT_DEFAULT = /^Invalid \w+: (Expected|Received) /;

/** Turns valibot issues into `{field: [messages]}`, first message of each field first. */
export function issuesToFieldErrors(issues: v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? '_';
    // A rule written without a French message must still answer in French (a sync push with a malformed order line).
    (errors[key] ??= []).push(VALIBOT_DEFAULT.test(issue.message) ? VALUE_INVALID : issue.message);
  }
  return errors;
}

/** Validates a value that is not a body (a query string) against a shared schema; bad input → 422. */
export function parseOr422<S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  if (!result.success) throw unprocessable(issuesToFieldErrors(result.issues));
  return result.output;
}

/** The schema of a body that carries only files (an upload form): its files are checked by the `check` option. */
export const NO_FIELDS = v.object({});

/** A request body as read, before validation: its text fields and the files sent under the declared file fields. */
export interface RawBody {
  fields: Record<string, unknown>;
  /** Filled files only (an untouched file input still sends an empty part), in the order sent. */
  files: File[];
  /** The same files by the form field that carried them (a form with several file inputs: hero and about images). */
  filesByField: Record<string, File[]>;
}

export interface BodyOptions<X> {
  /** Form fields that carry files (e.g. `['images', 'image']`); their files go to `files`, in order. */
  files?: readonly string[];
  /**
   * A nested form (`hero.title`, …) sent as multipart: its texts come as one JSON object in this form field (e.g.
   * `data`), beside the files. A JSON body is read as it is.
   */
  jsonField?: string;
  /**
   * Checks what the schema cannot (files by content, a required image…) and returns what the handler needs from it.
   * A 422 it throws is merged with the schema's field errors, so the client gets every error in one answer.
   */
  check?: (body: RawBody) => X | Promise<X>;
}

/**
 * THE way a route reads its body: JSON, multipart or urlencoded, validated against a shared valibot schema.
 * Every field error (schema and `check`) comes back at once as 422 `{message, errors}`; an unreadable body is 400.
 * An empty body reads as `{}` (the schema then says what is missing).
 */
export async function readValidBody<S extends v.GenericSchema, X = undefined>(
  c: Context,
  schema: S,
  options: BodyOptions<X> = {},
): Promise<{ data: v.InferOutput<S>; checked: X }> {
  const body = await readBody(c, options.files ?? [], options.jsonField);
  const parsed = v.safeParse(schema, body.fields);
  const errors: FieldErrors = parsed.success ? {} : issuesToFieldErrors(parsed.issues);
  let checked = undefined as X;
  if (options.check) {
    try {
      checked = await options.check(body);
    } catch (err) {
      if (!(err instanceof ApiError) || err.status !== 422 || !err.errors) throw err;
      for (const [field, messages] of Object.entries(err.errors)) (errors[field] ??= []).push(...messages);
    }
  }
  if (!parsed.success || Object.keys(errors).length > 0) throw unprocessable(errors);
  return { data: parsed.output, checked };
}

/** A file part that was actually filled (browsers send an empty part for an untouched file input). */
function filledFile(value: unknown): value is File {
  return value instanceof File && (value.size > 0 || value.name !== '');
}

const isForm = (type: string) =>
  type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded');

/**
 * Reads the body without validating it. Forms: repeated fields (`sizes=S&sizes=M` or `sizes[]=…`) become arrays;
 * files under `fileFields` are collected. JSON: must be an object. Anything unreadable → 400 (never 500).
 */
async function readBody(c: Context, fileFields: readonly string[], jsonField?: string): Promise<RawBody> {
  if (!isForm(c.req.header('content-type') ?? ''))
    return { fields: await readJsonObject(c), files: [], filesByField: {} };
  let form: Record<string, unknown>;
  try {
    form = (await c.req.parseBody({ all: true })) as Record<string, unknown>;
  } catch {
    throw new ApiError(400, FORM_UNREADABLE);
  }
  const fields: Record<string, unknown> = {};
  const files: File[] = [];
  const filesByField: Record<string, File[]> = {};
  for (const [rawKey, value] of Object.entries(form)) {
    const key = rawKey.endsWith('[]') ? rawKey.slice(0, -2) : rawKey;
    const values = Array.isArray(value) ? (value as unknown[]) : [value];
    if (fileFields.includes(key)) {
      const filled = values.filter(filledFile);
      files.push(...filled);
      filesByField[key] = filled;
    }
    const texts = values.filter((x): x is string => typeof x === 'string');
    if (texts.length > 0) fields[key] = rawKey.endsWith('[]') || texts.length > 1 ? texts : texts[0];
    else if (!fileFields.includes(key)) fields[key] = values[0];
  }
  if (jsonField === undefined) return { fields, files, filesByField };
  const json = fields[jsonField];
  return { fields: typeof json === 'string' ? parseJsonObject(json) : {}, files, filesByField };
}

async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  return parseJsonObject(await c.req.text());
}

function parseJsonObject(text: string): Record<string, unknown> {
  if (text.trim() === '') return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError(400, JSON_BODY_INVALID);
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new ApiError(400, JSON_BODY_NOT_OBJECT);
  }
  return body as Record<string, unknown>;
}

import * as v from 'valibot';
import type { Context } from 'hono';
import { ApiError, unprocessable, type FieldErrors } from './errors';

/** Turns valibot issues into `{field: [messages]}`, first message of each field first. */
export function issuesToFieldErrors(issues: v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? '_';
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

/** Validates a value against a shared schema; bad input → 422 with per-field French messages. */
export function parseOr422<S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  if (!result.success) throw unprocessable(issuesToFieldErrors(result.issues));
  return result.output;
}

/** Reads a JSON object body; malformed JSON or a non-object → 400 (never 500). */
export async function readJson(c: Context): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiError(400, 'Corps de requête JSON invalide.');
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new ApiError(400, 'Le corps de la requête doit être un objet JSON.');
  }
  return body as Record<string, unknown>;
}

/** Reads a multipart or urlencoded form; anything unreadable → 400. */
export async function readForm(c: Context): Promise<Record<string, string | File>> {
  try {
    const body = await c.req.parseBody();
    const out: Record<string, string | File> = {};
    for (const [k, val] of Object.entries(body)) {
      out[k] = Array.isArray(val) ? (val[0] as string | File) : (val as string | File);
    }
    return out;
  } catch {
    throw new ApiError(400, 'Formulaire illisible.');
  }
}

import type { Context } from 'hono';
import { readForm, readJson } from '../http/validate';

/** Store forms come as multipart (with the logo) from the PWA; JSON is accepted too for updates without a file. */
export async function readStoreBody(c: Context): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type') ?? '';
  return type.includes('application/json') ? readJson(c) : readForm(c);
}

/** A file field that was actually filled (browsers send an empty part for an untouched file input). */
export function filledFile(value: unknown): File | undefined {
  return value instanceof File && (value.size > 0 || value.name !== '') ? value : undefined;
}

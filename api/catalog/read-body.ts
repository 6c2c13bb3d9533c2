import type { Context } from 'hono';
import { readJson } from '../http/validate';
import { ApiError } from '../http/errors';

/** Form fields that carry product image files (a PWA may name them either way). */
const FILE_FIELDS = new Set(['images', 'image', 'imageUrl']);

export interface BodyWithFiles {
  fields: Record<string, unknown>;
  files: unknown[];
}

/**
 * Reads a JSON body or a multipart/urlencoded form. Repeated form fields (`sizes=S&sizes=M` or `sizes[]=…`) become
 * arrays; files under images/image/imageUrl are collected in order. Anything unreadable → 400.
 */
export async function readBodyWithFiles(c: Context): Promise<BodyWithFiles> {
  const type = c.req.header('content-type') ?? '';
  if (!type.includes('multipart/form-data') && !type.includes('application/x-www-form-urlencoded')) {
    return { fields: await readJson(c), files: [] };
  }
  let body: Record<string, unknown>;
  try {
    body = (await c.req.parseBody({ all: true })) as Record<string, unknown>;
  } catch {
    throw new ApiError(400, 'Formulaire illisible.');
  }
  const fields: Record<string, unknown> = {};
  const files: unknown[] = [];
  for (const [rawKey, value] of Object.entries(body)) {
    const key = rawKey.endsWith('[]') ? rawKey.slice(0, -2) : rawKey;
    const values = Array.isArray(value) ? value : [value];
    if (FILE_FIELDS.has(key)) {
      // An empty file input still sends a part; only real files count.
      for (const v of values) if (typeof v !== 'string') files.push(v);
      continue;
    }
    const texts = values.filter((v): v is string => typeof v === 'string');
    fields[key] = rawKey.endsWith('[]') || texts.length > 1 ? texts : texts[0];
  }
  return { fields, files };
}

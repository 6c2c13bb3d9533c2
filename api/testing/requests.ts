import sharp from 'sharp';
import { expect } from 'vitest';
import type { PushResponse, SyncMutation, SyncResult } from '#shared/sync';
import { newId } from '../ids';
import { answerData, requestJson, type TestContext } from './harness';

// Request helpers of the API tests (next to requestJson in harness.ts): real images, multipart forms, shopper
// requests from a given address, sync pushes.

/** A real image of the given format and size. */
export function imageBytes(
  format: 'png' | 'jpeg' | 'gif' | 'webp' = 'png',
  width = 1200,
  height = 900,
  color = '#c0392b',
): Promise<Buffer> {
  const base = sharp({ create: { width, height, channels: 3, background: color } });
  return (
    format === 'png' ? base.png() : format === 'jpeg' ? base.jpeg() : format === 'gif' ? base.gif() : base.webp()
  ).toBuffer();
}

/** A small real PNG (logos, avatars). */
export const pngBytes = (width = 64, height = 64, color = '#e67e22') => imageBytes('png', width, height, color);

export interface FilePart {
  bytes: Uint8Array | Buffer | string;
  name: string;
  type?: string;
}

/** A multipart form: text fields (arrays repeat the field) and files under `fileField` (default `images`). */
export function multipart(
  fields: Record<string, string | string[]>,
  files: FilePart[] = [],
  fileField = 'images',
): FormData {
  const form = new FormData();
  for (const [k, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) form.append(k, v);
  }
  for (const f of files) {
    const part = typeof f.bytes === 'string' ? f.bytes : new Uint8Array(f.bytes);
    form.append(fileField, new File([part], f.name, { type: f.type ?? 'image/png' }));
  }
  return form;
}

/** Multipart body of the store form, with its logo when given. */
export const storeForm = (fields: Record<string, string>, logo?: FilePart) =>
  multipart(fields, logo ? [logo] : [], 'logo');

/** Sends a multipart form with a bearer token and decodes the JSON answer. */
export async function sendForm(
  app: { request: (url: string, init: RequestInit) => Response | Promise<Response> },
  method: string,
  url: string,
  form: FormData,
  token: string,
) {
  const res = await app.request(url, { method, body: form, headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, data: await answerData(res) };
}

/** A shopper's order form for a product of the storefront. */
export const shopper = (productId: string, extra: Record<string, unknown> = {}) => ({
  productId,
  firstname: 'Fatou',
  lastname: 'Ouédraogo',
  phone: '70 11 22 33',
  email: 'Fatou@Example.com',
  city: 'Ouagadougou',
  quantity: '2',
  ...extra,
});

/** Sends a shopper request from a given socket address (the per-IP limit reads the socket, not headers). */
export async function fromIp(t: TestContext, ip: string, url: string, body: unknown) {
  const res = await t.app.request(
    url,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    { incoming: { socket: { remoteAddress: ip } } },
  );
  return { status: res.status, data: (await res.json()) as any };
}

/** One upsert for POST /api/sync/push, with a fresh mutation id. */
export const syncUpsert = (
  table: string,
  id: string,
  changes: Record<string, unknown>,
  baseVersion = 0,
): SyncMutation => ({ mutationId: newId(), table, op: 'upsert', id, baseVersion, changes });

/** Pushes mutations as one device of the account; expects a 200 and answers each mutation's result. */
export async function syncPush(
  t: TestContext,
  token: string,
  mutations: SyncMutation[],
  clientId = 'tablet-a',
): Promise<SyncResult[]> {
  const res = await requestJson(t.app, 'POST', '/api/sync/push', { clientId, mutations }, token);
  expect(res.status, JSON.stringify(res.data)).toBe(200);
  return (res.data as PushResponse).results;
}

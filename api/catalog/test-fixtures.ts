import sharp from 'sharp';

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

/** A multipart form: text fields (arrays repeat the field) and files under `images`. */
export function multipart(
  fields: Record<string, string | string[]>,
  files: { bytes: Buffer | string; name: string; type?: string }[] = [],
) {
  const form = new FormData();
  for (const [k, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) form.append(k, v);
  }
  for (const f of files) {
    const part = typeof f.bytes === 'string' ? f.bytes : new Uint8Array(f.bytes);
    form.append('images', new File([part], f.name, { type: f.type ?? 'image/png' }));
  }
  return form;
}

/** Sends a multipart form with a bearer token and decodes the JSON answer. */
export async function sendForm(
  app: { request: (url: string, init: RequestInit) => Response | Promise<Response> },
  method: string,
  url: string,
  form: FormData,
  token: string,
) {
  const res = await app.request(url, { method, body: form, headers: { authorization: `Bearer ${token}` } });
  const text = await res.text();
  let data: any;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = text;
  }
  return { status: res.status, data };
}

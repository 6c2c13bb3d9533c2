import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/harness';
import { pngBytes } from '../testing/requests';

let t: TestContext;
beforeEach(async () => {
  t = await createTestContext();
  fs.mkdirSync(path.join(t.dataDir, 'uploads', 'logos'), { recursive: true });
  fs.writeFileSync(path.join(t.dataDir, 'uploads', 'logos', 'a.png'), await pngBytes(4, 4));
  fs.writeFileSync(path.join(t.dataDir, 'uploads', 'logos', 'page.html'), '<script>alert(1)</script>');
  fs.writeFileSync(path.join(t.dataDir, 'secret.png'), 'outside uploads');
});
afterEach(async () => {
  await t.close();
});

describe('GET /uploads/*', () => {
  it('serves an upload with its content type and a long immutable cache', async () => {
    const res = await t.app.request('/uploads/logos/a.png');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await res.arrayBuffer()).equals(await pngBytes(4, 4))).toBe(true);
    const again = await t.app.request('/uploads/logos/a.png', {
      headers: { 'if-none-match': res.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
  });

  it('never leaves DATA_DIR/uploads and never serves non-images', async () => {
    for (const p of [
      '/uploads/../secret.png',
      '/uploads/%2e%2e/secret.png',
      '/uploads/logos/%2e%2e/%2e%2e/secret.png',
      '/uploads/logos/..%2f..%2fsecret.png',
      '/uploads/logos/page.html',
      '/uploads/logos/missing.png',
      '/uploads/logos',
      '/uploads/',
    ]) {
      const res = await t.app.request(p);
      expect(res.status, p).toBe(404);
      expect(await res.text()).not.toContain('outside uploads');
    }
  });
});

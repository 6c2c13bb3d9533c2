import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/harness';
import { releasesDir, swapCurrent } from '../publishing/releases';
import { releaseFileFor } from './serve';

// Serving rules on hand-made release folders (the Astro output itself is covered by published-site.test.ts).
let t: TestContext;
beforeEach(async () => {
  t = await createTestContext();
});
afterEach(async () => {
  await t.close();
});

function writeRelease(slug: string, id: string, files: Record<string, string>) {
  const dir = path.join(releasesDir(t.dataDir, slug), id);
  for (const [rel, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), body);
  }
}

describe('releaseFileFor', () => {
  it('maps page paths to .html files and refuses anything that could leave the release', () => {
    expect(releaseFileFor('')).toBe('index.html');
    expect(releaseFileFor('/')).toBe('index.html');
    expect(releaseFileFor('/home')).toBe('home.html');
    expect(releaseFileFor('/home/')).toBe('home.html');
    expect(releaseFileFor('/products/0193-abc')).toBe('products/0193-abc.html');
    expect(releaseFileFor('/_astro/client.X1.js')).toBe('_astro/client.X1.js');
    expect(releaseFileFor('/../secret')).toBeNull();
    expect(releaseFileFor('/%2e%2e/secret')).toBeNull();
    expect(releaseFileFor('/a%5c..%5cb')).toBeNull();
    expect(releaseFileFor('/%E0%A4%A')).toBeNull();
    expect(releaseFileFor('/_astro/client.X1.js.br')).toBeNull();
    expect(releaseFileFor('/renderers.mjs')).toBeNull();
  });
});

describe('serveStorefronts', () => {
  it('after a swap, pages come from the new release while the old release’s hashed assets stay reachable', async () => {
    writeRelease('mode', '01-old', {
      'home.html': 'ancienne',
      '404.html': 'introuvable',
      '_astro/app.OLD.js': 'old()',
    });
    swapCurrent(t.dataDir, 'mode', '01-old');
    expect(await (await t.app.request('/mode/home')).text()).toBe('ancienne');

    writeRelease('mode', '02-new', {
      'home.html': 'nouvelle',
      '404.html': 'introuvable',
      '_astro/app.NEW.js': 'neu()',
    });
    swapCurrent(t.dataDir, 'mode', '02-new');
    expect(await (await t.app.request('/mode/home')).text()).toBe('nouvelle');
    const old = await t.app.request('/mode/_astro/app.OLD.js');
    expect(old.status).toBe(200);
    expect(old.headers.get('cache-control')).toContain('immutable');
    expect(await old.text()).toBe('old()');

    const missing = await t.app.request('/mode/nulle-part');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('introuvable');
    expect((await t.app.request('/mode/_astro/absent.js')).status).toBe(404);
  });

  it('answers HEAD without a body, ignores writes, and leaves unknown or unsafe slugs to the rest of the app', async () => {
    writeRelease('mode', '01', { 'home.html': '<h1>Mode</h1>', '404.html': 'x' });
    swapCurrent(t.dataDir, 'mode', '01');
    const head = await t.app.request('/mode/home', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('13');
    expect(await head.text()).toBe('');
    const post = await t.app.request('/mode/home', { method: 'POST' });
    expect(await post.text()).not.toBe('<h1>Mode</h1>');
    expect((await t.app.request('/Mode/home')).status).toBe(404);
    expect(await (await t.app.request('/autre/home')).text()).not.toContain('Mode');
  });
});

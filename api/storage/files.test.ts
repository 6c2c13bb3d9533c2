import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { testS3Env } from '../testing/s3';
import { diskFiles, type FileStore } from './files';
import { bucketFiles, s3Client } from './bucket-files';
import { filesOf } from './files-of';

// One contract, both implementations: files under a folder, and a bucket on the real S3 test server (s3rver, started
// by the vitest global setup).
const dirs: string[] = [];
const tmp = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'boutique-files-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

const stores: [string, () => Promise<FileStore>][] = [
  ['disk', async () => diskFiles(tmp())],
  ['bucket', async () => filesOf(loadConfig({ DATA_DIR: tmp(), LOG_LEVEL: 'silent', ...(await testS3Env()) }))],
];

describe.each(stores)('file store: %s', (kind, make) => {
  it('stores, reads, revalidates, lists, copies and removes files', async () => {
    const files = await make();
    expect(files.kind).toBe(kind);
    await files.put('uploads/logos/a.png', Buffer.from('aaa'), { contentType: 'image/png' });
    await files.put('uploads/logos/b.png', Buffer.from('bbbb'));
    await files.put('storefronts/x/releases/01/home.html', Buffer.from('<h1>1</h1>'));
    await files.put('storefronts/x/releases/02/_astro/app.js', Buffer.from('js'));

    const a = await files.get('uploads/logos/a.png');
    expect(a && a !== 'not-modified' && a.body.toString()).toBe('aaa');
    const etag = a && a !== 'not-modified' ? a.etag : '';
    expect(etag).toMatch(/^".+"$/);
    expect(await files.get('uploads/logos/a.png', { ifNoneMatch: etag })).toBe('not-modified');
    expect((await files.stat('uploads/logos/b.png'))?.size).toBe(4);
    expect(await files.get('uploads/logos/missing.png')).toBeNull();
    expect(await files.stat('uploads/logos/missing.png')).toBeNull();

    expect(await files.list('uploads/logos/')).toEqual(['uploads/logos/a.png', 'uploads/logos/b.png']);
    expect(await files.folders('storefronts/x/releases/')).toEqual(['01/', '02/']);

    await files.copy('uploads/logos/a.png', 'uploads/logos/c.png');
    expect(((await files.get('uploads/logos/c.png')) as { body: Buffer }).body.toString()).toBe('aaa');
    await files.remove(['uploads/logos/a.png', 'uploads/logos/never.png']);
    expect(await files.stat('uploads/logos/a.png')).toBeNull();
    await files.removePrefix('storefronts/x/releases/01/');
    expect(await files.folders('storefronts/x/releases/')).toEqual(['02/']);
  });

  it('imports a whole local folder under a prefix, then the folder is gone', async () => {
    const files = await make();
    const local = path.join(tmp(), 'release');
    fs.mkdirSync(path.join(local, '_astro'), { recursive: true });
    fs.writeFileSync(path.join(local, 'home.html'), 'home');
    fs.writeFileSync(path.join(local, 'home.html.br'), 'br');
    fs.writeFileSync(path.join(local, '_astro', 'app.js'), 'js');
    await files.importFolder(local, 'storefronts/y/releases/03/');
    expect(fs.existsSync(local)).toBe(false);
    expect(await files.list('storefronts/y/releases/03/')).toEqual([
      'storefronts/y/releases/03/_astro/app.js',
      'storefronts/y/releases/03/home.html',
      'storefronts/y/releases/03/home.html.br',
    ]);
  });

  it('refuses keys that could leave the store', async () => {
    const files = await make();
    for (const key of ['../secret', 'uploads/../../x', '/etc/passwd', 'uploads//x', 'uploads/.hidden'])
      await expect(files.put(key, Buffer.from('x'))).rejects.toThrow(/clé de fichier invalide/);
  });
});

describe('configuration of several machines', () => {
  const base = { DATA_DIR: '/tmp/boutique-config-s3', LOG_LEVEL: 'silent' as const };
  it('reads the S3 variables and refuses bad ones in French', () => {
    const config = loadConfig({
      ...base,
      JWT_SECRET: 'x'.repeat(40),
      S3_BUCKET: 'mes-fichiers',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
    });
    expect(config.s3).toMatchObject({
      bucket: 'mes-fichiers',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
    });
    expect(() => loadConfig({ ...base, S3_BUCKET: 'Mauvais_Nom' })).toThrow(/S3_BUCKET doit être un nom de bucket/);
    expect(() => loadConfig({ ...base, S3_BUCKET: 'b-ok', S3_FORCE_PATH_STYLE: 'oui' })).toThrow(
      /S3_FORCE_PATH_STYLE doit valoir true ou false/,
    );
    expect(() => loadConfig({ ...base, S3_BUCKET: 'b-ok', AWS_ACCESS_KEY_ID: 'k' })).toThrow(/vont ensemble/);
    expect(() => loadConfig({ ...base, PUBLIC_ASSETS_URL: 'https://cdn.example.com' })).toThrow(/avec S3_BUCKET/);
  });

  it('refuses to start with a generated JWT secret when the bucket and PostgreSQL are shared by several machines', () => {
    const shared = { ...base, S3_BUCKET: 'mes-fichiers', DATABASE_URL: 'postgres://u:p@db:5432/boutique' };
    expect(() => loadConfig(shared)).toThrow(/JWT_SECRET doit être donné quand S3_BUCKET et DATABASE_URL/);
    expect(loadConfig({ ...shared, JWT_SECRET: 'y'.repeat(40) }).s3?.bucket).toBe('mes-fichiers');
  });
});

describe('a bucket that stops answering', () => {
  it('fails the request instead of waiting forever, so the publication holding it can be tried again', async () => {
    // Accepts every connection and never answers a byte: a stalled connection to the bucket.
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const settings = {
      bucket: 'muet',
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'k', secretAccessKey: 's' },
    };
    const client = s3Client(settings, { connectionTimeout: 200, socketTimeout: 300 });
    const files = bucketFiles(settings, null, client);
    try {
      const started = Date.now();
      await expect(files.get('uploads/logos/a.png')).rejects.toThrow();
      // every attempt (the SDK tries 3 times) gave up after its 300 ms of silence
      expect(Date.now() - started).toBeLessThan(15_000);
      expect(sockets.length).toBeGreaterThanOrEqual(1);
    } finally {
      client.destroy();
      sockets.forEach((s) => s.destroy());
      await new Promise((resolve) => silent.close(resolve));
    }
  }, 30_000);
});

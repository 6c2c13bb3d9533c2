import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';

// Where uploads (and their renditions) and published storefront releases live: one interface, two implementations —
// files under DATA_DIR (one machine, as always) or an S3-compatible bucket (several machines). Keys are paths with
// '/' separators, the same on both: `uploads/<folder>/<name>`, `storefronts/<slug>/…`. Decision 021.

export interface FileInfo {
  size: number;
  /** Quoted HTTP entity tag. */
  etag: string;
  lastModified: Date;
}

export interface FileBody extends FileInfo {
  body: Buffer;
}

export interface PutOptions {
  contentType?: string;
  cacheControl?: string;
}

export interface FileStore {
  readonly kind: 'disk' | 'bucket';
  /** For logs: the folder or the bucket. */
  readonly where: string;
  put(key: string, body: Buffer, opts?: PutOptions): Promise<void>;
  /**
   * The file, or null when there is none; 'not-modified' when `ifNoneMatch` is its current entity tag. `signal` gives
   * up sooner than the bucket's own time-outs (storefront serving: a kept copy beats a wait); ignored on disk.
   */
  get(key: string, opts?: { ifNoneMatch?: string; signal?: AbortSignal }): Promise<FileBody | 'not-modified' | null>;
  stat(key: string, opts?: { signal?: AbortSignal }): Promise<FileInfo | null>;
  /** Removes files (absent ones are ignored). */
  remove(keys: string[]): Promise<void>;
  /** Removes every file whose key starts with `prefix` (a folder: ends with '/'). */
  removePrefix(prefix: string): Promise<void>;
  /** Keys under `prefix`, sorted. */
  list(prefix: string): Promise<string[]>;
  /** Names of the immediate sub-folders of `prefix` (ending with '/'), sorted. */
  folders(prefix: string): Promise<string[]>;
  copy(from: string, to: string): Promise<void>;
  /**
   * Every file of a local folder, stored under `prefix` (its relative paths as the rest of the key), then the folder
   * is gone. On disk a rename (atomic); in a bucket an upload of each file (a few at a time).
   */
  importFolder(localDir: string, prefix: string, opts?: (rel: string) => PutOptions): Promise<void>;
  /** The address a CDN in front of the bucket answers this key at (PUBLIC_ASSETS_URL), or null: the API serves it. */
  publicUrl(key: string): string | null;
}

/** A key is a relative path: segments of safe characters, never '.', '..' or empty. */
const SEGMENT = /^[A-Za-z0-9_@-][A-Za-z0-9._@-]*$/;
export function isSafeKey(key: string): boolean {
  const parts = key.split('/');
  return parts.length > 0 && parts.every((p) => SEGMENT.test(p) && p !== '..');
}
function checkKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`clé de fichier invalide : ${key}`);
}
const checkPrefix = (prefix: string) => checkKey(prefix.replace(/\/$/, ''));

/** Files under a folder (DATA_DIR): the layout is the key, so a DATA_DIR written before this interface reads the same. */
export function diskFiles(root: string): FileStore {
  const full = (key: string) => {
    checkKey(key);
    return path.join(root, ...key.split('/'));
  };
  const info = (st: fs.Stats): FileInfo => ({
    size: st.size,
    etag: `"${st.size.toString(16)}-${Math.floor(st.mtimeMs).toString(16)}"`,
    lastModified: st.mtime,
  });
  const stat = async (key: string) => {
    try {
      const st = await fs.promises.stat(full(key));
      return st.isFile() ? info(st) : null;
    } catch {
      return null;
    }
  };
  const walk = (dir: string, rel: string, out: string[]) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) walk(path.join(dir, e.name), r, out);
      else if (e.isFile()) out.push(r);
    }
  };
  return {
    kind: 'disk',
    where: root,
    async put(key, body) {
      const file = full(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      // Written under a temporary name then renamed: a reader never sees half a file.
      const tmp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
      await fs.promises.writeFile(tmp, body);
      await fs.promises.rename(tmp, file);
    },
    async get(key, opts) {
      const st = await stat(key);
      if (!st) return null;
      if (opts?.ifNoneMatch && opts.ifNoneMatch === st.etag) return 'not-modified';
      try {
        return { ...st, body: await fs.promises.readFile(full(key)) };
      } catch {
        return null;
      }
    },
    stat,
    async remove(keys) {
      await Promise.all(keys.map((k) => fs.promises.rm(full(k), { force: true })));
    },
    async removePrefix(prefix) {
      checkPrefix(prefix);
      const target = path.join(root, ...prefix.replace(/\/$/, '').split('/'));
      await fs.promises.rm(target, { recursive: true, force: true });
    },
    async list(prefix) {
      checkPrefix(prefix);
      const base = prefix.endsWith('/') ? prefix : prefix + '/';
      const out: string[] = [];
      walk(path.join(root, ...base.slice(0, -1).split('/')), '', out);
      return out.map((r) => base + r).sort();
    },
    async folders(prefix) {
      checkPrefix(prefix);
      try {
        return fs
          .readdirSync(path.join(root, ...prefix.replace(/\/$/, '').split('/')), { withFileTypes: true })
          .filter((e) => e.isDirectory())
          .map((e) => e.name + '/')
          .sort();
      } catch {
        return [];
      }
    },
    async copy(from, to) {
      const target = full(to);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      await fs.promises.copyFile(full(from), target);
    },
    async importFolder(localDir, prefix) {
      checkPrefix(prefix);
      const target = path.join(root, ...prefix.replace(/\/$/, '').split('/'));
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      await fs.promises.rename(localDir, target);
    },
    publicUrl: () => null,
  };
}

/** Tests and benches pass DATA_DIR itself: a folder means the disk store at that folder. */
export type FilesArg = FileStore | string;
export const asFiles = (where: FilesArg): FileStore => (typeof where === 'string' ? diskFiles(where) : where);

/** Content types by extension, for stored objects (a CDN in front of the bucket answers with them). */
export const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.pdf': 'application/pdf',
};
export const contentTypeOf = (key: string) =>
  CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';

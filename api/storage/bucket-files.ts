import fs from 'node:fs';
import path from 'node:path';
import {
  CopyObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { contentTypeOf, isSafeKey, type FileInfo, type FileStore, type PutOptions } from './files';
import { bucketErrors } from '../ops/metrics';
import { isBucketOutage, StorageUnavailableError } from './unavailable';

/** S3_* settings (api/config.ts reads and checks them). */
export interface S3Settings {
  bucket: string;
  /** S3_ENDPOINT: an S3-compatible server (R2, Garage, MinIO, Ceph…); null: AWS itself. */
  endpoint: string | null;
  region: string;
  forcePathStyle: boolean;
  /** AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY; null: the SDK's usual chain (instance role…). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
}

/** Uploads in flight at once when a release folder is stored. */
const UPLOADS_IN_FLIGHT = 16;

/**
 * A bucket request that goes silent is dropped and tried once more (the SDK retries a timeout like any transient
 * error): the SDK waits forever by default, and one stalled connection held a publication, and its store's job, for
 * good while its worker's heartbeat kept saying it was alive; an upload held the merchant 20 s and more. The bound:
 * 2 s to connect, 3 s of silence on an open connection (an upload or a download that moves is never cut), two
 * attempts: an operation on a bucket that hangs gives up after about 6 s, so an upload answers its 503 within 10 s.
 * A bucket that refuses fails at once. What gives up throws StorageUnavailableError (./unavailable.ts).
 */
export const BUCKET_TIMEOUTS = { connectionTimeout: 2_000, socketTimeout: 3_000 } as const;
export const BUCKET_MAX_ATTEMPTS = 2;

export function s3Client(
  s3: S3Settings,
  timeouts: { connectionTimeout: number; socketTimeout: number } = BUCKET_TIMEOUTS,
): S3Client {
  const client = new S3Client({
    region: s3.region,
    forcePathStyle: s3.forcePathStyle,
    requestHandler: timeouts,
    maxAttempts: BUCKET_MAX_ATTEMPTS,
    ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
    ...(s3.credentials ? { credentials: s3.credentials } : {}),
  });
  // Every failed request is counted for the metrics (after the SDK's own retries), but for the answers that are no
  // failure: an absent object (404) and an unchanged one (304, If-None-Match).
  client.middlewareStack.add(
    (next, context) => async (args) => {
      try {
        return await next(args);
      } catch (err) {
        const code = status(err);
        if (code !== 404 && code !== 304) bucketErrors.inc({ operation: context.commandName ?? 'unknown' });
        throw err;
      }
    },
    { step: 'initialize', name: 'countBucketErrors' },
  );
  return client;
}

const status = (err: unknown) =>
  err instanceof S3ServiceException
    ? err.$metadata.httpStatusCode
    : (err as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;

function check(key: string) {
  if (!isSafeKey(key.replace(/\/$/, ''))) throw new Error(`clé de fichier invalide : ${key}`);
}

/** Runs `work` on every item, `limit` at a time; the first failure rejects (after the running ones end). */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failed: unknown = null;
  const lane = async () => {
    while (failed === null && next < items.length) {
      const item = items[next++]!;
      try {
        await work(item);
      } catch (err) {
        failed ??= err;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  if (failed !== null) throw failed;
}

/** Files in an S3-compatible bucket, through the AWS SDK's S3 client (decision 021). */
export function bucketFiles(s3: S3Settings, publicAssetsUrl: string | null, s3client = s3Client(s3)): FileStore {
  const Bucket = s3.bucket;
  // Every call goes through here: an outage (refused, silent, 5xx) comes out as StorageUnavailableError.
  const client = {
    send: (async (command: Parameters<S3Client['send']>[0], options?: { abortSignal?: AbortSignal }) => {
      try {
        return await s3client.send(command, options ?? {});
      } catch (err) {
        throw isBucketOutage(err) ? new StorageUnavailableError(err) : err;
      }
    }) as S3Client['send'],
  };

  async function listAll(prefix: string): Promise<{ keys: string[] }> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token }));
      for (const o of page.Contents ?? []) if (o.Key) keys.push(o.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return { keys: keys.sort() };
  }

  async function removeKeys(keys: string[]) {
    for (let i = 0; i < keys.length; i += 1000) {
      const chunk = keys.slice(i, i + 1000);
      if (chunk.length === 0) continue;
      await client.send(
        new DeleteObjectsCommand({ Bucket, Delete: { Objects: chunk.map((Key) => ({ Key })), Quiet: true } }),
      );
    }
  }

  const put = async (key: string, body: Buffer, opts: PutOptions = {}) => {
    check(key);
    await client.send(
      new PutObjectCommand({
        Bucket,
        Key: key,
        Body: body,
        ContentType: opts.contentType ?? contentTypeOf(key),
        ...(opts.cacheControl ? { CacheControl: opts.cacheControl } : {}),
      }),
    );
  };

  return {
    kind: 'bucket',
    where: `s3://${Bucket}`,
    put,
    async get(key, opts) {
      check(key);
      try {
        const res = await client.send(
          new GetObjectCommand({ Bucket, Key: key, ...(opts?.ifNoneMatch ? { IfNoneMatch: opts.ifNoneMatch } : {}) }),
          opts?.signal ? { abortSignal: opts.signal } : {},
        );
        const body = Buffer.from(await res.Body!.transformToByteArray());
        return { body, size: body.length, etag: res.ETag ?? '""', lastModified: res.LastModified ?? new Date(0) };
      } catch (err) {
        const code = status(err);
        if (code === 304) return 'not-modified';
        if (code === 404) return null;
        throw err;
      }
    },
    async stat(key, opts): Promise<FileInfo | null> {
      check(key);
      try {
        const res = await client.send(
          new HeadObjectCommand({ Bucket, Key: key }),
          opts?.signal ? { abortSignal: opts.signal } : {},
        );
        return { size: res.ContentLength ?? 0, etag: res.ETag ?? '""', lastModified: res.LastModified ?? new Date(0) };
      } catch (err) {
        if (status(err) === 404) return null;
        throw err;
      }
    },
    async remove(keys) {
      keys.forEach(check);
      await removeKeys(keys);
    },
    async removePrefix(prefix) {
      check(prefix);
      await removeKeys((await listAll(prefix)).keys);
    },
    async list(prefix) {
      check(prefix);
      return (await listAll(prefix.endsWith('/') ? prefix : prefix + '/')).keys;
    },
    async folders(prefix) {
      check(prefix);
      // From the full listing rather than Delimiter=/: s3rver (the test server) drops common prefixes.
      const base = prefix.endsWith('/') ? prefix : prefix + '/';
      const names = new Set<string>();
      for (const key of (await listAll(base)).keys) {
        const rest = key.slice(base.length);
        if (rest.includes('/')) names.add(rest.slice(0, rest.indexOf('/') + 1));
      }
      return [...names].sort();
    },
    async copy(from, to) {
      check(from);
      check(to);
      await client.send(
        new CopyObjectCommand({
          Bucket,
          Key: to,
          CopySource: `${Bucket}/${from.split('/').map(encodeURIComponent).join('/')}`,
        }),
      );
    },
    async importFolder(localDir, prefix, opts) {
      check(prefix);
      const base = prefix.endsWith('/') ? prefix : prefix + '/';
      const rels: string[] = [];
      const walk = (dir: string, rel: string) => {
        for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
          const r = rel ? `${rel}/${e.name}` : e.name;
          if (e.isDirectory()) walk(path.join(dir, e.name), r);
          else if (e.isFile()) rels.push(r);
        }
      };
      walk(localDir, '');
      await eachLimited(rels, UPLOADS_IN_FLIGHT, async (rel) => {
        await put(base + rel, await fs.promises.readFile(path.join(localDir, ...rel.split('/'))), opts?.(rel));
      });
      await fs.promises.rm(localDir, { recursive: true, force: true });
    },
    publicUrl: (key) => (publicAssetsUrl ? `${publicAssetsUrl}/${key}` : null),
  };
}

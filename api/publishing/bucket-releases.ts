import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { StorefrontSnapshot } from '#shared/storefront-snapshot';
import type { FileStore } from '../storage/files';
import { listFiles } from './build-release';
import { RELEASE_GRACE_MS, RELEASES_KEPT, uuidv7Time } from './releases';

// Storefront releases in a bucket (S3_BUCKET; decision 004, "Several machines"). Layout:
//   storefronts/<slug>/releases/<releaseId>/…   one complete build, uploaded whole before it goes live, never modified
//   storefronts/<slug>/live.json                the switch: { releaseId, files } — one PUT replaces it (a reader gets
//                                               the old object or the new one, never a mix)
//   storefronts/<slug>/published-snapshot.json  the snapshot the live release was made from (partial renders)
// A publication that dies half-way leaves a release folder nobody points at: the old release stays live, and the
// folder is removed by a later prune.

// A release stays RELEASE_GRACE_MS after a newer one replaced it (pages opened before the switch fetch its assets).
export { RELEASE_GRACE_MS } from './releases';
/** How long a process trusts the live.json it read (then asks again: 304 when unchanged). */
const LIVE_TTL_MS = 1000;

export interface LiveRelease {
  releaseId: string;
  /** Every file of the release (relative path) → its entity tag and size. */
  files: Record<string, { etag: string; size: number }>;
}

const storePrefix = (slug: string) => `storefronts/${slug}/`;
export const bucketReleasePrefix = (slug: string, releaseId: string) => `storefronts/${slug}/releases/${releaseId}/`;
const liveKey = (slug: string) => `storefronts/${slug}/live.json`;
const snapshotKey = (slug: string) => `storefronts/${slug}/published-snapshot.json`;

const liveCache = new Map<string, { at: number; etag: string; live: LiveRelease | null }>();

/**
 * The slug's live release (cached a second per process, revalidated with If-None-Match), or null. `signal` gives up
 * on the bucket sooner (serving: keptLiveRelease answers then).
 */
export async function readLiveRelease(
  files: FileStore,
  slug: string,
  fresh = false,
  signal?: AbortSignal,
): Promise<LiveRelease | null> {
  const cacheKey = `${files.where}|${slug}`;
  const hit = liveCache.get(cacheKey);
  if (hit && !fresh && Date.now() - hit.at < LIVE_TTL_MS) return hit.live;
  const got = await files.get(liveKey(slug), {
    ...(hit?.etag ? { ifNoneMatch: hit.etag } : {}),
    ...(signal ? { signal } : {}),
  });
  let entry: { at: number; etag: string; live: LiveRelease | null };
  if (got === 'not-modified' && hit) entry = { ...hit, at: Date.now() };
  else if (!got || got === 'not-modified') entry = { at: Date.now(), etag: '', live: null };
  else {
    let live: LiveRelease | null;
    let etag = got.etag;
    try {
      live = JSON.parse(got.body.toString('utf8')) as LiveRelease;
    } catch {
      // Unreadable (a store that lets a read see a PUT half-written: s3rver does): not remembered with its tag, or
      // every revalidation would answer 304 and keep this null until the next publication; read whole next time.
      live = null;
      etag = '';
    }
    entry = { at: Date.now(), etag, live };
  }
  if (liveCache.size > 10_000) liveCache.clear();
  liveCache.set(cacheKey, entry);
  return entry.live;
}

/**
 * The live release this process last read for the slug, however old (null: it had none), or undefined when it never
 * read it: what a storefront is served from while the bucket cannot answer (stale-if-error).
 */
export function keptLiveRelease(files: FileStore, slug: string): LiveRelease | null | undefined {
  return liveCache.get(`${files.where}|${slug}`)?.live;
}

/** Content-based entity tag of a file of a release (an unchanged page keeps its tag from release to release). */
const etagOf = (body: Buffer) => `"${crypto.createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;

/**
 * Uploads a finished local release folder whole under its own prefix, completes a partial one from the live release
 * (server-side copies of the files it did not render, same rule as partial-release.ts), then switches live.json to
 * it. Until that last PUT, visitors get the old release.
 */
export async function publishToBucket(
  files: FileStore,
  slug: string,
  releaseId: string,
  localDir: string,
  complete: { from: LiveRelease; removedProducts: string[] } | null,
): Promise<void> {
  const prefix = bucketReleasePrefix(slug, releaseId);
  const manifest: LiveRelease = { releaseId, files: {} };
  const rendered = new Set<string>();
  for (const file of listFiles(localDir)) {
    const rel = file.split(path.sep).join('/');
    const body = fs.readFileSync(path.join(localDir, file));
    manifest.files[rel] = { etag: etagOf(body), size: body.length };
    rendered.add(rel);
  }
  if (complete) {
    const removed = new Set(complete.removedProducts.map((id) => `products/${id}.html`));
    const from = bucketReleasePrefix(slug, complete.from.releaseId);
    const copies: string[] = [];
    for (const [rel, info] of Object.entries(complete.from.files)) {
      const page = rel.replace(/\.(br|gz)$/, '');
      if (rendered.has(rel) || removed.has(page)) continue;
      if (page !== rel && rendered.has(page)) continue;
      copies.push(rel);
      manifest.files[rel] = info;
    }
    for (let i = 0; i < copies.length; i += 16)
      await Promise.all(copies.slice(i, i + 16).map((rel) => files.copy(from + rel, prefix + rel)));
  }
  await files.importFolder(localDir, prefix, (rel) =>
    rel.startsWith('_astro/') ? { cacheControl: 'public, max-age=31536000, immutable' } : {},
  );
  // The switch: one object replaced whole.
  await files.put(liveKey(slug), Buffer.from(JSON.stringify(manifest)), { cacheControl: 'no-cache' });
  liveCache.delete(`${files.where}|${slug}`);
}

/**
 * Removes releases of the slug that are neither live, nor among the newest RELEASES_KEPT, nor replaced less than
 * RELEASE_GRACE_MS ago (release ids are UUIDv7: the next newer id's time is when this one stopped being the newest).
 * Also removes what a publication that died half-way left.
 */
export async function pruneBucketReleases(files: FileStore, slug: string, now = Date.now()): Promise<void> {
  const live = await readLiveRelease(files, slug, true);
  const ids = (await files.folders(`storefronts/${slug}/releases/`)).map((f) => f.replace(/\/$/, ''));
  ids.sort().reverse();
  for (let i = RELEASES_KEPT; i < ids.length; i++) {
    const id = ids[i]!;
    if (id === live?.releaseId) continue;
    const replacedAt = uuidv7Time(ids[i - 1]!);
    if (replacedAt !== null && now - replacedAt < RELEASE_GRACE_MS) continue;
    await files.removePrefix(bucketReleasePrefix(slug, id));
  }
}

export async function readBucketSnapshot(
  files: FileStore,
  slug: string,
  releaseId: string,
): Promise<StorefrontSnapshot | null> {
  try {
    const got = await files.get(snapshotKey(slug));
    if (!got || got === 'not-modified') return null;
    const saved = JSON.parse(got.body.toString('utf8')) as { releaseId: string; snapshot: StorefrontSnapshot };
    return saved.releaseId === releaseId ? saved.snapshot : null;
  } catch {
    return null;
  }
}

export async function writeBucketSnapshot(
  files: FileStore,
  slug: string,
  releaseId: string,
  snapshot: StorefrontSnapshot,
): Promise<void> {
  await files.put(snapshotKey(slug), Buffer.from(JSON.stringify({ releaseId, snapshot })));
}

/** Everything of a slug (its address changed: the old one stops serving). */
export async function removeBucketStore(files: FileStore, slug: string): Promise<void> {
  await files.remove([liveKey(slug)]);
  liveCache.delete(`${files.where}|${slug}`);
  await files.removePrefix(storePrefix(slug));
}

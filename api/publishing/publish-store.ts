import fs from 'node:fs';
import path from 'node:path';
import type { DB } from '../db/database';
import { newId, nowIso } from '../ids';
import { exportSnapshot } from '../storefronts/export-snapshot';
import { buildRelease, precompress, type BuildOptions } from './build-release';
import {
  currentReleaseDir,
  hasCurrentRelease,
  isSafeSlug,
  pruneReleases,
  releasesDir,
  storeDir,
  storefrontsRoot,
  swapCurrent,
} from './releases';
import { publishFingerprint } from './publish-fingerprint';
import { planPages } from './page-plan';
import {
  completeFromPrevious,
  isSafeProductId,
  readPublishedSnapshot,
  writePublishedSnapshot,
} from './partial-release';
import { storeAddressInvalid } from '#shared/messages';
import type { FileStore } from '../storage/files';
import {
  publishToBucket,
  pruneBucketReleases,
  readBucketSnapshot,
  readLiveRelease,
  removeBucketStore,
  writeBucketSnapshot,
} from './bucket-releases';

export interface PublishOptions extends BuildOptions {
  /**
   * Where releases go: the bucket's file store (S3_BUCKET) or, by default, DATA_DIR itself (symlinked releases).
   * DATA_DIR always holds the build's work folders.
   */
  files?: FileStore;
}

export type PublishOutcome =
  | {
      status: 'published';
      releaseId: string;
      ms: number;
      phases: { exportMs: number; buildMs: number; compressMs: number };
      /** 'whole': every page rendered; otherwise how many product pages were (the other pages always are). */
      rendered: 'whole' | { productPages: number };
    }
  | { status: 'failed'; error: string }
  | { status: 'skipped' }
  /** Nothing a shopper sees changed since the current release (same fingerprint): no build. */
  | { status: 'unchanged' };

/**
 * One publication: export the store's snapshot, build it into a fresh release folder, swap `current` to it, prune.
 * A failure leaves `current` untouched (the last good site stays online) and records the error for the merchant.
 */
export async function publishStore(
  db: DB,
  dataDir: string,
  storeId: string,
  opts: PublishOptions = {},
): Promise<PublishOutcome> {
  if (opts.files?.kind === 'bucket') return publishStoreToBucket(db, dataDir, storeId, opts.files, opts);
  const started = Date.now();
  const snapshot = await exportSnapshot(db, opts.files ?? dataDir, storeId);
  if (!snapshot) return { status: 'skipped' };
  const slug = snapshot.store.slug;
  if (!isSafeSlug(slug)) return recordFailure(db, storeId, storeAddressInvalid(slug));
  const fingerprint = publishFingerprint(snapshot);
  const live = await db
    .selectFrom('storefront_publications')
    .select(['slug', 'fingerprint', 'last_error'])
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  if (live?.fingerprint === fingerprint && live.slug === slug && !live.last_error && hasCurrentRelease(dataDir, slug)) {
    return { status: 'unchanged' };
  }

  const exported = Date.now();
  const releaseId = newId();
  const outDir = path.join(releasesDir(dataDir, slug), releaseId);
  // Only what changed is rendered when the live release and the snapshot it was made from are at hand.
  const liveDir = currentReleaseDir(dataDir, slug);
  const previous = liveDir && live?.slug === slug ? readPublishedSnapshot(dataDir, slug, path.basename(liveDir)) : null;
  let plan = planPages(previous, snapshot);
  if (plan.kind === 'products' && ![...plan.changed, ...plan.removed].every(isSafeProductId))
    plan = { kind: 'whole', reason: 'unexpected product id' };
  let built: number;
  let compressed: number;
  let rendered: 'whole' | { productPages: number } = 'whole';
  try {
    const result = await buildRelease(snapshot, outDir, path.join(storefrontsRoot(dataDir), '.build'), {
      ...opts,
      productPages: plan.kind === 'products' ? plan.changed : undefined,
    });
    built = Date.now();
    await precompress(outDir, path.join(storefrontsRoot(dataDir), '.build', 'compressed'));
    if (result.partial) {
      if (plan.kind !== 'products' || !liveDir)
        throw new Error('Publication partielle sans site en ligne à compléter.');
      completeFromPrevious(liveDir, outDir, plan.removed);
      rendered = { productPages: plan.changed.length };
    }
    compressed = Date.now();
    swapCurrent(dataDir, slug, releaseId);
  } catch (err) {
    fs.rmSync(outDir, { recursive: true, force: true });
    return recordFailure(db, storeId, err instanceof Error ? err.message : String(err));
  }
  pruneReleases(dataDir, slug);
  writePublishedSnapshot(dataDir, slug, releaseId, snapshot);

  const before = live;
  await recordPublication(db, storeId, slug, releaseId, Date.now() - started, fingerprint);
  // The store's address changed: its old address stops serving (the new one is live from now on).
  if (before?.slug && before.slug !== slug && isSafeSlug(before.slug)) {
    fs.rmSync(storeDir(dataDir, before.slug), { recursive: true, force: true });
  }
  return {
    status: 'published',
    releaseId,
    ms: Date.now() - started,
    phases: { exportMs: exported - started, buildMs: built - exported, compressMs: compressed - built },
    rendered,
  };
}

/**
 * The same publication with releases in a bucket (bucket-releases.ts): built and compressed in a local work folder,
 * uploaded whole under its own prefix (a partial render completed by copies inside the bucket), then live.json
 * switched. Any process of any machine can publish any store; the live release is read from the bucket.
 */
async function publishStoreToBucket(
  db: DB,
  dataDir: string,
  storeId: string,
  files: FileStore,
  opts: BuildOptions,
): Promise<PublishOutcome> {
  const started = Date.now();
  const snapshot = await exportSnapshot(db, files, storeId);
  if (!snapshot) return { status: 'skipped' };
  const slug = snapshot.store.slug;
  if (!isSafeSlug(slug)) return recordFailure(db, storeId, storeAddressInvalid(slug));
  const fingerprint = publishFingerprint(snapshot);
  const live = await db
    .selectFrom('storefront_publications')
    .select(['slug', 'fingerprint', 'last_error'])
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  const liveRelease = await readLiveRelease(files, slug, true);
  if (live?.fingerprint === fingerprint && live.slug === slug && !live.last_error && liveRelease) {
    return { status: 'unchanged' };
  }

  const exported = Date.now();
  const releaseId = newId();
  const work = path.join(storefrontsRoot(dataDir), '.build');
  const outDir = path.join(work, 'staging', releaseId);
  const previous =
    liveRelease && live?.slug === slug ? await readBucketSnapshot(files, slug, liveRelease.releaseId) : null;
  let plan = planPages(previous, snapshot);
  if (plan.kind === 'products' && ![...plan.changed, ...plan.removed].every(isSafeProductId))
    plan = { kind: 'whole', reason: 'unexpected product id' };
  let built: number;
  let compressed: number;
  let rendered: 'whole' | { productPages: number } = 'whole';
  try {
    const result = await buildRelease(snapshot, outDir, work, {
      ...opts,
      productPages: plan.kind === 'products' ? plan.changed : undefined,
    });
    built = Date.now();
    await precompress(outDir, path.join(work, 'compressed'));
    compressed = Date.now();
    if (result.partial && (plan.kind !== 'products' || !liveRelease))
      throw new Error('Publication partielle sans site en ligne à compléter.');
    const complete =
      result.partial && plan.kind === 'products' ? { from: liveRelease!, removedProducts: plan.removed } : null;
    if (complete) rendered = { productPages: plan.kind === 'products' ? plan.changed.length : 0 };
    await publishToBucket(files, slug, releaseId, outDir, complete);
  } catch (err) {
    fs.rmSync(outDir, { recursive: true, force: true });
    return recordFailure(db, storeId, err instanceof Error ? err.message : String(err));
  }
  await writeBucketSnapshot(files, slug, releaseId, snapshot);
  await pruneBucketReleases(files, slug).catch(() => {});
  await recordPublication(db, storeId, slug, releaseId, Date.now() - started, fingerprint);
  if (live?.slug && live.slug !== slug && isSafeSlug(live.slug)) await removeBucketStore(files, live.slug);
  return {
    status: 'published',
    releaseId,
    ms: Date.now() - started,
    phases: { exportMs: exported - started, buildMs: built - exported, compressMs: compressed - built },
    rendered,
  };
}

async function recordPublication(
  db: DB,
  storeId: string,
  slug: string,
  releaseId: string,
  ms: number,
  fingerprint: string,
): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('storefront_publications')
    .values({
      store_id: storeId,
      slug,
      release_id: releaseId,
      published_at: now,
      build_ms: ms,
      last_error: null,
      failed_at: null,
      updated_at: now,
      fingerprint,
    })
    .onConflict((oc) =>
      oc.column('store_id').doUpdateSet({
        slug,
        release_id: releaseId,
        published_at: now,
        build_ms: ms,
        last_error: null,
        failed_at: null,
        updated_at: now,
        fingerprint,
      }),
    )
    .execute();
}

async function recordFailure(db: DB, storeId: string, error: string): Promise<PublishOutcome> {
  const now = nowIso();
  await db
    .insertInto('storefront_publications')
    .values({
      store_id: storeId,
      slug: null,
      release_id: null,
      published_at: null,
      build_ms: null,
      last_error: error,
      failed_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('store_id').doUpdateSet({ last_error: error, failed_at: now, updated_at: now }))
    .execute();
  return { status: 'failed', error };
}

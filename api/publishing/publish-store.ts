import fs from 'node:fs';
import path from 'node:path';
import type { DB } from '../db/database';
import { newId, nowIso } from '../ids';
import { exportSnapshot } from '../storefronts/export-snapshot';
import { buildRelease, precompress, type BuildOptions } from './build-release';
import { isSafeSlug, storefrontsRoot } from './releases';
import { publishFingerprint } from './publish-fingerprint';
import { planPages } from './page-plan';
import { stampChangeDates } from './change-dates';
import { isSafeProductId } from './partial-release';
import { storeAddressInvalid } from '#shared/messages';
import type { FileStore } from '../storage/files';
import { bucketReleases, diskReleases, type ReleaseTarget } from './release-targets';

export interface PublishOptions extends BuildOptions {
  /**
   * Where releases go: the bucket's file store (S3_BUCKET) or, by default, DATA_DIR itself (symlinked releases).
   * DATA_DIR always holds the build's work folders.
   */
  files?: FileStore;
  /**
   * Asked right before the release goes live: false when this worker no longer holds the store's job (another took it
   * over), and the release is thrown away instead.
   */
  stillHolds?: () => Promise<boolean>;
  /** PUBLIC_URL: the storefront's absolute address (canonical URLs, previews, the feed) is made from it. */
  publicUrl?: string;
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
  /** Another worker took the job over during the build (this one stalled past its lease): nothing went live. */
  | { status: 'taken-over' }
  /** Nothing a shopper sees changed since the current release (same fingerprint): no build. */
  | { status: 'unchanged' };

/**
 * One publication: export the store's snapshot, build it into a fresh release folder, make it live in one switch,
 * prune. A failure leaves the live release untouched (the last good site stays online) and records the error for the
 * merchant. Releases go to DATA_DIR or to the bucket (release-targets.ts); the steps are the same.
 */
export async function publishStore(
  db: DB,
  dataDir: string,
  storeId: string,
  opts: PublishOptions = {},
): Promise<PublishOutcome> {
  const target: ReleaseTarget =
    opts.files?.kind === 'bucket' ? bucketReleases(dataDir, opts.files) : diskReleases(dataDir);
  const started = Date.now();
  const exportedSnapshot = await exportSnapshot(db, opts.files ?? dataDir, storeId, { publicUrl: opts.publicUrl });
  if (!exportedSnapshot) return { status: 'skipped' };
  let snapshot = exportedSnapshot;
  const slug = snapshot.store.slug;
  if (!isSafeSlug(slug)) return recordFailure(db, storeId, storeAddressInvalid(slug));
  const fingerprint = publishFingerprint(snapshot);
  const published = await db
    .selectFrom('storefront_publications')
    .select(['slug', 'fingerprint', 'last_error'])
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  const live = await target.live(slug);
  if (published?.fingerprint === fingerprint && published.slug === slug && !published.last_error && live) {
    return { status: 'unchanged' };
  }

  const exported = Date.now();
  const releaseId = newId();
  const outDir = target.buildDir(slug, releaseId);
  // Only what changed is rendered when the live release and the snapshot it was made from are at hand.
  const previous = live && published?.slug === slug ? await target.readSnapshot(slug, live) : null;
  // The sitemap's dates: what did not change since the live release keeps its date.
  snapshot = stampChangeDates(previous, snapshot);
  let plan = planPages(previous, snapshot);
  if (plan.kind === 'products' && ![...plan.changed, ...plan.removed].every(isSafeProductId))
    plan = { kind: 'whole', reason: 'unexpected product id' };
  let built: number;
  let compressed: number;
  let rendered: 'whole' | { productPages: number } = 'whole';
  try {
    const work = path.join(storefrontsRoot(dataDir), '.build');
    const result = await buildRelease(snapshot, outDir, work, {
      ...opts,
      productPages: plan.kind === 'products' ? plan.changed : undefined,
    });
    built = Date.now();
    await precompress(outDir, path.join(work, 'compressed'));
    compressed = Date.now();
    if (result.partial && (plan.kind !== 'products' || !live))
      throw new Error('Publication partielle sans site en ligne à compléter.');
    const complete =
      result.partial && plan.kind === 'products' && live ? { from: live, removedProducts: plan.removed } : null;
    if (complete && plan.kind === 'products') rendered = { productPages: plan.changed.length };
    if (opts.stillHolds && !(await opts.stillHolds())) {
      fs.rmSync(outDir, { recursive: true, force: true });
      return { status: 'taken-over' };
    }
    await target.goLive(slug, releaseId, outDir, complete);
  } catch (err) {
    fs.rmSync(outDir, { recursive: true, force: true });
    return recordFailure(db, storeId, err instanceof Error ? err.message : String(err));
  }
  await target.afterLive(slug, releaseId, snapshot);
  await recordPublication(db, storeId, slug, releaseId, Date.now() - started, fingerprint);
  // The store's address changed: its old address stops serving (the new one is live from now on).
  if (published?.slug && published.slug !== slug && isSafeSlug(published.slug))
    await target.removeStore(published.slug);
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

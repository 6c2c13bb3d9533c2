import fs from 'node:fs';
import path from 'node:path';
import type { StorefrontSnapshot } from '#shared/storefront-snapshot';
import type { FileStore } from '../storage/files';
import {
  publishToBucket,
  pruneBucketReleases,
  readBucketSnapshot,
  readLiveRelease,
  removeBucketStore,
  writeBucketSnapshot,
  type LiveRelease,
} from './bucket-releases';
import { completeFromPrevious, readPublishedSnapshot, writePublishedSnapshot } from './partial-release';
import { currentReleaseDir, pruneReleases, releasesDir, storeDir, storefrontsRoot, swapCurrent } from './releases';

/**
 * Where a store's published releases live: folders under DATA_DIR with a `current` symlink (one machine), or a
 * bucket with a live.json switch (several machines, decision 004). publish-store.ts runs the same publication
 * against either; only these steps differ. In both, nothing a visitor sees changes until `goLive` switches.
 */
export interface ReleaseTarget<Live extends { releaseId: string } = { releaseId: string }> {
  /** The local folder a release is built into. */
  buildDir(slug: string, releaseId: string): string;
  /** The slug's live release, read fresh (not from a cache), or null. */
  live(slug: string): Promise<Live | null>;
  /** The snapshot the live release was rendered from (for a partial render), or null. */
  readSnapshot(slug: string, live: Live): Promise<StorefrontSnapshot | null>;
  /**
   * Makes the built folder the live release, first completing a partial render from `complete.from` (every file it
   * did not render, but the pages of removed products). Until it resolves, visitors get the old release.
   */
  goLive(
    slug: string,
    releaseId: string,
    builtDir: string,
    complete: { from: Live; removedProducts: string[] } | null,
  ): Promise<void>;
  /** After the switch: keeps the snapshot for the next partial render, removes releases no longer needed. */
  afterLive(slug: string, releaseId: string, snapshot: StorefrontSnapshot): Promise<void>;
  /** Everything of a slug (the store's address changed: the old one stops serving). */
  removeStore(slug: string): Promise<void>;
}

/** Releases as folders under DATA_DIR/storefronts/<slug>/releases, `current` a symlink swapped atomically. */
export function diskReleases(dataDir: string): ReleaseTarget {
  return {
    buildDir: (slug, releaseId) => path.join(releasesDir(dataDir, slug), releaseId),
    async live(slug) {
      const dir = currentReleaseDir(dataDir, slug);
      return dir ? { releaseId: path.basename(dir) } : null;
    },
    readSnapshot: async (slug, live) => readPublishedSnapshot(dataDir, slug, live.releaseId),
    async goLive(slug, releaseId, builtDir, complete) {
      if (complete)
        completeFromPrevious(
          path.join(releasesDir(dataDir, slug), complete.from.releaseId),
          builtDir,
          complete.removedProducts,
        );
      swapCurrent(dataDir, slug, releaseId);
    },
    async afterLive(slug, releaseId, snapshot) {
      writePublishedSnapshot(dataDir, slug, releaseId, snapshot);
      pruneReleases(dataDir, slug);
    },
    async removeStore(slug) {
      fs.rmSync(storeDir(dataDir, slug), { recursive: true, force: true });
    },
  };
}

/**
 * Releases in a bucket (bucket-releases.ts): built in a local staging folder, uploaded whole under their own prefix
 * (a partial render completed by copies inside the bucket), then live.json switched. Any process of any machine can
 * publish any store.
 */
export function bucketReleases(dataDir: string, files: FileStore): ReleaseTarget<LiveRelease> {
  return {
    buildDir: (_slug, releaseId) => path.join(storefrontsRoot(dataDir), '.build', 'staging', releaseId),
    live: (slug) => readLiveRelease(files, slug, true),
    readSnapshot: (slug, live) => readBucketSnapshot(files, slug, live.releaseId),
    goLive: (slug, releaseId, builtDir, complete) => publishToBucket(files, slug, releaseId, builtDir, complete),
    async afterLive(slug, releaseId, snapshot) {
      await writeBucketSnapshot(files, slug, releaseId, snapshot);
      // A failed prune only leaves an old release for the next one to remove.
      await pruneBucketReleases(files, slug).catch(() => {});
    },
    removeStore: (slug) => removeBucketStore(files, slug),
  };
}

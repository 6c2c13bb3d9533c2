import fs from 'node:fs';
import path from 'node:path';

// On-disk layout of the published storefronts (served by api/storefronts/serve.ts):
//   DATA_DIR/storefronts/<slug>/releases/<releaseId>/   one complete build, never modified once swapped in
//   DATA_DIR/storefronts/<slug>/current                  symlink → releases/<releaseId>, replaced by rename()
// rename() over an existing symlink is atomic: a visitor sees the old release or the new one, never a mix or a gap.

/** How many releases stay on disk: the current one and older ones whose hashed assets open pages may still fetch. */
export const RELEASES_KEPT = 3;

const SLUG_RE = /^[a-z0-9][a-z0-9-]{0,99}$/;
export const isSafeSlug = (slug: string) => SLUG_RE.test(slug);

export const storefrontsRoot = (dataDir: string) => path.join(dataDir, 'storefronts');
export const storeDir = (dataDir: string, slug: string) => path.join(storefrontsRoot(dataDir), slug);
export const releasesDir = (dataDir: string, slug: string) => path.join(storeDir(dataDir, slug), 'releases');
export const currentLink = (dataDir: string, slug: string) => path.join(storeDir(dataDir, slug), 'current');

/** Absolute folder of the live release, or null when the slug has none. */
export function currentReleaseDir(dataDir: string, slug: string): string | null {
  if (!isSafeSlug(slug)) return null;
  try {
    return fs.realpathSync(currentLink(dataDir, slug));
  } catch {
    return null;
  }
}

export const hasCurrentRelease = (dataDir: string, slug: string) => currentReleaseDir(dataDir, slug) !== null;

/** Points `current` at releases/<releaseId> atomically (temp symlink, then rename over the old one). */
export function swapCurrent(dataDir: string, slug: string, releaseId: string): void {
  const link = currentLink(dataDir, slug);
  const tmp = `${link}.${releaseId}.tmp`;
  fs.rmSync(tmp, { force: true });
  fs.symlinkSync(path.join('releases', releaseId), tmp, 'dir');
  fs.renameSync(tmp, link);
}

/**
 * A release stays this long after a newer one replaced it: a page being read from it, or opened from it just before
 * the switch and fetching its scripts, finds it whole (on the disk as in a bucket).
 */
export const RELEASE_GRACE_MS = 10 * 60_000;

/** Milliseconds since the epoch a UUIDv7 was made at (its first 48 bits), or null. */
export function uuidv7Time(id: string): number | null {
  const hex = id.replace(/-/g, '').slice(0, 12);
  return /^[0-9a-f]{12}$/i.test(hex) ? parseInt(hex, 16) : null;
}

/**
 * Removes old releases: those neither live, nor among the newest RELEASES_KEPT, nor replaced less than
 * RELEASE_GRACE_MS ago (release ids are UUIDv7: they sort by time, and the next newer id tells when a release was
 * replaced). Without the grace time, releases switched in quick succession removed a folder a page was still being
 * read from (serve-during-publication.test.ts).
 */
export function pruneReleases(dataDir: string, slug: string, now = Date.now()): void {
  const dir = releasesDir(dataDir, slug);
  const live = currentReleaseDir(dataDir, slug);
  let names: string[];
  try {
    names = fs.readdirSync(dir).sort().reverse();
  } catch {
    return;
  }
  for (let i = RELEASES_KEPT; i < names.length; i++) {
    const full = path.join(dir, names[i]!);
    if (full === live) continue;
    const replacedAt = uuidv7Time(names[i - 1]!);
    if (replacedAt !== null && now - replacedAt < RELEASE_GRACE_MS) continue;
    fs.rmSync(full, { recursive: true, force: true });
  }
}

/** Release folders of a slug, newest first (serve.ts looks for old hashed assets in them). */
export function releaseDirs(dataDir: string, slug: string): string[] {
  const dir = releasesDir(dataDir, slug);
  try {
    return fs
      .readdirSync(dir)
      .sort()
      .reverse()
      .map((n) => path.join(dir, n));
  } catch {
    return [];
  }
}

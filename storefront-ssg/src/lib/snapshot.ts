import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { StorefrontSnapshot } from '#shared/storefront-snapshot';

// The generator builds ONE store per run. The publisher writes that store's snapshot to a JSON file and passes
// its path in STOREFRONT_SNAPSHOT; without it (a developer running `astro dev`) the demo fixture is used.
const fixture = fileURLToPath(new URL('../../fixtures/demo-snapshot.json', import.meta.url));

let cached: { file: string; snapshot: StorefrontSnapshot } | null = null;

export function loadSnapshot(): StorefrontSnapshot {
  const file = process.env.STOREFRONT_SNAPSHOT || fixture;
  if (cached?.file !== file)
    cached = { file, snapshot: JSON.parse(fs.readFileSync(file, 'utf8')) as StorefrontSnapshot };
  return cached.snapshot;
}

/**
 * Which product pages this build writes: all of them, unless the publisher asks for a few (STOREFRONT_PRODUCT_PAGES,
 * a JSON list of product ids: a partial build, see api/publishing/partial-build.ts). Every other page is always built.
 */
export function productPagesToBuild(): ReadonlySet<string> | null {
  const only = process.env.STOREFRONT_PRODUCT_PAGES;
  return only ? new Set(JSON.parse(only) as string[]) : null;
}

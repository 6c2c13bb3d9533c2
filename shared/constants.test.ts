import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RESERVED_SLUGS, retryDelayMs } from './constants';

const root = path.resolve(import.meta.dirname, '..');

/** First path segment of every PWA route file and public asset: a store slug must never shadow one of them. */
function topLevelPathsOfThePwa(): string[] {
  const names = new Set<string>();
  const routes = path.join(root, 'pwa', 'routes');
  for (const entry of fs.readdirSync(routes, { withFileTypes: true })) {
    // Pathless layout groups (_public) hold top-level pages themselves.
    if (entry.isDirectory() && entry.name.startsWith('_')) {
      for (const page of fs.readdirSync(path.join(routes, entry.name)))
        names.add(page.replace(/\.tsx?$/, '').split('.')[0]!);
    } else {
      names.add(entry.name.replace(/\.tsx?$/, '').split('.')[0]!);
    }
  }
  for (const asset of fs.readdirSync(path.join(root, 'pwa', 'public'))) names.add(asset.split('.')[0]!);
  return [...names].filter((n) => n && !n.startsWith('_') && n !== 'index' && !n.startsWith('-'));
}

describe('RESERVED_SLUGS', () => {
  it('covers every top-level path of the PWA and the API', () => {
    const paths = topLevelPathsOfThePwa();
    expect(paths).toEqual(expect.arrayContaining(['auth', 'user', 'admin', 'pricing', 'stores', 'assets']));
    const missing = paths.filter((p) => !RESERVED_SLUGS.includes(p));
    expect(missing).toEqual([]);
    for (const p of ['api', 'uploads', 'sanctum', 'assets']) expect(RESERVED_SLUGS).toContain(p);
  });
});

describe('retryDelayMs', () => {
  it('backs off as min(1000·2^n, 30000)', () => {
    expect([0, 1, 2, 4, 5, 10].map(retryDelayMs)).toEqual([1000, 2000, 4000, 16000, 30000, 30000]);
  });
});

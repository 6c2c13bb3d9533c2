import type { ComponentType } from 'react';

/** One entry of a back-office menu. `to` is an app path (the top bar's title is the screen's: screen-titles.ts). */
export interface FrameNavItem {
  to: string;
  label: string;
  /** The entry's icon (a Tabler icon). */
  icon?: ComponentType<{ size?: number | string; stroke?: number }>;
  /** Other paths whose pages belong to this entry (the spec's older paths, its sub-pages): it is the active one there. */
  also?: string[];
  /** Sibling screens of one entry, shown as tabs above its page (e.g. « Personnel » and « Rôles »). */
  tabs?: { to: string; label: string; also?: string[] }[];
}

/** A group of the menu, named by what the user does there (« Boutique », « Vitrine », « Argent »…). */
export interface FrameNavGroup {
  label: string;
  items: FrameNavItem[];
}

/** Every entry of a grouped menu, in order. */
export function navEntries(groups: FrameNavGroup[]): FrameNavItem[] {
  return groups.flatMap((g) => g.items);
}

function under(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/**
 * The one entry a page belongs to: the entry whose path (its `to`, its `also` paths or its tabs') is the longest
 * prefix of the page's path. Exactly one entry is highlighted, never two (« Abonnements » and « Demandes » were).
 */
export function activeEntry(pathname: string, items: FrameNavItem[]): FrameNavItem | null {
  const path = stripTrailingSlash(pathname);
  let best: FrameNavItem | null = null;
  let bestLength = -1;
  for (const item of items) {
    const paths = [item.to, ...(item.also ?? []), ...(item.tabs ?? []).flatMap((t) => [t.to, ...(t.also ?? [])])];
    for (const p of paths) {
      if (under(path, p) && p.length > bestLength) {
        best = item;
        bestLength = p.length;
      }
    }
  }
  return best;
}

function stripTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

// Absolute addresses of the store's pages, from the address the publisher computed (snapshot.store.siteUrl): the
// pages never compute the store's domain themselves. `path` is a storefrontPaths path (/{slug}/…).
import type { StorefrontSnapshot } from '#shared/storefront-snapshot';

export function absoluteUrl(snap: StorefrontSnapshot, path: string): string {
  const prefix = `/${snap.store.slug}`;
  const rest = path === prefix ? '' : path.startsWith(prefix + '/') ? path.slice(prefix.length) : path;
  return snap.store.siteUrl + rest;
}

/** The day a page last changed (YYYY-MM-DD): the store-wide date, or the product's when later. */
export function lastChange(snap: StorefrontSnapshot, productChangedAt?: string): string {
  const dates = [snap.changedAt ?? snap.exportedAt, productChangedAt ?? ''].filter(Boolean).sort();
  return dates[dates.length - 1]!.slice(0, 10);
}

export const escapeXml = (text: string): string =>
  text
    // Characters XML 1.0 forbids (control characters a pasted text may carry).
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/[<>&"']/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[ch]!);

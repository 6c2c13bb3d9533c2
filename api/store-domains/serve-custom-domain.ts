import type { MiddlewareHandler } from 'hono';
import { PAGE_NOT_FOUND } from '#shared/messages';
import type { AppEnv } from '../context';
import { serveStoreRelease } from '../storefronts/serve';
import { cachedStoreOfDomain } from './domain-cache';
import { markDomainSeen } from './domain-repository';
import { isPlatformRequestHost, requestHost } from './host';

/**
 * The storefront's page names: a store whose slug is one of them (« contact ») keeps « /contact » on its own domain
 * for that page, not for its home.
 */
const PAGE_NAMES = new Set(['home', 'products', 'contact', 'gallery', 'search', 'commande', 'suivi', '_astro', '404']);

/**
 * A request whose Host is a store's own domain (« maboutique.sn ») gets that store's storefront (decision 023):
 * `/` is its home, `/products/42` its product page, every path the release's file. The release's own links keep their
 * `/{slug}/…` form, so `/{slug}/…` is served on the domain too: one release, the same bytes, ETags and policies on
 * both addresses. Mounted after /api and /uploads (the order form and the pictures work on the domain as everywhere)
 * and before the platform's storefronts and PWA: a domain never gets the back-office or its service worker. A domain
 * whose plan no longer includes it sends shoppers to the store's platform address; an unknown host goes on as before.
 */
export const serveCustomDomains: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { db, config } = c.var.deps;
  const host = requestHost(c);
  if (isPlatformRequestHost(host, config)) return next();
  const store = await cachedStoreOfDomain(db, host);
  if (!store) return next();
  const first = /^\/([^/]+)(\/.*)?$/.exec(c.req.path);
  const rest = first && first[1] === store.slug && !PAGE_NAMES.has(store.slug) ? (first[2] ?? '') : c.req.path;
  if (!store.allowed) {
    const query = new URL(c.req.url).search;
    return c.redirect(`${config.publicUrl}/${store.slug}${rest === '/' ? '' : rest}${query}`, 302);
  }
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return c.text(PAGE_NOT_FOUND, 404);
  await markDomainSeen(db, store);
  return (await serveStoreRelease(c, store.slug, rest)) ?? c.text(PAGE_NOT_FOUND, 404);
};

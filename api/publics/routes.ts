import { Hono } from 'hono';
import { SHOP_NOT_FOUND } from '#shared/messages';
import type { PublicStoreListItem } from '#shared/schemas/store';
import type { AppEnv } from '../context';
import { notFound } from '../http/errors';
import { latestSubscription } from '../subscriptions/current';
import { publicStoreCache } from './public-store-cache';
import { etagMatches, readPublicStore } from './public-store-read';

/**
 * A CDN (and a browser) may keep the answer but must ask again before each use; with the ETag the answer to that is
 * a 304 without a body. A merchant's change shows at once, and a CDN in front still spares the body's bytes.
 */
export const PUBLIC_STORE_CACHE_CONTROL = 'public, no-cache';

/** The marketing /stores page shows at most this many stores. */
const PUBLIC_LIST_LIMIT = 500;

/** Anyone may read these: public store data only (mounted at /api/publics). */
export function publicRoutes() {
  const routes = new Hono<AppEnv>();

  /**
   * Stores shown on the marketing /stores page, by name: those with a live storefront (a card must never lead to a
   * 404 while a new store's first build runs) whose owner is not suspended.
   */
  routes.get('/', async (c) => {
    const { db } = c.var.deps;
    const rows = await db
      .selectFrom('stores')
      .innerJoin('storefront_publications', 'storefront_publications.store_id', 'stores.id')
      .where('storefront_publications.release_id', 'is not', null)
      .select(['stores.name', 'stores.slug', 'stores.logo', 'stores.color', 'stores.brand'])
      .select((eb) => latestSubscription(eb, 'stores.user_id').select('subscriptions.status').as('status'))
      .orderBy('stores.name')
      .limit(PUBLIC_LIST_LIMIT)
      .execute();
    const data = rows
      .filter((r) => r.status !== 'suspended')
      .map(({ name, slug, logo, color, brand }): PublicStoreListItem => ({ name, slug, logo, color, brand }));
    return c.json({ data });
  });

  /**
   * One store by slug, for its storefront: public fields only (no ids, no owner, no timestamps). Cacheable by a CDN
   * and by browsers, which must revalidate (`no-cache`): the ETag makes that a 304 without a body.
   */
  routes.get('/:slug', async (c) => {
    const { db } = c.var.deps;
    const slug = c.req.param('slug').toLowerCase();
    if (!/^[a-z0-9-]{1,60}$/.test(slug)) throw notFound(SHOP_NOT_FOUND);
    let answer = publicStoreCache.get(db, slug);
    if (!answer) {
      const read = await readPublicStore(db, slug);
      if (!read) throw notFound(SHOP_NOT_FOUND);
      publicStoreCache.set(db, slug, read);
      answer = read;
    }
    const headers = { etag: answer.etag, 'cache-control': PUBLIC_STORE_CACHE_CONTROL };
    if (etagMatches(c.req.header('if-none-match'), answer.etag)) return c.body(null, 304, headers);
    return c.body(answer.body, 200, { 'content-type': 'application/json', ...headers });
  });

  return routes;
}

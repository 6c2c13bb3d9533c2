import { Hono } from 'hono';
import { SHOP_NOT_FOUND } from '#shared/messages';
import type { PublicStoreListItem } from '#shared/schemas/store';
import type { AppEnv } from '../context';
import { notFound } from '../http/errors';
import { toPublicStoreDto } from '../stores/store-dto';
import { latestSubscription } from '../subscriptions/current';
import { publicStoreCache } from './public-store-cache';

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

  /** One store by slug, for its storefront: public fields only (no ids, no owner, no timestamps). */
  routes.get('/:slug', async (c) => {
    const { db } = c.var.deps;
    const slug = c.req.param('slug').toLowerCase();
    if (!/^[a-z0-9-]{1,60}$/.test(slug)) throw notFound(SHOP_NOT_FOUND);
    const cached = publicStoreCache.get(db, slug);
    if (cached) return c.body(cached, 200, { 'content-type': 'application/json' });
    const row = await db
      .selectFrom('stores')
      .select([
        'name',
        'slug',
        'phone',
        'email',
        'address',
        'brand',
        'currency',
        'color',
        'logo',
        'website',
        'facebook_pixel_id',
      ])
      .select((eb) => latestSubscription(eb, 'stores.user_id').select('subscriptions.status').as('status'))
      .where('slug', '=', slug)
      .executeTakeFirst();
    if (!row) throw notFound(SHOP_NOT_FOUND);
    const body = JSON.stringify({ store: toPublicStoreDto(row, row.status) });
    publicStoreCache.set(db, slug, body);
    return c.body(body, 200, { 'content-type': 'application/json' });
  });

  return routes;
}

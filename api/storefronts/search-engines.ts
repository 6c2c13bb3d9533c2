import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { latestSubscription } from '../subscriptions/current';
import { storefrontSiteUrl } from './site-url';

/** A sitemap index holds at most 50 000 sitemaps (sitemaps.org). */
const SITEMAPS_MAX = 50_000;

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[ch]!);

/**
 * The platform's /robots.txt and /sitemap.xml for search engines: robots.txt keeps crawlers out of the API and the
 * back-office and names the sitemap index; the index lists the sitemap of every store with a live storefront whose
 * owner is not suspended (a suspended store also says noindex on its pages and lists no page in its own sitemap).
 * A store on its own domain is left out: a sitemap is trusted only on its own host, and that domain's /robots.txt
 * (the release's robots.txt) names it.
 */
export function searchEngineRoutes() {
  const routes = new Hono<AppEnv>();

  routes.get('/robots.txt', (c) => {
    const base = c.var.deps.config.publicUrl.replace(/\/+$/, '');
    const body = [
      'User-agent: *',
      'Disallow: /api/',
      'Disallow: /user/',
      'Disallow: /admin/',
      'Disallow: /auth/',
      'Disallow: /sanctum/',
      'Allow: /',
      '',
      `Sitemap: ${base}/sitemap.xml`,
      '',
    ].join('\n');
    return c.text(body, 200, { 'cache-control': 'public, max-age=3600' });
  });

  routes.get('/sitemap.xml', async (c) => {
    const { db, config } = c.var.deps;
    const base = config.publicUrl.replace(/\/+$/, '');
    const rows = await db
      .selectFrom('stores')
      .innerJoin('storefront_publications', 'storefront_publications.store_id', 'stores.id')
      .where('storefront_publications.release_id', 'is not', null)
      .select(['stores.slug', 'storefront_publications.published_at'])
      .select((eb) => latestSubscription(eb, 'stores.user_id').select('subscriptions.status').as('status'))
      .orderBy('stores.slug')
      .limit(SITEMAPS_MAX)
      .execute();
    const entries = rows
      .filter((r) => r.status !== 'suspended')
      .map((r) => ({ site: storefrontSiteUrl({ slug: r.slug }, base), day: r.published_at?.slice(0, 10) }))
      .filter((r) => r.site.startsWith(base + '/'))
      .map(
        (r) =>
          `<sitemap><loc>${escapeXml(`${r.site}/sitemap.xml`)}</loc>${r.day ? `<lastmod>${r.day}</lastmod>` : ''}</sitemap>`,
      );
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...entries,
      '</sitemapindex>',
      '',
    ].join('\n');
    return c.body(body, 200, {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    });
  });

  return routes;
}

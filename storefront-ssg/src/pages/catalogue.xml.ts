import type { APIRoute } from 'astro';
import { loadSnapshot } from '../lib/snapshot';
import { catalogueFeed } from '../lib/catalogue-feed';

// The store's product feed, written with every release (/{slug}/catalogue.xml): empty for a suspended store.
export const GET: APIRoute = () =>
  new Response(catalogueFeed(loadSnapshot()), { headers: { 'content-type': 'application/xml; charset=utf-8' } });

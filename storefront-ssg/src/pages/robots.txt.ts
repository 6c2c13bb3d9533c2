import type { APIRoute } from 'astro';
import { loadSnapshot } from '../lib/snapshot';
import { robots } from '../lib/sitemap';

// The store's robots.txt (its sitemap; a suspended store asks not to be crawled), for its own domain's root.
export const GET: APIRoute = () =>
  new Response(robots(loadSnapshot()), { headers: { 'content-type': 'text/plain; charset=utf-8' } });

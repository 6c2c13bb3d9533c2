import type { APIRoute } from 'astro';
import { loadSnapshot } from '../lib/snapshot';
import { sitemap } from '../lib/sitemap';

// Every published page of the store with its last change (/{slug}/sitemap.xml); none for a suspended store.
export const GET: APIRoute = () =>
  new Response(sitemap(loadSnapshot()), { headers: { 'content-type': 'application/xml; charset=utf-8' } });

import type { APIRoute } from 'astro';
import { loadSnapshot } from '../lib/snapshot';
import { buildSearchIndex } from '../lib/search';

// The store's search index, written once per release (/{slug}/search-index.json); the search page fetches it.
export const GET: APIRoute = () =>
  new Response(JSON.stringify(buildSearchIndex(loadSnapshot())), {
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });

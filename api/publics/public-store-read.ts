import { createHash } from 'node:crypto';
import type { CompiledQuery } from 'kysely';
import type { DB } from '../db/database';
import { toPublicStoreDto } from '../stores/store-dto';
import { latestSubscription } from '../subscriptions/current';

/** What GET /api/publics/{slug} answers for a store: the JSON text and its ETag (a hash of that text). */
export interface PublicStoreAnswer {
  body: string;
  etag: string;
}

/** Stands for the slug in the compiled query; replaced by the real one in its parameters at each read. */
const SLUG = '\u0000slug';

/** The one compiled query per database handle (dialects compile differently): built once, never per request. */
const compiled = new WeakMap<object, CompiledQuery>();

function compiledQuery(db: DB): CompiledQuery {
  let query = compiled.get(db);
  if (!query) {
    query = db
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
      .where('slug', '=', SLUG)
      .compile();
    compiled.set(db, query);
  }
  return query;
}

type Row = Parameters<typeof toPublicStoreDto>[0] & { status: Parameters<typeof toPublicStoreDto>[1] };

/** Reads one store's public answer from the database (one statement), or null when no store has this slug. */
export async function readPublicStore(db: DB, slug: string): Promise<PublicStoreAnswer | null> {
  const query = compiledQuery(db);
  const { rows } = await db.executeQuery<Row>({
    ...query,
    parameters: query.parameters.map((p) => (p === SLUG ? slug : p)),
  } as CompiledQuery<Row>);
  const row = rows[0];
  if (!row) return null;
  const body = JSON.stringify({ store: toPublicStoreDto(row, row.status) });
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

/** Whether an If-None-Match header names this ETag (a list, `*`, or the weak form of it). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === etag || t === '*');
}

import type { Context } from 'hono';
import { RESERVED_SLUGS } from '#shared/constants';
import { PAGE_UNAVAILABLE_NOW, STOREFRONT_UNAVAILABLE_TITLE } from '#shared/messages';
import { storefrontPaths } from '#shared/paths';
import type { AppEnv } from '../context';
import { errorAnswer, logError, RETRY_AFTER_SECONDS, type ErrorAnswer } from '../http/errors';
import { html, isPlainFormPost, shopPage } from '../orders/shop-pages';
import { isSafeSlug } from '../publishing/releases';

// A shopper never sees JSON: an error on a storefront path (/{slug}/…), on a shop form posted without JavaScript or
// on the page such a post lands on answers an HTML page in the store's look (its name, the way back), with the
// error's status. The API keeps its JSON everywhere else (the islands, the PWA).

const NOT_STOREFRONT = /^\/(?:api|uploads|sanctum)(?:\/|$)/;

/** The store's slug when the request is a shopper's browser asking for a page, otherwise null. */
export function shopperPageSlug(c: Context<AppEnv>): string | null {
  const path = c.req.path;
  const shop = /^\/api\/shop\/([^/]+)\/(.*)$/.exec(path);
  if (shop) {
    const page = isPlainFormPost(c) || (c.req.method === 'GET' && /^orders\/[^/]+\/confirmation$/.test(shop[2]!));
    return page ? shop[1]! : null;
  }
  if (NOT_STOREFRONT.test(path)) return null;
  const slug = /^\/([^/]+)/.exec(path)?.[1];
  return slug && isSafeSlug(slug) && !RESERVED_SLUGS.includes(slug) ? slug : null;
}

/** The store's name for the page's header, if the database answers (it may be the very thing that failed). */
async function storeLook(c: Context<AppEnv>, slug: string): Promise<{ name: string; slug: string } | null | 'none'> {
  try {
    const store = await c.var.deps.db
      .selectFrom('stores')
      .select(['name', 'slug'])
      .where('slug', '=', slug)
      .executeTakeFirst();
    return store ?? 'none';
  } catch {
    return null;
  }
}

function page(c: Context<AppEnv>, store: { name: string; slug: string } | null, slug: string, answer: ErrorAnswer) {
  const unavailable = answer.status === 503;
  const title = unavailable ? STOREFRONT_UNAVAILABLE_TITLE : answer.message;
  if (answer.retryAfter) c.header('Retry-After', String(answer.retryAfter));
  return shopPage(
    c,
    answer.status,
    store,
    title,
    html`<h1>${title}</h1>
      ${
        unavailable || answer.message !== title
          ? html`<div class="notice bad" role="alert"><p>${answer.message}</p></div>`
          : ''
      }
      ${c.req.method === 'GET' ? html`<p><a class="btn" href="${c.req.path}">Réessayer</a></p>` : ''}
      <p><a href="${storefrontPaths.home(store?.slug ?? slug)}">Retour à la boutique</a></p>`,
  );
}

/** The page of an error thrown on a shopper's page request (app.onError): its status, the French message. */
export async function shopperErrorPage(
  err: Error,
  c: Context<AppEnv>,
  slug: string,
  log: (msg: string, err?: unknown) => void,
): Promise<Response> {
  const answer = errorAnswer(err);
  logError(answer, err, c, log);
  const store = await storeLook(c, slug);
  return page(c, store === 'none' ? null : store, slug, answer);
}

/**
 * The page of a storefront whose files cannot be read (the bucket is down and this process never kept the page):
 * 503 « Boutique momentanément indisponible », Retry-After. Null when the path is not a storefront's after all (the
 * bucket could not say, `knownStorefront` false, and no store has that slug): the request goes on to the PWA.
 */
export async function storefrontUnavailablePage(
  c: Context<AppEnv>,
  slug: string,
  opts: { knownStorefront: boolean },
): Promise<Response | null> {
  const store = await storeLook(c, slug);
  if (store === 'none' && !opts.knownStorefront) return null;
  const answer: ErrorAnswer = {
    status: 503,
    message: PAGE_UNAVAILABLE_NOW,
    retryAfter: RETRY_AFTER_SECONDS,
  };
  return page(c, store === 'none' ? null : store, slug, answer);
}

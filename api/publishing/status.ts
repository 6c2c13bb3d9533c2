import { NEVER_PUBLISHED, PUBLISHING, publishedOn } from '#shared/messages';
import type { StorefrontStatus } from '#shared/storefront-snapshot';
import type { DB } from '../db/database';
import { storeTimeZone } from '../checkout/store-checkout';

/** The date in the store's own time zone (its choice, or its country's): what the merchant's clock says. */
const dateFr = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone }).format(new Date(iso));

/** What the merchant's screens show about the storefront: being published, published on a date, or the last error. */
export async function storefrontStatus(db: DB, storeId: string): Promise<StorefrontStatus> {
  const [job, pub, store] = await Promise.all([
    db.selectFrom('publish_jobs').select(['status', 'retry_at']).where('store_id', '=', storeId).executeTakeFirst(),
    db.selectFrom('storefront_publications').selectAll().where('store_id', '=', storeId).executeTakeFirst(),
    db.selectFrom('stores').select(['phone', 'time_zone']).where('id', '=', storeId).executeTakeFirst(),
  ]);
  const publishedAt = pub?.published_at ?? null;
  const error = pub?.last_error ?? null;
  // A failed build waiting for its next try (retry.ts) still shows its error until that try starts.
  const waitingToRetry = job?.status === 'queued' && job.retry_at !== null && error !== null;
  if (job && !waitingToRetry) return { state: 'publishing', label: PUBLISHING, publishedAt, error };
  if (error) return { state: 'failed', label: error, publishedAt, error };
  if (publishedAt)
    return {
      state: 'published',
      label: publishedOn(dateFr(publishedAt, store ? storeTimeZone(store) : 'UTC')),
      publishedAt,
      error: null,
    };
  return { state: 'never', label: NEVER_PUBLISHED, publishedAt: null, error: null };
}

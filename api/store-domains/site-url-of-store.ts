import type { DB } from '../db/database';
import { effectivePlanForStore } from '../plans/limits';
import { storefrontSiteUrl } from '../storefronts/site-url';
import { domainOfStore } from './domain-repository';

/**
 * A store's storefront address as shoppers reach it now: her own domain while her plan includes one, else
 * PUBLIC_URL/{slug} (the same rule as the published pages' canonical URLs: api/storefronts/export-snapshot.ts).
 */
export async function siteUrlOfStore(db: DB, storeId: string, publicUrl: string): Promise<string> {
  const [{ domain, slug }, plan] = await Promise.all([domainOfStore(db, storeId), effectivePlanForStore(db, storeId)]);
  return storefrontSiteUrl({ slug, customDomain: plan.limits.customDomain ? domain : null }, publicUrl);
}

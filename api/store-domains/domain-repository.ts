import type { DB } from '../db/database';
import { unprocessable } from '../http/errors';
import { effectivePlanForStore } from '../plans/limits';
import { currentSubscriptionStatus } from '../subscriptions/current';
import { DOMAIN_TAKEN } from '#shared/schemas/store-domain';
import { nowIso } from '../ids';

/** The store a host name belongs to, and whether its domain may be served now. */
export interface DomainStore {
  storeId: string;
  slug: string;
  domain: string;
  /** Her plan includes a domain of her own (a lapsed paid plan falls back to the free one: decision 017). */
  allowed: boolean;
  /** Her subscription is suspended: the storefront shows 'Boutique indisponible', no new certificate is issued. */
  suspended: boolean;
  /** When a request first reached us at this domain; null until then. */
  seenAt: string | null;
}

/** The store whose own domain is `host` (already lower-case), or null. */
export async function storeOfDomain(db: DB, host: string): Promise<DomainStore | null> {
  const row = await db
    .selectFrom('stores')
    .select(['id', 'slug', 'user_id', 'custom_domain', 'custom_domain_seen_at'])
    .where('custom_domain', '=', host)
    .executeTakeFirst();
  if (!row?.custom_domain) return null;
  const [plan, status] = await Promise.all([
    effectivePlanForStore(db, row.id),
    currentSubscriptionStatus(db, row.user_id),
  ]);
  return {
    storeId: row.id,
    slug: row.slug,
    domain: row.custom_domain,
    allowed: plan.limits.customDomain,
    suspended: status === 'suspended',
    seenAt: row.custom_domain_seen_at,
  };
}

/**
 * Notes the first request that reached us at the store's domain: her DNS record points here, the settings screen
 * says « Actif ». Written once (only while null, and only for the domain still set), so later visits cost nothing.
 */
export async function markDomainSeen(db: DB, store: DomainStore, at: string = nowIso()): Promise<void> {
  if (store.seenAt) return;
  store.seenAt = at;
  await db
    .updateTable('stores')
    .set({ custom_domain_seen_at: at })
    .where('id', '=', store.storeId)
    .where('custom_domain', '=', store.domain)
    .where('custom_domain_seen_at', 'is', null)
    .execute();
}

/** The store's own domain as stored (null when none). */
export async function domainOfStore(
  db: DB,
  storeId: string,
): Promise<{ domain: string | null; slug: string; seenAt: string | null }> {
  const row = await db
    .selectFrom('stores')
    .select(['custom_domain', 'slug', 'custom_domain_seen_at'])
    .where('id', '=', storeId)
    .executeTakeFirstOrThrow();
  return { domain: row.custom_domain, slug: row.slug, seenAt: row.custom_domain ? row.custom_domain_seen_at : null };
}

/**
 * Sets (or clears, with null) the store's own domain, forgetting any visit seen at the former one. A domain another store holds is refused (422 on `domain`); the
 * unique index decides between two stores saving the same name at once, and its refusal reads the same.
 */
export async function setStoreDomain(db: DB, storeId: string, domain: string | null): Promise<void> {
  if (domain) {
    const holder = await db
      .selectFrom('stores')
      .select('id')
      .where('custom_domain', '=', domain)
      .where('id', '!=', storeId)
      .executeTakeFirst();
    if (holder) throw unprocessable({ domain: [DOMAIN_TAKEN] });
  }
  try {
    await db
      .updateTable('stores')
      .set({ custom_domain: domain, custom_domain_seen_at: null, updated_at: nowIso() })
      .where('id', '=', storeId)
      .execute();
  } catch (err) {
    if (isUniqueViolation(err)) throw unprocessable({ domain: [DOMAIN_TAKEN] });
    throw err;
  }
}

/** SQLite's SQLITE_CONSTRAINT_UNIQUE or PostgreSQL's 23505. */
function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string };
  return e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || e?.code === '23505';
}

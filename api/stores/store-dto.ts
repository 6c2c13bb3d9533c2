import type { Selectable } from 'kysely';
import type { PublicStoreDto, StoreDto, StoreWebsite } from '#shared/schemas/store';
import type { StoresTable } from '../db/tables-core';
import type { SubscriptionStatus } from '#shared/constants';

/** website is JSON text; a damaged value must not break the page, so it reads as {}. */
export function parseWebsite(text: string | null | undefined): StoreWebsite {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as StoreWebsite) : {};
  } catch {
    return {};
  }
}

/** The store as its owner and the admins see it: the public fields, plus ids, timestamps and the real status. */
export function toStoreDto(row: Selectable<StoresTable>, subscriptionStatus: SubscriptionStatus | null): StoreDto {
  return {
    id: row.id,
    user_id: row.user_id,
    ...toPublicStoreDto(row, subscriptionStatus),
    subscription: { status: subscriptionStatus },
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** Public fields only (the storefront's contact data); never ids, the owner, or timestamps. */
export function toPublicStoreDto(
  row: Pick<
    StoresTable,
    | 'name'
    | 'slug'
    | 'phone'
    | 'email'
    | 'address'
    | 'brand'
    | 'currency'
    | 'color'
    | 'logo'
    | 'website'
    | 'facebook_pixel_id'
  >,
  subscriptionStatus: SubscriptionStatus | null,
): PublicStoreDto {
  return {
    name: row.name,
    slug: row.slug,
    phone: row.phone,
    email: row.email,
    address: row.address,
    brand: row.brand,
    currency: row.currency,
    color: row.color,
    logo: row.logo,
    website: parseWebsite(row.website),
    facebook_pixel_id: row.facebook_pixel_id,
    subscription: { status: subscriptionStatus === 'suspended' ? 'suspended' : 'active' },
  };
}

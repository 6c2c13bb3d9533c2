import type { Generated } from 'kysely';
import type { PlanName, Role, SubscriptionStatus } from '#shared/constants';

// Row shapes of the core tables (see migrations/2026-11-22-0001-core.ts).
// Conventions: ids are text UUIDv7, timestamps ISO-8601 UTC text, booleans 0/1, JSON as text.

export interface UsersTable {
  id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  /** E.164, e.g. +22670000000 */
  phone: string | null;
  password_hash: string;
  role: Role;
  gender: string | null;
  referral_code: string;
  referred_by: string | null;
  profile_image: string | null;
  /** set when an administrator disabled the account: no sign-in, no refresh (migration 2026-11-23-0200) */
  disabled_at: string | null;
  last_login_at: string | null;
  /** access tokens issued before this instant are refused (migration 2026-11-23-1300) */
  sessions_revoked_at: string | null;
  /** JSON {firstname, lastname, phone, city} or null (migration 2026-11-23-1410) */
  delivery_info: string | null;
  created_at: string;
  updated_at: string;
}

export interface PlansTable {
  id: string;
  /** `${name}-${billing_cycle}`, unique: one plan per name and cycle (migration 2026-11-23-0100). */
  code: string;
  name: PlanName;
  price: number;
  billing_cycle: 'month' | 'year';
  discount_rate: number;
  /** JSON array of strings */
  description: string;
  /** Limits (decision 017): null = unlimited. */
  max_products: number | null;
  max_gallery_images: number | null;
  max_staff_accounts: number | null;
  /** 0/1: the tailoring workshop module. */
  atelier: Generated<number>;
  /** 0/1: the storefront at a domain of the store's own (migration 2026-12-05-0900, decision 023). */
  custom_domain: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface SubscriptionsTable {
  id: string;
  user_id: string;
  plan_id: string;
  status: SubscriptionStatus;
  start_date: string;
  end_date: string | null;
  created_at: string;
  updated_at: string;
}

export interface StoresTable {
  id: string;
  user_id: string;
  name: string;
  slug: string;
  phone: string;
  email: string;
  address: string | null;
  brand: string | null;
  currency: string;
  color: string | null;
  /** path under /uploads, e.g. /uploads/logos/<id>.png */
  logo: string | null;
  /** JSON: {about:{title}, social_media:{whatsapp,facebook,youtube,instagram,tiktok}, ...} */
  website: string;
  facebook_pixel_id: string | null;
  /** 1 when the merchant switched the atelier (tailoring back-office) on; only plans with `atelier` allow it */
  atelier_enabled: Generated<number>;
  /** garments the workshop can finish per day (the calendar's capacity); null when not set */
  atelier_capacity: number | null;
  /** Checkout (migration 2026-11-26-1000): JSON DeliverySettings / PaymentSettings (shared/checkout.ts), null until
   * set; IANA time zone, null = the default of the country of `phone`. */
  delivery_settings: string | null;
  payment_settings: string | null;
  time_zone: string | null;
  /** The store's own domain, lower-case (« maboutique.sn »), unique; null: only /{slug} (decision 023). */
  custom_domain: Generated<string | null>;
  /** When a request first reached us at that domain (its DNS points here); null: « en attente » (decision 023). */
  custom_domain_seen_at: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

export interface RefreshTokensTable {
  id: string;
  user_id: string;
  family_id: string;
  token_hash: string;
  remember: number;
  expires_at: string;
  rotated_at: string | null;
  revoked_at: string | null;
  created_at: string;
}

export interface LoginThrottleTable {
  /** 'account:<normalised identifier>' or 'ip:<address>' */
  key: string;
  failures: number;
  locked_until: string | null;
  updated_at: string;
}

/** A count per key that starts again each UTC day (api/auth/daily-cap.ts). */
export interface DailyCountersTable {
  key: string;
  /** YYYY-MM-DD (UTC) the count belongs to */
  day: string;
  count: number;
}

/** One live code per identifier typed (email or phone), known account or not (user_id null then). */
export interface PasswordResetsTable {
  id: string;
  /** Normalised email or phone, as users.email / users.phone store it. */
  identifier: string;
  user_id: string | null;
  code_hash: string;
  attempts: number;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** The opaque token of one "forgot" request, pointing at its identifier's live code. */
export interface PasswordResetTokensTable {
  id: string;
  reset_id: string;
  expires_at: string;
  created_at: string;
}

export interface NotificationsTable {
  id: string;
  /** recipient */
  user_id: string;
  type: string;
  related_id: string | null;
  message: string | null;
  read: number;
  created_at: string;
}

/** A device that agreed to Web Push notifications (migration 2026-12-05-0900); the user's, never shared. */
export interface PushSubscriptionsTable {
  id: string;
  user_id: string;
  /** the push service's address for this device (RFC 8030), unique */
  endpoint: string;
  /** the device's P-256 public key and auth secret, base64url (RFC 8291) */
  p256dh: string;
  auth: string;
  created_at: string;
}

export interface ContactMessagesTable {
  id: string;
  full_name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string;
  read: number;
  /** inbox state: new | read | answered | archived (migration 2026-11-23-0200) */
  status: Generated<'new' | 'read' | 'answered' | 'archived'>;
  created_at: string;
}

/** Synced, store-scoped (offline-first). */
export interface CustomersTable {
  id: string;
  store_id: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  email: string | null;
  city: string | null;
  address: string | null;
  gender: string | null;
  notes: string | null;
  /** JSON object of body measurements in cm, e.g. {"tour_de_poitrine": 92} */
  measurements: string;
  /** the customer whose phone this one shares (another name): shown until the merchant merges or keeps them apart */
  same_phone_as: string | null;
  version: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

/**
 * One row: the platform-wide change sequence of the single-process days, frozen since migration 2026-11-26-1100. It is the
 * floor a store's own counter starts from (every cursor a device held then is at or below it).
 */
export interface SyncCounterTable {
  id: number;
  value: number;
}

/** Each store's change sequence: gives every synced write of the store its `version` (api/db/sync-version.ts). */
export interface StoreSyncCountersTable {
  store_id: string;
  value: number;
}

export interface CoreTables {
  users: UsersTable;
  plans: PlansTable;
  subscriptions: SubscriptionsTable;
  stores: StoresTable;
  refresh_tokens: RefreshTokensTable;
  login_throttle: LoginThrottleTable;
  daily_counters: DailyCountersTable;
  password_resets: PasswordResetsTable;
  password_reset_tokens: PasswordResetTokensTable;
  notifications: NotificationsTable;
  push_subscriptions: PushSubscriptionsTable;
  contact_messages: ContactMessagesTable;
  customers: CustomersTable;
  sync_counter: SyncCounterTable;
  store_sync_counters: StoreSyncCountersTable;
}
// Generated is re-exported for domain table files.
export type { Generated };

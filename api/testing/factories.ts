import type { SubscriptionStatus } from '#shared/constants';
import { signAccessToken } from '../auth/access-token';
import { hashPassword } from '../auth/passwords';
import type { AppConfig } from '../config';
import type { DB } from '../db/database';
import { newId, nowIso } from '../ids';

/**
 * The API tests' one set of factories: users, merchants with a store, categories, products with variants and
 * images, written straight to the tables (the register, store and catalogue paths have their own tests), each
 * with a real signed access token. Every value has a default; a test names only what it checks.
 * Used by the tests and benches of every domain, on SQLite and PostgreSQL alike.
 */

export interface UserOptions {
  role?: 'user' | 'admin';
  /** Default `<id>@test.local`, or none when only `phone` is given. */
  email?: string | null;
  /** E.164, e.g. +22670000000 */
  phone?: string | null;
  /** A real scrypt hash, for tests that sign in (at the harness's test cost in tests). Without it the account cannot sign in. */
  password?: string;
  firstName?: string;
  lastName?: string;
  /** Default: 'active' for merchants (as after registration), none for admins. */
  subscription?: SubscriptionStatus | null;
  /** The subscription's plan (by name, monthly), default free. */
  plan?: string;
}

export interface TestUser {
  userId: string;
  /** Bearer access token (1 h). */
  token: string;
}

/**
 * A real hash of a factory user's password, made once per password in a test process: at the production cost (scrypt
 * N=2^17, ~0.3 s on an idle core, seconds on a busy one), tests that make many users with the same password paid it
 * each time. Signing in still verifies it at that cost; hashing itself is tested in api/auth/passwords.test.ts.
 */
const factoryHashes = new Map<string, Promise<string>>();
function factoryHash(password: string): Promise<string> {
  let hash = factoryHashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hash.catch(() => factoryHashes.delete(password));
    factoryHashes.set(password, hash);
  }
  return hash;
}

/** An account (merchant without a store, or admin). */
export async function createUser(db: DB, config: AppConfig, options: UserOptions = {}): Promise<TestUser> {
  const userId = newId();
  const role = options.role ?? 'user';
  const now = nowIso();
  await db
    .insertInto('users')
    .values({
      id: userId,
      first_name: options.firstName ?? 'Awa',
      last_name: options.lastName ?? (role === 'admin' ? 'Admin' : 'Marchande'),
      email: options.email !== undefined ? options.email : options.phone ? null : `${userId}@test.local`,
      phone: options.phone ?? null,
      password_hash: options.password ? await factoryHash(options.password) : 'not-a-real-hash',
      role,
      gender: null,
      referral_code: userId.slice(-10).toUpperCase(),
      referred_by: null,
      profile_image: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const subscription = options.subscription === undefined ? (role === 'user' ? 'active' : null) : options.subscription;
  if (subscription) await subscribe(db, userId, subscription, options.plan);
  const token = await signAccessToken({ userId, role }, config.jwtSecret, 3600);
  return { userId, token };
}

/** A platform administrator. */
export const createAdmin = (db: DB, config: AppConfig, options: Omit<UserOptions, 'role'> = {}) =>
  createUser(db, config, { ...options, role: 'admin' });

/** Gives the user a subscription to a plan, free by default (the default plans come from the migrations). */
export async function subscribe(
  db: DB,
  userId: string,
  status: SubscriptionStatus = 'active',
  planName = 'free',
): Promise<string> {
  const plan = await db
    .selectFrom('plans')
    .select('id')
    .where('name', '=', planName as never)
    .orderBy('billing_cycle')
    .executeTakeFirstOrThrow();
  const id = newId();
  const now = nowIso();
  await db
    .insertInto('subscriptions')
    .values({
      id,
      user_id: userId,
      plan_id: plan.id,
      status,
      start_date: now,
      end_date: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

export interface MerchantOptions extends Omit<UserOptions, 'role'> {
  /** Default `boutique-<random>`. */
  slug?: string;
  /** Default `Boutique <slug>`. */
  storeName?: string;
  storePhone?: string;
  /** Default `<slug>@test.local`. */
  storeEmail?: string;
  address?: string | null;
  color?: string | null;
  logo?: string | null;
  /** The store's `website` JSON (about, social_media, ...). Default `{}`. */
  website?: object;
  pixel?: string | null;
}

export interface TestMerchant extends TestUser {
  storeId: string;
  slug: string;
}

/** A merchant with a store (active free plan unless `subscription` says otherwise). */
export async function createMerchant(db: DB, config: AppConfig, options: MerchantOptions = {}): Promise<TestMerchant> {
  const { userId, token } = await createUser(db, config, { ...options, role: 'user' });
  const storeId = newId();
  const slug = options.slug ?? `boutique-${userId.slice(-8)}`;
  const now = nowIso();
  await db
    .insertInto('stores')
    .values({
      id: storeId,
      user_id: userId,
      name: options.storeName ?? `Boutique ${slug}`,
      slug,
      phone: options.storePhone ?? '+22670000000',
      email: options.storeEmail ?? `${slug}@test.local`,
      address: options.address ?? null,
      brand: null,
      currency: 'XOF',
      color: options.color ?? null,
      logo: options.logo ?? null,
      website: JSON.stringify(options.website ?? {}),
      facebook_pixel_id: options.pixel ?? null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { userId, storeId, slug, token };
}

/** A category of the store; `deleted` makes it a tombstone. */
export async function createCategory(
  db: DB,
  storeId: string,
  options: { name?: string; description?: string | null; deleted?: boolean } = {},
): Promise<string> {
  const id = newId();
  const now = nowIso();
  await db
    .insertInto('categories')
    .values({
      id,
      store_id: storeId,
      name: options.name ?? 'Pagnes',
      description: options.description ?? null,
      created_at: now,
      updated_at: now,
      deleted_at: options.deleted ? now : null,
    })
    .execute();
  return id;
}

export interface TestImage {
  width?: number;
  height?: number;
  /** width → public path; default 320/640/960 WebP paths under /uploads/products named after the image id. */
  variants?: Record<string, string>;
}

export interface ProductOptions {
  name?: string;
  description?: string | null;
  categoryId?: string | null;
  price?: number;
  discountPrice?: number | null;
  discountStart?: string | null;
  discountEnd?: string | null;
  stock?: number;
  /** 1 = on the storefront (default), 0 = draft */
  published?: number;
  deleted?: boolean;
  sizes?: string[];
  colors?: string[];
  /** One variant (sub-product) with its own price and stock. */
  variant?: { name?: string; size?: string | null; color?: string | null; price: number; stock: number };
  /** Picture rows in display order (the first is the cover): a count, or each one's size and variants. */
  images?: number | TestImage[];
}

export interface TestProduct {
  productId: string;
  subProductId: string | null;
  imageIds: string[];
}

/** A product of the store (published, in stock), with its variant and pictures when asked. */
export async function createProduct(db: DB, storeId: string, options: ProductOptions = {}): Promise<TestProduct> {
  const productId = newId();
  const now = nowIso();
  await db
    .insertInto('products')
    .values({
      id: productId,
      store_id: storeId,
      category_id: options.categoryId ?? null,
      name: options.name ?? 'Boubou brodé',
      description: options.description === undefined ? 'Coton 100 %' : options.description,
      price: options.price ?? 10000,
      discount_price: options.discountPrice ?? null,
      stock: options.stock ?? 5,
      discount_start: options.discountStart ?? null,
      discount_end: options.discountEnd ?? null,
      sizes: JSON.stringify(options.sizes ?? []),
      colors: JSON.stringify(options.colors ?? []),
      published: options.published ?? 1,
      created_at: now,
      updated_at: now,
      deleted_at: options.deleted ? now : null,
    })
    .execute();
  let subProductId: string | null = null;
  if (options.variant) {
    subProductId = newId();
    await db
      .insertInto('sub_products')
      .values({
        id: subProductId,
        store_id: storeId,
        product_id: productId,
        name: options.variant.name ?? 'XL',
        size: options.variant.size === undefined ? 'XL' : options.variant.size,
        color: options.variant.color ?? null,
        price: options.variant.price,
        stock: options.variant.stock,
        created_at: now,
        updated_at: now,
        deleted_at: null,
      })
      .execute();
  }
  const images: TestImage[] =
    typeof options.images === 'number' ? Array.from({ length: options.images }, () => ({})) : (options.images ?? []);
  const imageIds: string[] = [];
  for (const [position, image] of images.entries()) {
    const id = newId();
    imageIds.push(id);
    const variants =
      image.variants ??
      Object.fromEntries([320, 640, 960].map((w) => [String(w), `/uploads/products/${id}-${w}.webp`]));
    await db
      .insertInto('product_images')
      .values({
        id,
        store_id: storeId,
        product_id: productId,
        position,
        width: image.width ?? 960,
        height: image.height ?? 960,
        variants: JSON.stringify(variants),
        created_at: now,
      })
      .execute();
  }
  return { productId, subProductId, imageIds };
}

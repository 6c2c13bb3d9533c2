import sharp from 'sharp';
import { effectivePlanForStore } from '../plans/limits';
import type { DB } from '../db/database';
import { nowIso } from '../ids';
import { currentSubscriptionStatus } from '../subscriptions/current';
import { parseVideoUrl } from '#shared/video';
import { shownStock } from '#shared/storefront-snapshot';
import { readWebsite } from '../personalization/website';
import { toSnapshotImage } from '../uploads/renditions';
import { UPLOAD_CACHE_CONTROL } from '../uploads/images';
import { asFiles, isSafeKey, type FilesArg } from '../storage/files';
import { merchantWhatsappPhone, snapshotCheckout, storeCountry, storeTimeZone } from '../checkout/store-checkout';
import { localDay } from '#shared/checkout';
import { ensureProductPreviews } from '../catalog/product-previews';
import { parsePreview, type PreviewPicture } from '../uploads/preview-picture';
import { heroPreview, storeCard } from './share-pictures';
import { LOCAL_PUBLIC_URL, storefrontSiteUrl } from './site-url';
import {
  type SnapshotImage,
  type SnapshotTestimony,
  type SnapshotProduct,
  type SharePicture,
  type StorefrontSnapshot,
} from '#shared/storefront-snapshot';

/**
 * Logo rendition for the navbar, shown at 44 px: 1.5× (no picture wider than 1.5× its displayed width on a
 * DPR 2 phone), which is also what Lighthouse's phone (DPR 1.75) asks of a small picture.
 */
const LOGO_PX = 66;

function parseJson<T>(text: string | null | undefined, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

const stringList = (text: string): string[] =>
  (parseJson<unknown>(text, []) as unknown[]).filter((x): x is string => typeof x === 'string' && x.trim() !== '');

/** A discount shows only inside its period (dates are inclusive days; either bound may be open). */
export function activeDiscount(
  p: { price: number; discount_price: number | null; discount_start: string | null; discount_end: string | null },
  now: Date,
): number | null {
  if (p.discount_price === null || p.discount_price <= 0 || p.discount_price >= p.price) return null;
  const today = now.toISOString().slice(0, 10);
  if (p.discount_start && p.discount_start.slice(0, 10) > today) return null;
  if (p.discount_end && p.discount_end.slice(0, 10) < today) return null;
  return p.discount_price;
}

/**
 * The navbar logo: a small webp made once from the merchant's upload (which may be up to 1920 px), next to it
 * under /uploads. Null when there is no logo or its file cannot be read.
 */
async function logoRendition(where: FilesArg, logo: string | null): Promise<StorefrontSnapshot['store']['logo']> {
  if (!logo || !logo.startsWith('/uploads/')) return null;
  const source = logo.slice(1);
  if (!isSafeKey(source)) return null;
  const target = source.replace(/\.[a-z0-9]+$/i, '') + `-${LOGO_PX}.webp`;
  const files = asFiles(where);
  try {
    let rendition = await files.get(target);
    if (!rendition || rendition === 'not-modified') {
      const original = await files.get(source);
      if (!original || original === 'not-modified') return null;
      const body = await sharp(original.body)
        .resize(LOGO_PX, LOGO_PX, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 85 })
        .toBuffer();
      await files.put(target, body, { cacheControl: UPLOAD_CACHE_CONTROL });
      rendition = { body, size: body.length, etag: '', lastModified: new Date() };
    }
    const meta = await sharp(rendition.body).metadata();
    return { url: '/' + target, width: meta.width ?? LOGO_PX, height: meta.height ?? LOGO_PX };
  } catch {
    return null;
  }
}

export interface ExportOptions {
  /** PUBLIC_URL: the platform's address (the store's pages and uploads are under it). */
  publicUrl?: string;
  now?: Date;
}

function imageFromRow(row: { width: number; height: number; variants: string }): SnapshotImage | null {
  const map = parseJson<Record<string, unknown>>(row.variants, {});
  const variants = Object.entries(map)
    .map(([w, url]) => ({ width: Number(w), url: String(url) }))
    .filter((v) => Number.isFinite(v.width) && v.width > 0 && v.url.startsWith('/'))
    .sort((a, b) => a.width - b.width);
  if (variants.length === 0 || row.width <= 0 || row.height <= 0) return null;
  return { width: row.width, height: row.height, variants };
}

/** Reads one store's public snapshot from the database (null when the store does not exist). */
export async function exportSnapshot(
  db: DB,
  dataDir: FilesArg,
  storeId: string,
  options: ExportOptions = {},
): Promise<StorefrontSnapshot | null> {
  const now = options.now ?? new Date();
  const publicUrl = (options.publicUrl ?? LOCAL_PUBLIC_URL).replace(/\/+$/, '');
  const store = await db.selectFrom('stores').selectAll().where('id', '=', storeId).executeTakeFirst();
  if (!store) return null;
  // Pictures uploaded before previews existed get theirs now (once), so the pages and the feed can show them.
  await ensureProductPreviews(db, dataDir, storeId);
  const files = asFiles(dataDir);
  /** An upload's absolute address: the CDN's when one fronts the bucket, else under PUBLIC_URL. */
  const absolute = (url: string) => files.publicUrl(url.slice(1)) ?? `${publicUrl}${url}`;
  const sharePicture = (p: PreviewPicture): SharePicture => ({ ...p, url: absolute(p.url) });
  const subscriptionStatus = await currentSubscriptionStatus(db, store.user_id);
  // Her own domain names the pages only while her plan includes it (a lapsed plan republishes at /{slug}).
  const ownDomain = (await effectivePlanForStore(db, storeId)).limits.customDomain ? store.custom_domain : null;
  const website = readWebsite(store.website);

  const [categories, products, images, subProducts, gallery, testimonyRows] = await Promise.all([
    db
      .selectFrom('categories')
      .select(['id', 'name', 'description'])
      .where('store_id', '=', storeId)
      .where('deleted_at', 'is', null)
      .orderBy('name')
      .execute(),
    db
      .selectFrom('products')
      .selectAll()
      .where('store_id', '=', storeId)
      .where('deleted_at', 'is', null)
      .where('published', '=', 1)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute(),
    db
      .selectFrom('product_images')
      .select(['product_id', 'width', 'height', 'variants', 'position', 'preview'])
      .where('store_id', '=', storeId)
      .orderBy('product_id')
      .orderBy('position')
      .execute(),
    db
      .selectFrom('sub_products')
      .select(['id', 'product_id', 'name', 'size', 'color', 'price', 'stock'])
      .where('store_id', '=', storeId)
      .where('deleted_at', 'is', null)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('gallery_images')
      .select(['width', 'height', 'variants'])
      .where('store_id', '=', storeId)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('testimonies')
      .selectAll()
      .where('store_id', '=', storeId)
      .where('visible', '=', 1)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute(),
  ]);

  const imagesByProduct = new Map<string, SnapshotImage[]>();
  /** Per product, each picture's preview JPEG (null when it has none yet), in the pictures' order. */
  const previewsByProduct = new Map<string, { preview: PreviewPicture | null; widest: string }[]>();
  for (const row of images) {
    const img = imageFromRow(row);
    if (!img) continue;
    const list = imagesByProduct.get(row.product_id) ?? [];
    list.push(img);
    imagesByProduct.set(row.product_id, list);
    const previews = previewsByProduct.get(row.product_id) ?? [];
    previews.push({ preview: parsePreview(row.preview), widest: img.variants[img.variants.length - 1]!.url });
    previewsByProduct.set(row.product_id, previews);
  }
  const subsByProduct = new Map<string, SnapshotProduct['subProducts']>();
  for (const s of subProducts) {
    const list = subsByProduct.get(s.product_id) ?? [];
    list.push({ id: s.id, name: s.name, size: s.size, color: s.color, price: s.price, stock: shownStock(s.stock) });
    subsByProduct.set(s.product_id, list);
  }
  const categoryIds = new Set(categories.map((c) => c.id));

  const clean = (x: string) => (x.trim() === '' ? null : x.trim());
  const aboutTitle = clean(website.about.title);
  const publishedIds = new Set(products.map((p) => p.id));
  const testimonies: SnapshotTestimony[] = testimonyRows.flatMap((t) => {
    if (!publishedIds.has(t.product_id)) return [];
    const image =
      t.type === 'image' && t.image_variants
        ? toSnapshotImage({ width: t.image_width ?? 0, height: t.image_height ?? 0, variants: t.image_variants })
        : null;
    const video = t.type === 'video' ? parseVideoUrl(t.content) : null;
    if ((t.type === 'image' && !image) || (t.type === 'video' && !video)) return [];
    return [
      {
        id: t.id,
        name: t.name,
        productId: t.product_id,
        rating: t.rating >= 1 && t.rating <= 5 ? t.rating : null,
        type: t.type,
        content: t.type === 'text' ? t.content : '',
        image,
        video,
        createdAt: t.created_at,
      },
    ];
  });
  const pixel =
    store.facebook_pixel_id && /^\d{5,20}$/.test(store.facebook_pixel_id.trim())
      ? store.facebook_pixel_id.trim()
      : null;

  const heroImage = clean(website.hero.title) ? website.hero.image : null;
  const storePreview =
    (await heroPreview(dataDir, heroImage)) ??
    (await storeCard(dataDir, { id: store.id, name: store.name, color: store.color, logo: store.logo }));

  return {
    format: 1,
    exportedAt: nowIso(),
    store: {
      id: store.id,
      slug: store.slug,
      name: store.name,
      phone: store.phone,
      email: store.email,
      address: store.address,
      brand: store.brand,
      currency: store.currency || 'XOF',
      color: store.color && /^#[0-9a-fA-F]{6}$/.test(store.color) ? store.color : null,
      logo: await logoRendition(dataDir, store.logo),
      country: storeCountry(store),
      timeZone: storeTimeZone(store),
      whatsapp: merchantWhatsappPhone(store),
      siteUrl: storefrontSiteUrl({ slug: store.slug, customDomain: ownDomain }, publicUrl),
      previewImage: sharePicture(storePreview),
    },
    checkout: await snapshotCheckout(db, store, localDay(new Date(), storeTimeZone(store))),
    website: {
      hero: clean(website.hero.title)
        ? {
            title: website.hero.title.trim(),
            subtitle: website.hero.subtitle.trim(),
            btntext: website.hero.btntext.trim() || 'Voir les collections',
            image: website.hero.image,
          }
        : null,
      about: {
        title: aboutTitle,
        description: clean(website.about.description),
        btntext: clean(website.about.btntext),
        image: website.about.image,
        document: website.about.document,
      },
      announcement:
        clean(website.announcement.title) || clean(website.announcement.description)
          ? {
              title: website.announcement.title.trim(),
              btntext: website.announcement.btntext.trim(),
              description: website.announcement.description.trim(),
            }
          : null,
      social_media: website.social_media,
    },
    gallery: gallery.flatMap((g) => {
      const image = toSnapshotImage(g);
      return image ? [image] : [];
    }),
    facebook_pixel_id: pixel,
    status: subscriptionStatus === 'suspended' ? 'suspended' : 'active',
    categories: categories.map((c) => ({ id: c.id, name: c.name, description: c.description })),
    products: products.map((p) => ({
      id: p.id,
      name: p.name,
      description: p.description,
      categoryId: p.category_id && categoryIds.has(p.category_id) ? p.category_id : null,
      price: p.price,
      discountPrice: activeDiscount(p, now),
      discountStart: p.discount_start,
      discountEnd: p.discount_end,
      stock: shownStock(p.stock),
      sizes: stringList(p.sizes),
      colors: stringList(p.colors),
      images: imagesByProduct.get(p.id) ?? [],
      subProducts: subsByProduct.get(p.id) ?? [],
      previewImage: (() => {
        const first = previewsByProduct.get(p.id)?.[0]?.preview;
        return first ? sharePicture(first) : null;
      })(),
      // The feed prefers each picture's JPEG; one without yet is listed by its widest WebP.
      feedImages: (previewsByProduct.get(p.id) ?? []).map((x) => absolute(x.preview?.url ?? x.widest)),
    })),
    testimonies,
  };
}

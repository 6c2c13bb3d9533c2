import sharp from 'sharp';
import { discountEndFromPeriod } from '#shared/schemas/catalog';
import type { AppConfig } from '../config';
import type { DB } from '../db/database';
import { newId, nowIso } from '../ids';
import { renderProductImage, type ProcessedProductImage } from '../catalog/product-images';
import { withRenderedImages } from '../catalog/product-service';
import { asFiles, type FilesArg } from '../storage/files';
import { filesOf } from '../storage/files-of';
import { productVisualSvg, silhouetteOf, type PatternKind } from './product-visuals';

// The demo store's catalogue, and a generator of N-product catalogues for benches. Everything is drawn locally
// (SVG → PNG by sharp, then the same WebP renditions the API makes): no network, no image files in the repository.
// Each product is a garment or item silhouette on a studio background, in its colours (product-visuals.ts).

interface ProductTemplate {
  name: string;
  category: number;
  description: string;
  price: number;
  discountPrice?: number;
  /** discount length in days from today (none: the discount has no end) */
  discountDays?: number;
  stock: number;
  sizes: string[];
  colors: string[];
  variants?: { name: string; size: string | null; color: string | null; price: number; stock: number }[];
  /** picture: background, pattern colour, pattern kind */
  art: [string, string, PatternKind];
}

const CATEGORIES = [
  { name: 'Pagnes et tissus', description: 'Wax, bazin et Faso Dan Fani au mètre ou en coupons.' },
  { name: 'Robes', description: 'Robes cousues main dans nos ateliers.' },
  { name: 'Chemises homme', description: 'Chemises et tuniques pour toutes les occasions.' },
  { name: 'Accessoires', description: 'Sacs, foulards et bijoux assortis.' },
];

const PRODUCTS: ProductTemplate[] = [
  {
    name: 'Pagne wax « Fleurs du Sahel »',
    category: 0,
    description: 'Coupon de 6 yards en coton 100 %, couleurs garanties au lavage.',
    price: 12000,
    discountPrice: 9500,
    discountDays: 30,
    stock: 40,
    sizes: [],
    colors: ['Orange', 'Bleu'],
    art: ['#e67e22', '#1f3a93', 'dots'],
  },
  {
    name: 'Faso Dan Fani tissé main',
    category: 0,
    description: 'Tissé à Koudougou, coton local, motif à bandes.',
    price: 18000,
    stock: 15,
    sizes: [],
    colors: ['Rouge', 'Noir', 'Blanc'],
    art: ['#b03a2e', '#f4f1de', 'stripes'],
  },
  {
    name: 'Bazin riche brodé',
    category: 0,
    description: 'Bazin teint à la main, brillant, vendu par 5 mètres.',
    price: 25000,
    stock: 8,
    sizes: [],
    colors: ['Bleu roi', 'Violet'],
    art: ['#283593', '#9fa8da', 'waves'],
  },
  {
    name: 'Robe longue wax',
    category: 1,
    description: 'Coupe évasée, manches trois-quarts, doublée.',
    price: 22000,
    discountPrice: 18500,
    stock: 12,
    sizes: ['S', 'M', 'L', 'XL'],
    colors: ['Jaune', 'Vert'],
    variants: [
      { name: 'Taille S', size: 'S', color: null, price: 22000, stock: 3 },
      { name: 'Taille M', size: 'M', color: null, price: 22000, stock: 4 },
      { name: 'Taille XL', size: 'XL', color: null, price: 24000, stock: 2 },
    ],
    art: ['#f1c40f', '#1e8449', 'diamonds'],
  },
  {
    name: 'Robe courte de cérémonie',
    category: 1,
    description: 'Bazin brodé, col rond, fermeture au dos.',
    price: 30000,
    stock: 6,
    sizes: ['M', 'L'],
    colors: ['Blanc', 'Doré'],
    art: ['#fdfefe', '#b7950b', 'waves'],
  },
  {
    name: 'Ensemble pagne trois pièces',
    category: 1,
    description: 'Jupe, haut et foulard assortis, sur mesure possible.',
    price: 35000,
    stock: 5,
    sizes: ['S', 'M', 'L'],
    colors: ['Orange', 'Noir'],
    variants: [
      { name: 'Orange — M', size: 'M', color: 'Orange', price: 35000, stock: 2 },
      { name: 'Noir — L', size: 'L', color: 'Noir', price: 36000, stock: 3 },
    ],
    art: ['#1c2833', '#e67e22', 'dots'],
  },
  {
    name: 'Chemise Faso Dan Fani',
    category: 2,
    description: 'Manches courtes, col officier, coton tissé.',
    price: 15000,
    stock: 20,
    sizes: ['M', 'L', 'XL', 'XXL'],
    colors: ['Bleu', 'Blanc'],
    variants: [
      { name: 'Taille L', size: 'L', color: null, price: 15000, stock: 8 },
      { name: 'Taille XXL', size: 'XXL', color: null, price: 16500, stock: 4 },
    ],
    art: ['#2e86c1', '#fdfefe', 'stripes'],
  },
  {
    name: 'Tunique brodée homme',
    category: 2,
    description: 'Broderie au col et aux poignets, longueur genou.',
    price: 20000,
    discountPrice: 17000,
    discountDays: 15,
    stock: 10,
    sizes: ['L', 'XL'],
    colors: ['Beige', 'Gris'],
    art: ['#d5c4a1', '#5d6d7e', 'diamonds'],
  },
  {
    name: 'Chemise wax manches longues',
    category: 2,
    description: 'Coupe ajustée, boutons nacrés.',
    price: 17500,
    stock: 0,
    sizes: ['S', 'M', 'L'],
    colors: ['Vert', 'Rouge'],
    art: ['#117864', '#c0392b', 'dots'],
  },
  {
    name: 'Sac à main en pagne',
    category: 3,
    description: 'Doublé, fermeture éclair, anse en cuir.',
    price: 9000,
    stock: 25,
    sizes: [],
    colors: ['Multicolore'],
    art: ['#8e44ad', '#f5b041', 'waves'],
  },
  {
    name: 'Foulard de tête assorti',
    category: 3,
    description: 'Deux mètres, se noue en turban ou en écharpe.',
    price: 4500,
    discountPrice: 3500,
    stock: 60,
    sizes: [],
    colors: ['Orange', 'Bleu', 'Vert'],
    art: ['#ca6f1e', '#fad7a0', 'stripes'],
  },
  {
    name: 'Collier de perles du Sahel',
    category: 3,
    description: 'Perles de verre recyclé, fermoir en laiton.',
    price: 6000,
    stock: 18,
    sizes: [],
    colors: ['Rouge', 'Jaune'],
    art: ['#922b21', '#f7dc6f', 'diamonds'],
  },
];

async function renderTemplateImage(template: ProductTemplate, dataDir: FilesArg): Promise<ProcessedProductImage> {
  const svg = productVisualSvg(template.art, silhouetteOf(template.name, template.category));
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return renderProductImage(png, dataDir);
}

/** Copies an image's renditions under a new id (bench catalogues reuse a few drawings, one file set per image row). */
async function copyImage(source: ProcessedProductImage, where: FilesArg): Promise<ProcessedProductImage> {
  const id = newId();
  const variants: Record<string, string> = {};
  const files: string[] = [];
  const store = asFiles(where);
  for (const [width, url] of Object.entries(source.variants)) {
    const nextUrl = url.replace(source.id, id);
    await store.copy(url.slice(1), nextUrl.slice(1));
    variants[width] = nextUrl;
    files.push(nextUrl.slice(1));
  }
  const preview = { ...source.preview, url: source.preview.url.replace(source.id, id) };
  await store.copy(source.preview.url.slice(1), preview.url.slice(1));
  files.push(preview.url.slice(1));
  return { id, width: source.width, height: source.height, variants, preview, files };
}

export interface SeedCatalogOptions {
  /** number of products (default: the 12 demo products); beyond 12 the demo products repeat with a number */
  products?: number;
}

/**
 * Writes 4 categories and `products` products (with images, sizes, colours, some discounts and sub-products) into a
 * store. Reusable by benches: `seedCatalog(db, storeId, config, { products: 500 })`. Does not enqueue a publish.
 */
export async function seedCatalog(
  db: DB,
  storeId: string,
  config: AppConfig,
  options: SeedCatalogOptions = {},
): Promise<void> {
  const count = options.products ?? PRODUCTS.length;
  const files = filesOf(config);
  // One drawing per template, rendered once; every product gets its own copy of the files.
  const drawings: ProcessedProductImage[] = [];
  for (const template of PRODUCTS.slice(0, Math.min(count, PRODUCTS.length)))
    drawings.push(await renderTemplateImage(template, files));
  const images: ProcessedProductImage[] = [];
  for (let i = 0; i < count; i++) {
    const drawing = drawings[i % drawings.length]!;
    images.push(i < drawings.length ? drawing : await copyImage(drawing, files));
  }

  const today = nowIso().slice(0, 10);
  await withRenderedImages(files, images, () =>
    db.transaction().execute(async (trx) => {
      const categoryIds: string[] = [];
      for (const category of CATEGORIES) {
        const now = nowIso();
        const id = newId();
        categoryIds.push(id);
        await trx
          .insertInto('categories')
          .values({
            id,
            store_id: storeId,
            name: category.name,
            description: category.description,
            created_at: now,
            updated_at: now,
            deleted_at: null,
          })
          .execute();
      }
      for (let i = 0; i < count; i++) {
        const template = PRODUCTS[i % PRODUCTS.length]!;
        const round = Math.floor(i / PRODUCTS.length);
        const id = newId();
        // Distinct, increasing timestamps keep "newest first" listings stable.
        const now = new Date(Date.now() - (count - i) * 1000).toISOString();
        await trx
          .insertInto('products')
          .values({
            id,
            store_id: storeId,
            category_id: categoryIds[template.category]!,
            name: round === 0 ? template.name : `${template.name} n°${round + 1}`,
            description: template.description,
            price: template.price,
            discount_price: template.discountPrice ?? null,
            stock: template.stock,
            discount_start: template.discountDays ? today : null,
            discount_end: template.discountDays ? discountEndFromPeriod(today, template.discountDays) : null,
            sizes: JSON.stringify(template.sizes),
            colors: JSON.stringify(template.colors),
            published: 1,
            created_at: now,
            updated_at: now,
            deleted_at: null,
          })
          .execute();
        const image = images[i]!;
        await trx
          .insertInto('product_images')
          .values({
            id: image.id,
            store_id: storeId,
            product_id: id,
            position: 0,
            width: image.width,
            height: image.height,
            variants: JSON.stringify(image.variants),
            preview: JSON.stringify(image.preview),
            created_at: now,
          })
          .execute();
        for (const variant of template.variants ?? []) {
          await trx
            .insertInto('sub_products')
            .values({
              id: newId(),
              store_id: storeId,
              product_id: id,
              ...variant,
              created_at: now,
              updated_at: now,
              deleted_at: null,
            })
            .execute();
        }
      }
    }),
  );
}

/** Fills the demo store « Boutique Démo » with its 12 products, once (a store that has products is left alone). */
export async function seedDemoCatalog(db: DB, storeId: string, config: AppConfig): Promise<void> {
  const existing = await db
    .selectFrom('products')
    .select('id')
    .where('store_id', '=', storeId)
    .limit(1)
    .executeTakeFirst();
  if (existing) return;
  await seedCatalog(db, storeId, config);
}

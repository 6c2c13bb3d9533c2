import sharp from 'sharp';
import { ABOUT_IMAGE_WIDTHS, GALLERY_IMAGE_WIDTHS, HERO_IMAGE_WIDTHS } from '#shared/schemas/personalization';
import { TESTIMONY_IMAGE_WIDTHS } from '#shared/schemas/testimony';
import type { DB } from '../db/database';
import { insertGalleryImages, saveWebsite } from '../personalization/personalization-repository';
import { readWebsite } from '../personalization/website';
import { insertTestimony } from '../testimonies/testimony-repository';
import { renderRenditions, toSnapshotImage, type Renditions } from '../uploads/renditions';
import { createRequest } from '../subscriptions/requests-repository';
import { seedStarterParts, setAtelierEnabled } from '../atelier/atelier-repository';
import type { FilesArg } from '../storage/files';
import { productVisualSvg, type PatternKind, type Silhouette } from './product-visuals';

/**
 * A picture drawn as SVG (no text, no font): a warm sky, hills and rows of patterned cloth, `seed` varying the
 * colours. Rendered by sharp then stored like an upload (WebP renditions), so the demo storefront shows every
 * section with real pictures and no image file lives in the repository.
 */
function sceneSvg(width: number, height: number, seed: number): string {
  const palettes = [
    ['#f6c177', '#e67e22', '#7e3517', '#1f3a93'],
    ['#fadbd8', '#c0392b', '#641e16', '#f4d03f'],
    ['#d6eaf8', '#2874a6', '#1b4f72', '#f5b041'],
    ['#e8f8f5', '#17a589', '#0e6251', '#e74c3c'],
  ];
  const [sky, hill, ground, cloth] = palettes[seed % palettes.length]!;
  const cloths: string[] = [];
  const w = width / 6;
  for (let i = 0; i < 6; i++) {
    const x = i * w + w * 0.15;
    const top = height * (0.45 + ((i + seed) % 3) * 0.05);
    cloths.push(
      `<rect x="${x}" y="${top}" width="${w * 0.7}" height="${height - top}" rx="${w * 0.08}" fill="${i % 2 ? cloth : hill}"/>`,
      `<circle cx="${x + w * 0.35}" cy="${top + w * 0.3}" r="${w * 0.14}" fill="${sky}" opacity=".8"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${hill}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<circle cx="${width * 0.8}" cy="${height * 0.22}" r="${height * 0.12}" fill="#fff" opacity=".7"/>
<path d="M0 ${height * 0.6} Q ${width * 0.25} ${height * 0.35} ${width * 0.5} ${height * 0.55} T ${width} ${height * 0.5} V ${height} H 0 Z" fill="${ground}" opacity=".85"/>
${cloths.join('')}</svg>`;
}

/** The gallery: the shop's pieces photographed in the studio (product-visuals.ts), one look per picture. */
const GALLERY_LOOKS: [Silhouette, [string, string, PatternKind]][] = [
  ['dress', ['#c0392b', '#f4d03f', 'diamonds']],
  ['ensemble', ['#1f3a93', '#f6c177', 'waves']],
  ['shirt', ['#17a589', '#fdfefe', 'stripes']],
  ['bag', ['#e67e22', '#4a235a', 'dots']],
  ['scarf', ['#884ea0', '#f9e79f', 'dots']],
  ['fabric', ['#b9770e', '#1b2631', 'stripes']],
];

async function galleryPicture(files: FilesArg, index: number): Promise<Renditions> {
  const [silhouette, art] = GALLERY_LOOKS[index % GALLERY_LOOKS.length]!;
  const png = await sharp(Buffer.from(productVisualSvg(art, silhouette)))
    .png()
    .toBuffer();
  return renderRenditions(
    { buffer: png, format: 'png', width: 960, height: 960 },
    { files, folder: 'gallery', widths: GALLERY_IMAGE_WIDTHS },
  );
}

async function scene(
  files: FilesArg,
  folder: string,
  widths: readonly number[],
  [width, height]: [number, number],
  seed: number,
): Promise<Renditions> {
  const png = await sharp(Buffer.from(sceneSvg(width, height, seed)))
    .png()
    .toBuffer();
  return renderRenditions({ buffer: png, format: 'png', width, height }, { files, folder, widths });
}

/**
 * What the demo shows beyond the catalogue and the orders: a personalized storefront with every section filled
 * (hero with its background, about with its picture, announcement, social links, a gallery of 6 pictures, text,
 * picture and video testimonies), the atelier switched on with its starter measurement parts, and a plan change
 * request waiting for the administrator, each written through its real repository.
 */
export async function seedDemoShowcase(db: DB, storeId: string, merchantId: string, dataDir: FilesArg): Promise<void> {
  const hero = await scene(dataDir, 'storefront', HERO_IMAGE_WIDTHS, [1600, 900], 0);
  const about = await scene(dataDir, 'storefront', ABOUT_IMAGE_WIDTHS, [1200, 900], 1);
  const website = readWebsite(
    JSON.stringify({
      hero: {
        title: 'Le pagne et le boubou, cousus pour vous',
        subtitle: 'Tenues sur mesure et prêt-à-porter, livrés à Ouagadougou et Bobo-Dioulasso.',
        btntext: 'Voir la collection',
        image: toSnapshotImage(hero),
      },
      about: {
        title: 'Atelier de couture et boutique de pagnes à Ouagadougou',
        description:
          'Depuis 2012, notre atelier habille les familles pour les mariages, les baptêmes et les fêtes. Chaque tenue est coupée à vos mesures.',
        btntext: 'Nous contacter',
        image: toSnapshotImage(about),
      },
      announcement: {
        title: 'Tabaski : commandez avant le 10 du mois',
        btntext: 'Commander',
        description: 'Les commandes sur mesure reçues après cette date seront livrées après la fête.',
      },
      social_media: {
        facebook: 'https://www.facebook.com/boutique.demo',
        instagram: 'https://www.instagram.com/boutique.demo',
        whatsapp: 'https://wa.me/22670000001',
        youtube: null,
        tiktok: null,
      },
    }),
  );
  await saveWebsite(db, storeId, website, { color: '#e67e22', facebook_pixel_id: null });

  const gallery: Renditions[] = [];
  for (let i = 0; i < 6; i++) gallery.push(await galleryPicture(dataDir, i));
  await insertGalleryImages(db, storeId, gallery);

  // Testimonies on the first two products the storefront lists (newest first): the first gets a text, a picture and
  // a video (Vimeo) one, the second a text one.
  const products = await db
    .selectFrom('products')
    .select('id')
    .where('store_id', '=', storeId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(2)
    .execute();
  const [first, second] = products;
  if (first) {
    await insertTestimony(
      db,
      storeId,
      {
        product_id: first.id,
        name: 'Mariam K.',
        rating: 5,
        type: 'text',
        content: 'Tissu magnifique, couleurs vives même après plusieurs lavages. Livrée en deux jours à Ouaga 2000.',
        visible: true,
      },
      null,
    );
    const picture = await scene(dataDir, 'testimonies', TESTIMONY_IMAGE_WIDTHS, [900, 900], 3);
    await insertTestimony(
      db,
      storeId,
      { product_id: first.id, name: 'Awa S.', rating: 4, type: 'image', content: '', visible: true },
      picture,
    );
    await insertTestimony(
      db,
      storeId,
      {
        product_id: first.id,
        name: 'Fatou T.',
        rating: 5,
        type: 'video',
        content: 'https://vimeo.com/76979871',
        visible: true,
      },
      null,
    );
  }
  if (second) {
    await insertTestimony(
      db,
      storeId,
      {
        product_id: second.id,
        name: 'Rasmata O.',
        rating: 4,
        type: 'text',
        content: 'Bien cousu et à ma taille du premier coup. Je recommande.',
        visible: true,
      },
      null,
    );
  }

  // The atelier switched on, with the starter measurement parts (her plan, entreprise, includes it).
  await setAtelierEnabled(db, storeId, true);
  await seedStarterParts(db, storeId);

  // Next month's renewal, paid by mobile money, waiting for the administrator's decision.
  const renewal = await db
    .selectFrom('plans')
    .select('id')
    .where('name', '=', 'entreprise')
    .where('billing_cycle', '=', 'month')
    .executeTakeFirst();
  if (renewal) {
    await createRequest(db, merchantId, {
      planId: renewal.id,
      fullname: 'Awa Ouédraogo',
      phone: '+22670000001',
      transactionId: 'OM261123.1542.A81234',
    });
  }
}

import { settleDemoNotifications } from './demo-notifications';
import crypto from 'node:crypto';
import sharp from 'sharp';
import type { AppConfig } from '../config';
import type { Logger } from '../context';
import type { DB } from '../db/database';
import { hashPassword } from '../auth/passwords';
import { newId, nowIso } from '../ids';
import { enqueuePublish } from '../publishing/enqueue';
import { removeUpload, saveReencoded } from '../uploads/images';
import { seedDemoCatalog } from './demo-catalog';
import { seedDemoActivity } from './demo-activity';
import { seedDemoCheckout } from './demo-checkout';
import { seedDemoShowcase } from './demo-showcase';
import { seedDemoAtelier, seedDemoWorkshop } from './demo-atelier';
import { seedDemoMadeToMeasure } from './demo-made-to-measure';
import { seedDemoCommunity } from './demo-community';
import { filesOf } from '../storage/files-of';

/** The README's demo accounts: keep both in step. */
export const DEMO_ADMIN = {
  email: 'admin@boutique.local',
  password: 'Admin1234',
  firstName: 'Admin',
  lastName: 'Boutique',
} as const;
export const DEMO_MERCHANT = {
  email: 'marchand@boutique.local',
  phone: '+22670000001',
  password: 'Marchand1234',
  firstName: 'Awa',
  lastName: 'Ouédraogo',
} as const;
export const DEMO_STORE = { name: 'Boutique Démo', slug: 'demo', color: '#e67e22' } as const;

const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const referralCode = () =>
  Array.from({ length: 8 }, () => REFERRAL_ALPHABET[crypto.randomInt(REFERRAL_ALPHABET.length)]).join('');

/** The demo logo, drawn locally (no network): the store's initials on its colour. */
async function demoLogoPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <rect width="512" height="512" rx="96" fill="${DEMO_STORE.color}"/>
  <circle cx="256" cy="256" r="176" fill="none" stroke="#ffffff" stroke-width="16"/>
  <text x="256" y="300" font-family="DejaVu Sans, Arial, sans-serif" font-size="150" font-weight="700"
        fill="#ffffff" text-anchor="middle">BD</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * Seeds the demo admin, the demo merchant (free plan, active) and the store « Boutique Démo » (slug `demo`) with its
 * catalogue — only when the users table is empty, so a real installation is never touched.
 */
export async function seedDemoData(db: DB, config: AppConfig, log: Logger): Promise<void> {
  const anyUser = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (anyUser) return;

  // The demo merchant is on the monthly entreprise plan: the only one that includes the atelier, which the demo shows.
  const demoPlan = await db
    .selectFrom('plans')
    .select('id')
    .where('name', '=', 'entreprise')
    .where('billing_cycle', '=', 'month')
    .executeTakeFirst();
  if (!demoPlan) throw new Error("le plan « entreprise » manque : les migrations n'ont pas été appliquées");
  const [adminHash, merchantHash] = await Promise.all([
    hashPassword(DEMO_ADMIN.password),
    hashPassword(DEMO_MERCHANT.password),
  ]);
  const logo = await saveReencoded(await demoLogoPng(), { files: filesOf(config), folder: 'logos', format: 'png' });

  const adminId = newId();
  const merchantId = newId();
  const storeId = newId();
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    // Another process may have seeded between our check and now: the transaction re-checks.
    if (await trx.selectFrom('users').select('id').limit(1).executeTakeFirst()) return;
    await trx
      .insertInto('users')
      .values([
        {
          id: adminId,
          first_name: DEMO_ADMIN.firstName,
          last_name: DEMO_ADMIN.lastName,
          email: DEMO_ADMIN.email,
          phone: null,
          password_hash: adminHash,
          role: 'admin',
          gender: null,
          referral_code: referralCode(),
          referred_by: null,
          profile_image: null,
          created_at: now,
          updated_at: now,
        },
        {
          id: merchantId,
          first_name: DEMO_MERCHANT.firstName,
          last_name: DEMO_MERCHANT.lastName,
          email: DEMO_MERCHANT.email,
          phone: DEMO_MERCHANT.phone,
          password_hash: merchantHash,
          role: 'user',
          gender: 'female',
          referral_code: referralCode(),
          referred_by: null,
          profile_image: null,
          created_at: now,
          updated_at: now,
        },
      ])
      .execute();
    await trx
      .insertInto('subscriptions')
      .values({
        id: newId(),
        user_id: merchantId,
        plan_id: demoPlan.id,
        status: 'active',
        start_date: now,
        end_date: new Date(Date.now() + 30 * 24 * 3600_000).toISOString(),
        created_at: now,
        updated_at: now,
      })
      .execute();
    await trx
      .insertInto('stores')
      .values({
        id: storeId,
        user_id: merchantId,
        name: DEMO_STORE.name,
        slug: DEMO_STORE.slug,
        phone: DEMO_MERCHANT.phone,
        email: DEMO_MERCHANT.email,
        address: 'Avenue Kwame Nkrumah, Ouagadougou, Burkina Faso',
        brand: 'Démo Couture',
        currency: 'XOF',
        color: DEMO_STORE.color,
        logo: logo.url,
        website: JSON.stringify({
          about: { title: 'Pagnes, bazin et couture sur mesure, livrés partout à Ouagadougou' },
          social_media: {
            whatsapp: 'https://wa.me/22670000001',
            facebook: 'https://www.facebook.com/boutique.demo',
            instagram: 'https://www.instagram.com/boutique.demo',
            youtube: 'https://www.youtube.com/@boutique.demo',
            tiktok: 'https://www.tiktok.com/@boutique.demo',
          },
        }),
        facebook_pixel_id: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
  });
  const seeded = await db.selectFrom('stores').select('id').where('id', '=', storeId).executeTakeFirst();
  if (!seeded) {
    await removeUpload(filesOf(config), logo.url);
    return;
  }
  try {
    await seedDemoCatalog(db, storeId, config);
    await seedDemoActivity(db, storeId);
    await seedDemoCheckout(db, storeId);
    await seedDemoShowcase(db, storeId, merchantId, filesOf(config));
    await seedDemoAtelier(db, storeId);
    await seedDemoWorkshop(db, storeId);
    await seedDemoMadeToMeasure(db, storeId);
    await seedDemoCommunity(db, merchantId, adminId);
    await settleDemoNotifications(db, merchantId, storeId);
  } catch (err) {
    // The accounts and the store are usable without products; say so instead of refusing to start.
    log.error('[seed] catalogue de démonstration non créé', err);
  }
  await enqueuePublish(db, storeId);
  log.info(
    `[seed] comptes de démonstration créés : ${DEMO_ADMIN.email} / ${DEMO_MERCHANT.email} (boutique /${DEMO_STORE.slug})`,
  );
}

import type { DB } from '../db/database';
import { saveWebsite } from '../personalization/personalization-repository';
import { readWebsite } from '../personalization/website';
import { createRequest } from '../subscriptions/requests-repository';
import { seedStarterParts, setAtelierEnabled } from '../atelier/atelier-repository';

/**
 * What the demo shows beyond the catalogue and the orders: a personalized storefront (hero, about, announcement,
 * social links), the atelier switched on with its starter measurement parts, and a plan change request waiting for
 * the administrator, each written through its real repository.
 */
export async function seedDemoShowcase(db: DB, storeId: string, merchantId: string): Promise<void> {
  const website = readWebsite(
    JSON.stringify({
      hero: {
        title: 'Le pagne et le boubou, cousus pour vous',
        subtitle: 'Tenues sur mesure et prêt-à-porter, livrés à Ouagadougou et Bobo-Dioulasso.',
        btntext: 'Voir la collection',
      },
      about: {
        title: 'Atelier de couture et boutique de pagnes à Ouagadougou',
        description:
          'Depuis 2012, notre atelier habille les familles pour les mariages, les baptêmes et les fêtes. Chaque tenue est coupée à vos mesures.',
        btntext: 'Nous contacter',
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

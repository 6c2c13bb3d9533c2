import type { Kysely } from 'kysely';
import { v7 as uuidv7 } from 'uuid';

/**
 * The four plans of the specification (free, starter, premium, entreprise). Registration needs `free`: every new
 * merchant starts on it. Prices in XOF (FCFA) per month; admins edit them later from /admin/plan.
 * Never edit once landed: add a new dated migration instead.
 */
const DEFAULT_PLANS = [
  {
    name: 'free',
    price: 0,
    description: ['1 boutique en ligne', "Jusqu'à 10 produits", 'Commandes illimitées', 'Sous-domaine Boutique'],
  },
  {
    name: 'starter',
    price: 5000,
    description: ['1 boutique en ligne', "Jusqu'à 100 produits", 'Personnalisation du site', 'Support par email'],
  },
  {
    name: 'premium',
    price: 15000,
    description: ['Produits illimités', 'Pixel Facebook', 'Témoignages et parrainage', 'Support prioritaire'],
  },
  {
    name: 'entreprise',
    price: 35000,
    description: [
      'Tout le plan Premium',
      'Module atelier (couture)',
      'Plusieurs membres du personnel',
      'Accompagnement dédié',
    ],
  },
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  const now = new Date().toISOString();
  for (const plan of DEFAULT_PLANS) {
    await db
      .insertInto('plans')
      .values({
        id: uuidv7(),
        name: plan.name,
        price: plan.price,
        billing_cycle: 'month',
        discount_rate: 0,
        description: JSON.stringify(plan.description),
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  // Plans referenced by subscriptions stay: only unused default plans are removed.
  for (const plan of DEFAULT_PLANS) {
    const used = await db
      .selectFrom('subscriptions')
      .innerJoin('plans', 'plans.id', 'subscriptions.plan_id')
      .select('subscriptions.id')
      .where('plans.name', '=', plan.name)
      .executeTakeFirst();
    if (!used) await db.deleteFrom('plans').where('name', '=', plan.name).execute();
  }
}

import type { Kysely } from 'kysely';

/**
 * The free plan's default description said « Sous-domaine Boutique », but shops live at /nom-de-la-boutique
 * (docs/glossary.md): the line becomes « Adresse boutique/votre-nom ». Only the untouched default text changes; a
 * description an administrator rewrote stays hers.
 */
const BEFORE = JSON.stringify([
  '1 boutique en ligne',
  "Jusqu'à 10 produits",
  'Commandes illimitées',
  'Sous-domaine Boutique',
]);
const AFTER = JSON.stringify([
  '1 boutique en ligne',
  "Jusqu'à 10 produits",
  'Commandes illimitées',
  'Votre adresse : /nom-de-votre-boutique',
]);

export async function up(db: Kysely<any>): Promise<void> {
  await db
    .updateTable('plans')
    .set({ description: AFTER })
    .where('name', '=', 'free')
    .where('description', '=', BEFORE)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db
    .updateTable('plans')
    .set({ description: BEFORE })
    .where('name', '=', 'free')
    .where('description', '=', AFTER)
    .execute();
}

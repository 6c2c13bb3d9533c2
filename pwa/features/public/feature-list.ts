/** The product's features as shown on the home and features pages. */
export interface Feature {
  title: string;
  text: string;
}

export const FEATURES: Feature[] = [
  {
    title: 'Votre boutique en ligne en 5 minutes',
    text: "Choisissez un nom, un logo et une couleur : votre vitrine est publiée à l'adresse boutique/votre-nom, prête à partager sur WhatsApp et Facebook.",
  },
  {
    title: 'Commandes suivies de bout en bout',
    text: 'Chaque commande passe par les étapes En Cours, confirmée, expédiée et livrée. Vous êtes notifié dès qu’un client commande.',
  },
  {
    title: 'Fonctionne sans connexion',
    text: "Ajoutez vos clients et leurs mesures même sans réseau : tout est enregistré sur votre téléphone puis synchronisé dès le retour d'internet.",
  },
  {
    title: 'Produits et variantes',
    text: 'Catégories, variantes (tailles, couleurs, tissus), stock, prix en F CFA et promotions limitées dans le temps.',
  },
  {
    title: 'Fichier clients et mesures',
    text: 'Gardez l’historique de chaque client, ses commandes et ses mensurations : idéal pour les couturiers et ateliers.',
  },
  {
    title: 'Témoignages et parrainage',
    text: 'Publiez les avis de vos clients et faites grandir votre réseau grâce au programme de parrainage.',
  },
  {
    title: 'Un site rapide, même en 3G',
    text: 'Vos pages sont statiques et légères : elles s’ouvrent vite sur les petits forfaits et sont bien référencées.',
  },
  {
    title: 'Paiements et abonnements simples',
    text: 'Commencez gratuitement, puis passez à Starter, Premium ou Entreprise quand votre activité grandit.',
  },
];

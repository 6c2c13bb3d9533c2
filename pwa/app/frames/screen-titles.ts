import type { FileRoutesByFullPath } from '../../routeTree.gen';

/** Every route path of the merchant and admin areas, from TanStack Router's generated tree. */
export type BackOfficePath = Extract<keyof FileRoutesByFullPath, `/user${string}` | `/admin${string}`>;

/**
 * The top bar's (and the browser tab's) title of every back-office screen: what the screen is, in the merchant's
 * words. One table for both areas (decision 013): a `Record` over the generated route paths, so a new screen
 * without its title fails to compile, and screen-titles.test.ts refuses a title that names no screen (« Panneau »).
 * The specification's older paths (/user/atelier/…, misspelt twins) carry the title of the screen they open. The
 * area's own path is the deepest match only when no screen matched: « Page introuvable ».
 */
export const SCREEN_TITLES: Record<BackOfficePath, string> = {
  // Merchant area
  '/user': 'Page introuvable',
  '/user/': 'Tableau de Bord',
  '/user/dashboard': 'Tableau de Bord',
  '/user/orders/': 'Commandes',
  '/user/orders/new': 'Nouvelle commande',
  '/user/orders/$orderId': 'Commande',
  '/user/products/': 'Produits',
  '/user/products/new': 'Nouveau produit',
  '/user/products/$productId': 'Produit',
  '/user/products/edit/$productId': 'Modifier le produit',
  '/user/products/category': 'Catégories',
  '/user/customers/': 'Clients',
  '/user/customers/card': 'Clients',
  '/user/customers/$customersId': 'Fiche client',
  '/user/promo-codes': 'Codes promo',
  '/user/settings/personalization': 'Personnalisation',
  '/user/testimonies/': 'Témoignages',
  '/user/testimonies/add': 'Nouveau témoignage',
  '/user/testimonies/$testimonId': 'Témoignage',
  '/user/testimonies/edit/$testimonId': 'Modifier le témoignage',
  '/user/gallery': 'Galerie',
  '/user/referred/': 'Parrainage',
  '/user/referred/add': 'Parrainer',
  '/user/settings/profiles': 'Profil de la boutique',
  '/user/settings/domain': 'Domaine de la boutique',
  '/user/settings/checkout': 'Livraison et paiement',
  '/user/settings/settings': 'Abonnement',
  '/user/sync': 'Synchronisation',

  // Atelier
  '/user/atelier/': 'Atelier',
  '/user/atelier/dashboard': 'Tableau de Bord',
  '/user/atelier/notifications': 'Notifications',
  '/user/atelier/costumer/customers': 'Clients et mesures',
  '/user/atelier/costumer/card': 'Clients et mesures',
  '/user/atelier/costumer/addnewcustomer': 'Nouveau client',
  '/user/atelier/costumer/single/$id': 'Fiche client',
  '/user/atelier/costumer/customermeasure/': 'Prise de mesures',
  '/user/atelier/costumer/customermeasure/$id': 'Prise de mesures',
  '/user/atelier/customer/customers': 'Clients et mesures',
  '/user/atelier/customer/card': 'Clients et mesures',
  '/user/atelier/customer/addnewcustomer': 'Nouveau client',
  '/user/atelier/customer/single/$id': 'Fiche client',
  '/user/atelier/customer/customermeasure/': 'Prise de mesures',
  '/user/atelier/customer/customermeasure/$id': 'Prise de mesures',
  '/user/atelier/customer/customermeasure-details/': 'Fiches de mesures',
  '/user/atelier/customer/customermeasure-details/$id': 'Fiche de mesures',
  '/user/atelier/orders/orders': 'Commandes sur mesure',
  '/user/atelier/orders/addnew/': 'Nouvelle commande sur mesure',
  '/user/atelier/orders/addnew/$customerId': 'Nouvelle commande sur mesure',
  '/user/atelier/orders/view/$id': 'Commande sur mesure',
  '/user/atelier/orders/edit/$id': 'Commande sur mesure',
  '/user/atelier/calendar/order': 'Calendrier',
  '/user/atelier/fabric/list': 'Tissus',
  '/user/atelier/fabric/add': 'Nouveau tissu',
  '/user/atelier/fabric/edit/$id': 'Modifier le tissu',
  '/user/atelier/fabric/view/$id': 'Tissu',
  '/user/atelier/fabric/names': 'Noms de tissus',
  '/user/atelier/fabric/type': 'Types de tissus',
  '/user/atelier/supplier/supplier': 'Fournisseurs',
  '/user/atelier/supplier/new': 'Nouveau fournisseur',
  '/user/atelier/supplier/newsupplier': 'Nouveau fournisseur',
  '/user/atelier/supplier/newsuppplier': 'Nouveau fournisseur',
  '/user/atelier/supplier/supplier-type': 'Types de fournisseurs',
  '/user/atelier/services': 'Services',
  '/user/atelier/settings/services': 'Services',
  '/user/atelier/transaction/list': 'Transactions',
  '/user/atelier/transaction/add-new': 'Nouvelle transaction',
  '/user/atelier/transaction/view/$id': 'Transaction',
  '/user/atelier/transaction/category': 'Catégories de transactions',
  '/user/atelier/staff/lists': 'Personnel',
  '/user/atelier/staff/add': 'Nouveau membre du personnel',
  '/user/atelier/staff/profiles/$id': 'Profile du personel',
  '/user/atelier/staff/salary-payement': 'Salaires',
  '/user/atelier/staff/salary-payment': 'Salaires',
  '/user/atelier/settings/roles': 'Rôles',
  '/user/atelier/mesurements/measurment-part': 'Parties de mesure',
  '/user/atelier/measurements/parts': 'Parties de mesure',
  '/user/atelier/measurements/measurement-part': 'Parties de mesure',
  '/user/atelier/settings/chlothe-types': 'Modèles de vêtements',
  '/user/atelier/settings/clothing-types': 'Modèles de vêtements',
  // The specification's atelier paths of the shop's screens: the shop's screen, by its name.
  '/user/atelier/ecommerce/commande': 'Commandes',
  '/user/atelier/ecommerce/list-product': 'Produits',
  '/user/atelier/ecommerce/new-product': 'Nouveau produit',
  '/user/atelier/ecommerce/new-images/$id': 'Modifier le produit',
  '/user/atelier/ecommerce/category': 'Catégories',
  '/user/atelier/product/list-product': 'Produits',
  '/user/atelier/product/add-product': 'Nouveau produit',
  '/user/atelier/product/details-product/': 'Produits',
  '/user/atelier/product/details-product/$id': 'Produit',
  '/user/atelier/settings/profiles': 'Profil de la boutique',
  '/user/atelier/settings/personalization': 'Personnalisation',
  '/user/atelier/settings/galery': 'Galerie',
  '/user/atelier/settings/gallery': 'Galerie',

  // Admin area
  '/admin': 'Page introuvable',
  '/admin/': 'Tableau de Bord',
  '/admin/dashboard': 'Tableau de Bord',
  '/admin/shopes': 'Boutiques',
  '/admin/shops/': 'Boutiques',
  '/admin/shops/card': 'Boutiques',
  '/admin/shops/$shopId': 'Fiche boutique',
  '/admin/users/': 'Utilisateurs',
  '/admin/users/$userId': 'Utilisateur',
  '/admin/subscription/': 'Abonnements',
  '/admin/subscription/$subsId': 'Abonnement',
  '/admin/subscription/requested/': 'Demandes',
  '/admin/subscription/requested/$subsId': 'Demande d’abonnement',
  '/admin/subscription/reqested/': 'Demandes',
  '/admin/subscription/reqested/$subsId': 'Demande d’abonnement',
  '/admin/plan/': 'Plans',
  '/admin/plan/add': 'Nouveau plan',
  '/admin/plan/$planId': 'Modifier le plan',
  '/admin/plan/view/$planId': 'Plan',
  '/admin/settings/messages': 'Messages',
  '/admin/audit': 'Journal d’activité',
  '/admin/settings/profile': 'Mon profil',
};

/** Titles that name no screen: never a screen's title. */
export const GENERIC_TITLES: readonly string[] = ['Panneau', "Panneau d'Administration", 'Boutique', ''];

/**
 * The title of the screen open at a route's full path (the deepest match's `fullPath`); the area's « Page
 * introuvable » for a path the table does not know (it knows every one: screen-titles.test.ts).
 */
export function screenTitle(fullPath: string | undefined): string {
  return (fullPath !== undefined && (SCREEN_TITLES as Record<string, string>)[fullPath]) || 'Page introuvable';
}

/**
 * Every French validation message of the specification (section 5), as named constants.
 * The texts are the contract: never rephrase them, import them (PWA forms, valibot schemas, API errors).
 * Where the specification lists several variants, each variant has its own constant and the first one is the
 * default used by our schemas.
 */

import { frenchLongDate } from './days';
import { deName } from './elision';

// Required fields
export const EMPTY = 'Le champ est vide';
export const EMPTY_SHORT = 'Champs vide';

// Email
export const EMAIL_INVALID = 'Email Incorrect';
export const EMAIL_INVALID_ALT = 'Invalide Email';
export const EMAIL_FORMAT_INVALID = 'Email format Invalide';

// Phone: after stripping non-digits, 8 to 15 digits
export const PHONE_INVALID = 'Numero Invalide';
export const FORMAT_INVALID = 'Format Invalide';

// Registration password
export const PASS_TOO_SHORT = 'Pass trop court, minimun 6 la longueur';
export const PASS_MISMATCH = 'Pass non identique';
export const TERMS = "Acceptez termes conditions d'utilisation";

// OTP
export const OTP_LENGTH = 'Le code OTP doit être de 6 caractères';

// New password (reset or change): minimum 8, one lowercase, one uppercase.
// The specification gives no text for the 8-character minimum; this one follows the registration message's style.
export const NEW_PASS_TOO_SHORT = 'Pass trop court, minimun 8 la longueur';
export const LOWERCASE_REQUIRED = 'Minuscule requise pass';
export const UPPERCASE_REQUIRED = 'Majuscule requise pass';

// Prices and numbers
export const PRICE_FORMAT = 'Uniquement des nombres ou des décimales';
/** Discount rate, stock and discount period: digits only (no text given by the specification). */
export const DIGITS_ONLY = 'Uniquement des chiffres';

// Plans
export const BILLING_CYCLE = 'Cycle de facturation invalide';

// Gallery
export const GALLERY_MIN = 'Selectionner au moins une image.';
export const GALLERY_MAX = 'Vous ne peux pas choisir plus de 10 images.';

// Video link
export const VIDEO_URL = "L'URL doit être un lien YouTube, Vimeo ou Facebook valide.";

// Testimonial
export const PRODUCT_REQUIRED = 'Produit requis';
export const NAME_REQUIRED = 'Nom requis';
export const CONTENT_REQUIRED = 'Contenu requis';
export const IMAGE_REQUIRED = 'Image requise';
export const URL_INVALID = 'URL invalide';
export const VIDEO_LINK_REQUIRED = 'Lien vidéo requis';

// Images: the specification's English texts (« Failed to compress image », « The file given is not an image »,
// « … not an instance of Blob or File ») shown in French (docs/glossary.md).
export const IMAGE_COMPRESS_FAILED = 'L’image n’a pas pu être compressée. Essayez une autre photo.';
export const IMAGE_NOT_BLOB = 'Le fichier choisi n’a pas pu être lu. Choisissez-le à nouveau.';
export const IMAGE_NOT_IMAGE = 'Le fichier choisi n’est pas une image (JPG ou PNG).';

// A shopper's text over its limit: the limit said, so she knows how much to cut (storefront order and contact forms)
export const tooLongAtMost = (max: number) => `Texte trop long : ${max} caractères au plus.`;

// Generic error catalogue texts (section 8)
export const UNEXPECTED_ERROR = 'Une erreur inattendue est survenue';
// A dependency out of reach for a moment (the database restarting, the bucket down): 503 with Retry-After
export const SERVICE_UNAVAILABLE = 'Service momentanément indisponible, réessayez dans un instant.';
export const STORAGE_UNAVAILABLE = 'Le stockage des images ne répond pas. Réessayez dans un instant.';
export const STOREFRONT_UNAVAILABLE_TITLE = 'Boutique momentanément indisponible';
export const NO_REFRESH_TOKEN = 'No refresh token available';
export const PAGE_NOT_FOUND = 'Page Introuvable';
export const PAGE_FORBIDDEN = 'Page Inaccessible';

// Sign-up, sign-in and passwords: the API's answers (errors and toasts), shown as they are by the PWA
export const WRONG_CREDENTIALS = 'Identifiants incorrects : email, téléphone ou mot de passe invalide.';
export const SESSION_EXPIRED = 'Session expirée, veuillez vous reconnecter.';
export const EMAIL_TAKEN = 'Cet email est déjà utilisé.';
export const PHONE_TAKEN = 'Ce numéro est déjà utilisé.';
export const CURRENT_PASSWORD_WRONG = 'Mot de passe actuel incorrect.';
export const TOO_MANY_SIGNUPS = "Trop d'inscriptions depuis cette connexion. Réessayez dans une heure.";
export const SIGNED_UP = 'Inscription réussie. Vous pouvez maintenant vous connecter.';
export const SIGNED_OUT = 'Vous êtes déconnecté.';
export const PASSWORD_CHANGED = 'Mot de passe modifié avec succès.';
export const RESET_CODE_SENT = 'Si un compte correspond, un code de réinitialisation vient de lui être envoyé.';
export const RESET_CODE_VERIFIED = 'Code vérifié. Choisissez un nouveau mot de passe.';
export const RESET_CODE_INVALID = 'Code OTP invalide ou expiré.';
export const PASSWORD_RESET = 'Mot de passe réinitialisé. Vous pouvez vous connecter.';
export const ACCOUNT_DISABLED = 'Ce compte a été désactivé. Contactez le support.';
export const ROLE_FORBIDDEN = 'Accès refusé : rôle insuffisant.';
export const STORE_NOT_CONFIGURED = "Vous n'avez pas encore configuré votre boutique.";
export const TOO_MANY_CODES = "Trop de demandes de code aujourd'hui. Réessayez demain.";
export const TOO_MANY_TRIES = "Trop de codes essayés aujourd'hui. Réessayez demain.";
export const CODE_TOO_MANY_ATTEMPTS = 'Trop de tentatives : demandez un nouveau code.';
/** The 429 of sign-in, with the wait rounded up to whole seconds or minutes. */
export function tooManySignInsMessage(remainingMs: number): string {
  const seconds = Math.max(1, Math.ceil(remainingMs / 1000));
  const wait = seconds < 120 ? `${seconds} seconde${seconds > 1 ? 's' : ''}` : `${Math.ceil(seconds / 60)} minutes`;
  return `Trop de tentatives de connexion. Réessayez dans ${wait}.`;
}
/** The mail carrying a password reset code. */
export const RESET_MAIL_SUBJECT = 'Boutique : votre code de réinitialisation';
export const resetMailText = (firstName: string, code: string, minutes: number, link: string) =>
  `Bonjour ${firstName},\n\nVotre code de réinitialisation du mot de passe est : ${code}\n` +
  `Il est valable ${minutes} minutes. Saisissez-le sur ${link}\n\n` +
  "Si vous n'avez rien demandé, ignorez ce message : votre mot de passe reste inchangé.\n";
export const signupNotice = (firstName: string, lastName: string) => `Nouvelle inscription : ${firstName} ${lastName}`;

// Account (profile and delivery details)
export const PROFILE_UPDATED = 'Profil mis à jour.';
export const DELIVERY_SAVED = 'Informations de livraison enregistrées.';

// Stores
export const STORE_CREATED = 'Boutique créée avec succès.';
export const STORE_UPDATED = 'Boutique mise à jour avec succès.';
export const STORE_ALREADY_EXISTS = 'Vous avez déjà une boutique.';
export const storeCreatedNotice = (name: string) => `Nouvelle boutique : ${name}`;
export const storeUpdatedNotice = (name: string) => `Boutique modifiée : ${name}`;

// Platform administration
export const SHOP_NOT_FOUND = 'Boutique introuvable.';
export const USER_NOT_FOUND = 'Utilisateur introuvable.';
export const MESSAGE_NOT_FOUND = 'Message introuvable.';
export const CANNOT_DISABLE_SELF = 'Vous ne pouvez pas désactiver votre propre compte.';
export const ACCOUNT_DISABLED_DONE = 'Compte désactivé.';
export const ACCOUNT_ENABLED_DONE = 'Compte réactivé.';
export const SESSIONS_REVOKED = 'Toutes les sessions de ce compte sont fermées.';
export const PLAN_CREATED = 'Plan créé.';
export const PLAN_SAVED = 'Plan enregistré.';
export const SUBSCRIPTION_STATUS_SAVED = 'Statut enregistré.';
export const REQUEST_ACCEPTED = 'Demande acceptée.';
export const REQUEST_REFUSED = 'Demande refusée.';

// Notifications, contact form, subscriptions, publishing
export const NOTIFICATION_NOT_FOUND = 'Notification introuvable.';
export const NOTIFICATIONS_SINCE_INVALID = 'Le paramètre « since » doit être une date et une heure (ISO 8601).';
export const contactNotice = (fullName: string, subject: string | null | undefined) =>
  `Nouveau message ${deName(fullName)}${subject ? ` : ${subject}` : ''}`;
export const CONTACT_SENT = 'Votre message a bien été envoyé. Nous vous répondrons rapidement.';
export const SUBSCRIPTION_REQUEST_SENT = 'Demande envoyée. Un administrateur va vérifier votre paiement.';
/** `endDate`: the subscription's end (an instant or a day), written out in French: « actif jusqu'au 4 février 2027 ». */
export const subscriptionAcceptedNotice = (planLabel: string, endDate: string | null) =>
  `Votre demande est acceptée : plan ${planLabel} actif${endDate ? ` jusqu'au ${frenchLongDate(endDate)}` : ''}.`;
export const subscriptionRequestedNotice = (who: string, planLabel: string, cycleLabel: string) =>
  `${who} demande le plan ${planLabel} (${cycleLabel.toLowerCase()}).`;
export const subscriptionRefusedNotice = (reason: string) => `Demande refusée : ${reason}`;
export const subscriptionExpiredNotice = (storeName: string | null) =>
  `Abonnement expiré : ${storeName ?? 'marchand sans boutique'}`;
export const PUBLISH_RESTARTED = 'Publication relancée.';
export const PUBLISHING = 'Publication en cours';
export const NEVER_PUBLISHED = 'Pas encore publié';
export const publishedOn = (date: string) => `Publié le ${date}`;
export const BUILD_NO_PAGE = 'La construction du site n’a produit aucune page.';
export const BUILD_DID_NOT_START = 'Le constructeur de sites n’a pas pu démarrer.';
export const BUILD_TOO_LONG = 'La construction du site a pris trop de temps et a été arrêtée.';
export const buildImpossible = (why: string) => `Construction impossible : ${why}`;
export const buildFailed = (error = 'erreur inconnue') => `La construction du site a échoué : ${error}`;
export const buildExited = (exit: string, why: string) =>
  `La construction du site a échoué (${exit})${why ? ` : ${why}` : ''}`;
export const storeAddressInvalid = (slug: string) => `Adresse de boutique invalide : « ${slug} ».`;

// Uploads
export const imageTypeRefusal = (formatList: string) => `Le fichier doit être une image (${formatList}).`;
export const imageSizeRefusal = (size: string) => `L'image ne doit pas dépasser ${size}.`;
export const fileSizeRefusal = (size: string) => `Le fichier ne doit pas dépasser ${size}.`;
export const FILE_NOT_FOUND = 'Fichier introuvable.';

// Offline sync refusals
export const REJECT_UNKNOWN_TABLE = 'Type de données inconnu.';
export const REJECT_NOT_FOUND = 'Enregistrement introuvable.';
export const REJECT_UNKNOWN_FIELD = 'Champ inconnu.';

/** Refusals every API domain may answer (the API's error handler, the body reader, the sync push). */
export const DATA_INVALID = 'Les données envoyées sont invalides.';
export const JSON_BODY_INVALID = 'Corps de requête JSON invalide.';
export const JSON_BODY_NOT_OBJECT = 'Le corps de la requête doit être un objet JSON.';
export const FORM_UNREADABLE = 'Formulaire illisible.';
export const REQUEST_INVALID = 'Requête invalide.';
/** A field a schema checks without its own message (valibot's default is English): never shown as is. */
export const VALUE_INVALID = 'Valeur invalide.';
export const REQUEST_TOO_LARGE = 'Requête trop volumineuse.';
export const ROUTE_NOT_FOUND = 'Route introuvable.';
export const RESOURCE_NOT_FOUND = 'Ressource introuvable.';
export const ACCESS_DENIED = 'Accès refusé.';
export const UNAUTHORIZED = 'Unauthorized';
export const TOO_MANY_ORDERS = 'Trop de commandes envoyées depuis cette connexion. Réessayez dans quelques minutes.';
export const TOO_MANY_MESSAGES = 'Trop de messages envoyés depuis cette connexion. Réessayez dans quelques minutes.';
export const TOO_MANY_SEARCHES = 'Trop de recherches depuis cette connexion. Réessayez dans quelques minutes.';
/** A category id that is not one of the store's (as a field error, and as the 404 of the category routes). */
export const CATEGORY_NOT_FOUND = 'Catégorie introuvable';

// Outages (a restarting database, a bucket that does not answer): what a shopper's page says, and the operator's words
// in logs, readiness and internal errors.
export const PAGE_UNAVAILABLE_NOW = 'Cette page ne peut pas être affichée pour le moment. Réessayez dans un instant.';
export const READINESS_STOPPING = 'arrêt en cours';
export const OUTAGE_DATABASE = 'base de données injoignable';
export const OUTAGE_BUCKET = 'bucket injoignable';
export const BUCKET_NOT_ANSWERING = 'le bucket ne répond pas';
export const BUCKET_RESTING = 'bucket en repos après une panne';

// Payments confirmed by a provider (decision 026): what CinetPay's notifications and sessions are answered or told.
export const PROVIDER_NOT_ANSWERING = 'CinetPay ne répond pas.';
export const providerAnswerNotJson = (status: number) => `CinetPay a répondu ${status} sans JSON.`;
export const providerRefusedSession = (code: string, message: string) =>
  `CinetPay a refusé la session (${code} ${message}).`;
export const NOTIFICATION_UNREADABLE = 'Notification illisible.';
export const NOTIFICATION_FORGED = 'Signature invalide : notification refusée.';
export const NOTIFICATION_RECEIVED = 'ok';
/** Refused when a device names the customer a phone is shared with: Boutique finds it from the phones itself. */
export const SAME_PHONE_SET_BY_SERVER = 'Le lien « Même téléphone » est établi automatiquement par Boutique.';

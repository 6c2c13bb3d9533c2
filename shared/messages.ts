/**
 * Every French validation message of the specification (section 5), as named constants.
 * The texts are the contract: never rephrase them, import them (PWA forms, valibot schemas, API errors).
 * Where the specification lists several variants, each variant has its own constant and the first one is the
 * default used by our schemas.
 */

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

// Images
export const IMAGE_COMPRESS_FAILED = 'Failed to compress image';
export const IMAGE_NOT_BLOB = 'The file given is not an instance of Blob or File';
export const IMAGE_NOT_IMAGE = 'The file given is not an image';

// Generic error catalogue texts (section 8)
export const UNEXPECTED_ERROR = 'Une erreur inattendue est survenue';
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
export const signupNotice = (firstName: string, lastName: string) => `Nouvelle inscription : ${firstName} ${lastName}`;
export const loginNotice = (firstName: string) => `Connexion : ${firstName}`;

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

/** Refusals every API domain may answer (the API's error handler, the body reader, the sync push). */
export const DATA_INVALID = 'Les données envoyées sont invalides.';
export const JSON_BODY_INVALID = 'Corps de requête JSON invalide.';
/** A category id that is not one of the store's (as a field error, and as the 404 of the category routes). */
export const CATEGORY_NOT_FOUND = 'Catégorie introuvable';

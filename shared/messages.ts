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

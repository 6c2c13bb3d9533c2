import * as v from 'valibot';
import {
  EMPTY,
  GALLERY_MAX as GALLERY_MAX_MESSAGE,
  GALLERY_MIN as GALLERY_MIN_MESSAGE,
  URL_INVALID,
} from '../messages';
import { GALLERY_MAX, GALLERY_MIN, IMAGE_MAX_BYTES } from '../constants';
import { SOCIAL_NETWORKS, type SnapshotImage, type SocialNetwork } from '../storefront-snapshot';
import { isHttpUrl } from '../video';
import { maxLengthMessage, sanitizeText } from './text';
import { facebookPixelId, storeColor } from './store-look';

/**
 * Personalization of the storefront home (/user/settings/personalization, PUT /api/personalization):
 * hero (title, subtitle, button text: required; background JPG or PNG), about (title, description, button text;
 * image JPG, PNG or a PDF shown as a link), announcement (title, button text, description), social links (URLs),
 * the store's colour and advertising pixel id. The texts travel as JSON (multipart field `data` when images go
 * with them); the image files are checked by content on the server.
 *
 * About and announcement are shown only when filled: a started section needs all three of its fields ('Le champ est
 * vide' on the missing ones); the hero is always required.
 */

export const TITLE_MAX = 120;
export const TEXT_MAX = 600;
export const BUTTON_MAX = 40;

const text = (max: number) =>
  v.pipe(
    v.optional(v.nullable(v.string(EMPTY)), ''),
    v.transform((x) => sanitizeText(x ?? '')),
    v.check((x) => x.length <= max, maxLengthMessage(max)),
  );

const required = (max: number) => v.pipe(text(max), v.nonEmpty(EMPTY));

const url = v.pipe(
  v.optional(v.nullable(v.string(URL_INVALID)), ''),
  v.transform((x) => (x ?? '').trim()),
  v.check((x) => x === '' || isHttpUrl(x), URL_INVALID),
  v.transform((x) => (x === '' ? null : x)),
);

type Section = Record<'title' | 'description' | 'btntext', string>;

type Key = 'title' | 'description' | 'btntext';

/**
 * Adds 'Le champ est vide' to each empty field of a started section. A section is started when one of `startedBy`
 * is filled: any field for the announcement; the description or button for the about section, whose title alone
 * is allowed (it is the store's meta description; a new store gets its name there).
 */
const emptyInStartedSection = (key: Key, startedBy: readonly Key[]) =>
  v.forward<Section, v.CheckIssue<Section>, [Key]>(
    v.check((s: Section) => s[key] !== '' || startedBy.every((k) => s[k] === ''), EMPTY),
    [key],
  );

const optionalSection = (titleMax: number, descriptionMax: number, startedBy: readonly Key[]) =>
  v.pipe(
    v.optional(v.object({ title: text(titleMax), description: text(descriptionMax), btntext: text(BUTTON_MAX) }), {}),
    emptyInStartedSection('title', startedBy),
    emptyInStartedSection('description', startedBy),
    emptyInStartedSection('btntext', startedBy),
  );

export const personalizationSchema = v.object({
  hero: v.optional(
    v.object({
      title: required(TITLE_MAX),
      subtitle: required(TEXT_MAX),
      btntext: required(BUTTON_MAX),
    }),
    {},
  ),
  about: optionalSection(TITLE_MAX, TEXT_MAX * 4, ['description', 'btntext']),
  announcement: optionalSection(TITLE_MAX, TEXT_MAX, ['title', 'description', 'btntext']),
  social_media: v.optional(
    v.object(Object.fromEntries(SOCIAL_NETWORKS.map((k) => [k, url])) as Record<SocialNetwork, typeof url>),
    {},
  ),
  /** Removes the hero background / about image without replacing it. */
  removeHeroImage: v.optional(v.boolean(), false),
  removeAboutImage: v.optional(v.boolean(), false),
  color: v.optional(storeColor),
  facebook_pixel_id: v.optional(facebookPixelId),
});
export type PersonalizationInput = v.InferInput<typeof personalizationSchema>;
export type PersonalizationData = v.InferOutput<typeof personalizationSchema>;

/** Hero background: JPG or PNG. About: JPG, PNG or a PDF (shown as a link). Each at most 5 MB. */
export const HERO_IMAGE_FORMATS = ['jpeg', 'png'] as const;
export const ABOUT_IMAGE_FORMATS = ['jpeg', 'png'] as const;
export const PERSONALIZATION_FILE_MAX_BYTES = IMAGE_MAX_BYTES;
export const PERSONALIZATION_SAVED = 'Personnalisation enregistrée. Votre boutique est en cours de publication.';
export const GALLERY_ADDED = 'Images ajoutées à la galerie.';
export const GALLERY_DELETED = 'Image retirée de la galerie.';
export const GALLERY_IMAGE_NOT_FOUND = 'Image introuvable.';
export const ABOUT_PDF_INVALID = 'Le fichier doit être une image (JPG, PNG) ou un PDF.';

/** Gallery: 1 to 10 images per upload and in all, at most 5 MB each, png/jpeg/jpg. */
export const GALLERY_FORMATS = ['png', 'jpeg'] as const;
export const GALLERY_IMAGE_MAX_BYTES = IMAGE_MAX_BYTES;
export const GALLERY_ACCEPT = 'image/png,image/jpeg,.png,.jpg,.jpeg';
export { GALLERY_MAX, GALLERY_MIN };

/** Counting rule of a gallery upload (the server also counts what is already there). */
export function galleryCountError(adding: number, existing = 0, max = GALLERY_MAX): string | null {
  if (adding < GALLERY_MIN) return GALLERY_MIN_MESSAGE;
  if (adding + existing > max) return GALLERY_MAX_MESSAGE;
  return null;
}

/**
 * Stored renditions of the hero (full width), about and gallery images: steps close enough that a phone fetches
 * little more than it shows (hero: 665 device px at 412 px × 1.75 → 720, 1074 at 390 × 3 → 1080; a gallery tile is
 * the size of a product card, see PRODUCT_IMAGE_WIDTHS). On a dense phone the storefront asks for about 1.3× the CSS
 * width (cappedSizes): 480 for the about picture and 240 for a gallery tile at 390 px.
 */
export const HERO_IMAGE_WIDTHS = [480, 720, 960, 1080, 1440] as const;
export const ABOUT_IMAGE_WIDTHS = [360, 480, 540, 720] as const;
export const GALLERY_IMAGE_WIDTHS = [240, 320, 400, 480, 640, 960, 1280] as const;

/** What GET/PUT /api/personalization answer. */
export interface PersonalizationDto {
  hero: { title: string; subtitle: string; btntext: string; image: SnapshotImage | null };
  about: {
    title: string;
    description: string;
    btntext: string;
    image: SnapshotImage | null;
    /** A PDF given instead of an image, shown as a link. */
    document: string | null;
  };
  announcement: { title: string; btntext: string; description: string };
  social_media: Record<SocialNetwork, string | null>;
  color: string | null;
  facebook_pixel_id: string | null;
  gallery: GalleryImageDto[];
  /** Gallery images allowed by the plan (null: no limit beyond the specification's 10). */
  galleryMax: number;
  slug: string;
  /** The store's product feed (catalogue.xml) at its absolute address, for Meta, WhatsApp Business and Google. */
  feedUrl: string;
}

export interface GalleryImageDto {
  id: string;
  image: SnapshotImage;
}

import * as v from 'valibot';
import {
  CONTENT_REQUIRED,
  NAME_REQUIRED,
  PRODUCT_REQUIRED,
  URL_INVALID,
  VIDEO_LINK_REQUIRED,
  VIDEO_URL,
} from '../messages';
import type { SnapshotImage } from '../storefront-snapshot';
import { isHttpUrl, parseVideoUrl } from '../video';
import { maxLengthMessage, sanitizeText } from './text';

/**
 * A testimonial (specification sections 3 and 5): product 'Produit requis', name 'Nom requis', rating 1 to 5, and
 * content by type: text 'Contenu requis'; image JPEG or PNG ('Image requise', 'Format invalide', checked on the
 * server by content); video a YouTube, Vimeo or Facebook link ('Lien vidéo requis', 'URL invalide',
 * 'L'URL doit être un lien YouTube, Vimeo ou Facebook valide.').
 */

export const TESTIMONY_TYPES = ['text', 'image', 'video'] as const;
export type TestimonyType = (typeof TESTIMONY_TYPES)[number];
export const TESTIMONY_TYPE_LABELS: Record<TestimonyType, string> = {
  text: 'Texte',
  image: 'Image',
  video: 'Vidéo',
};

export const RATING_INVALID = 'La note doit être comprise entre 1 et 5';
export const TYPE_INVALID = 'Type de témoignage invalide';
export const TESTIMONY_NAME_MAX = 80;
export const TESTIMONY_CONTENT_MAX = 2000;
/** Image testimonies: JPEG or PNG, at most 5 MB (same limit as product images). */
export const TESTIMONY_IMAGE_FORMATS = ['jpeg', 'png'] as const;
export const TESTIMONY_IMAGE_WIDTHS = [320, 480, 640] as const;
export const TESTIMONY_FORMAT_INVALID = 'Format invalide';
export const TESTIMONY_NOT_FOUND = 'Témoignage introuvable.';
/** A product id that is not one of the store's, as the field error of `product_id`. */
export const TESTIMONY_PRODUCT_UNKNOWN = 'Produit introuvable';
export const TESTIMONY_CREATED = 'Témoignage ajouté.';
export const TESTIMONY_UPDATED = 'Témoignage modifié.';
export const TESTIMONY_DELETED = 'Témoignage supprimé.';
export const TESTIMONY_SHOWN = 'Témoignage affiché sur la boutique.';
export const TESTIMONY_HIDDEN = 'Témoignage masqué de la boutique.';

const str = (message: string) =>
  v.pipe(
    v.optional(v.nullable(v.string(message)), ''),
    v.transform((x) => x ?? ''),
  );

const rating = v.pipe(
  v.optional(v.union([v.string(RATING_INVALID), v.number(RATING_INVALID)], RATING_INVALID), 5),
  v.transform((x) => (typeof x === 'string' ? Number(x.trim()) : x)),
  v.check((n) => Number.isInteger(n) && n >= 1 && n <= 5, RATING_INVALID),
);

const visible = v.pipe(
  v.optional(v.union([v.boolean(), v.string(), v.number()]), true),
  v.transform((x) => !(x === false || x === 'false' || x === '0' || x === 0)),
);

/** The rule for a video link, in the specification's order of messages. */
export function videoUrlError(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return VIDEO_LINK_REQUIRED;
  if (!isHttpUrl(trimmed)) return URL_INVALID;
  if (!parseVideoUrl(trimmed)) return VIDEO_URL;
  return null;
}

/**
 * Text fields of the add/edit form. `content` holds the text for type text and the link for type video; an image
 * testimonial's file travels as `image` (multipart) and is checked by the server ('Image requise' when missing on
 * create). On edit of an image testimonial the stored image stays unless a new one is sent.
 */
export const testimonySchema = v.pipe(
  v.object({
    product_id: v.pipe(str(PRODUCT_REQUIRED), v.trim(), v.nonEmpty(PRODUCT_REQUIRED)),
    name: v.pipe(
      str(NAME_REQUIRED),
      v.transform(sanitizeText),
      v.nonEmpty(NAME_REQUIRED),
      v.pipe(v.string(), v.maxLength(TESTIMONY_NAME_MAX, maxLengthMessage(TESTIMONY_NAME_MAX))),
    ),
    rating,
    type: v.pipe(v.optional(v.string(TYPE_INVALID), 'text'), v.picklist(TESTIMONY_TYPES, TYPE_INVALID)),
    content: v.pipe(str(CONTENT_REQUIRED), v.trim()),
    visible,
  }),
  // Runs even when another field failed (a rawCheck is not skipped like v.check), so one answer lists every error.
  v.forward(
    v.rawCheck(({ dataset, addIssue }) => {
      const value = dataset.value as { type?: unknown; content?: unknown } | undefined;
      const content = typeof value?.content === 'string' ? value.content.trim() : '';
      if (value?.type === 'text') {
        if (content === '') addIssue({ message: CONTENT_REQUIRED });
        else if (content.length > TESTIMONY_CONTENT_MAX) addIssue({ message: maxLengthMessage(TESTIMONY_CONTENT_MAX) });
      } else if (value?.type === 'video') {
        const error = videoUrlError(content);
        if (error) addIssue({ message: error });
      }
    }),
    ['content'],
  ),
);
export type TestimonyInput = v.InferInput<typeof testimonySchema>;
export type TestimonyData = v.InferOutput<typeof testimonySchema>;

/** The show-on-storefront switch alone (PUT /api/testimonies/{id}/visibility). */
export const testimonyVisibilitySchema = v.object({ visible });

/** One testimonial as the API answers it. */
export interface TestimonyDto {
  id: string;
  product_id: string;
  product_name: string;
  name: string;
  rating: number;
  type: TestimonyType;
  /** The text (type text) or the video link (type video); empty for an image. */
  content: string;
  image: SnapshotImage | null;
  visible: boolean;
  created_at: string;
  updated_at: string;
}

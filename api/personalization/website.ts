import { SOCIAL_NETWORKS, type SnapshotImage, type SocialNetwork } from '#shared/storefront-snapshot';
import type { PersonalizationDto } from '#shared/schemas/personalization';
import { toSnapshotImage } from '../uploads/renditions';

/**
 * stores.website (JSON text): what the personalization form saved. Read defensively (a damaged or older value
 * must never break a page): every field falls back to empty.
 */
export type Website = Pick<PersonalizationDto, 'hero' | 'about' | 'announcement' | 'social_media'>;

const str = (x: unknown): string => (typeof x === 'string' ? x : '');
const obj = (x: unknown): Record<string, unknown> =>
  x && typeof x === 'object' && !Array.isArray(x) ? (x as Record<string, unknown>) : {};

function image(x: unknown): SnapshotImage | null {
  const o = obj(x);
  if (!Array.isArray(o.variants)) return null;
  const variants = Object.fromEntries(
    (o.variants as unknown[]).map((v) => {
      const e = obj(v);
      return [String(e.width), str(e.url)];
    }),
  );
  return toSnapshotImage({ width: Number(o.width), height: Number(o.height), variants });
}

/** Only http(s) links reach a page (never `javascript:`). */
export function safeUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const u = new URL(value.trim());
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.toString() : null;
  } catch {
    return null;
  }
}

const DOCUMENT_URL = /^\/uploads\/documents\/[A-Za-z0-9-]+\.pdf$/;

export function readWebsite(text: string | null | undefined): Website {
  let raw: unknown;
  try {
    raw = text ? JSON.parse(text) : {};
  } catch {
    raw = {};
  }
  const w = obj(raw);
  const hero = obj(w.hero);
  const about = obj(w.about);
  const announcement = obj(w.announcement);
  const social = obj(w.social_media);
  return {
    hero: {
      title: str(hero.title),
      subtitle: str(hero.subtitle),
      btntext: str(hero.btntext),
      image: image(hero.image),
    },
    about: {
      title: str(about.title),
      description: str(about.description),
      btntext: str(about.btntext),
      image: image(about.image),
      document: DOCUMENT_URL.test(str(about.document)) ? str(about.document) : null,
    },
    announcement: {
      title: str(announcement.title),
      btntext: str(announcement.btntext),
      description: str(announcement.description),
    },
    social_media: Object.fromEntries(SOCIAL_NETWORKS.map((k) => [k, safeUrl(social[k])])) as Record<
      SocialNetwork,
      string | null
    >,
  };
}

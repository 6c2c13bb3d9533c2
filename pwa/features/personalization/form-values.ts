import { SOCIAL_NETWORKS, type SocialNetwork } from '#shared/storefront-snapshot';
import type { PersonalizationDto } from '#shared/schemas/personalization';

/** The personalization form: the texts of every section, links, colour and pixel id (files are kept beside). */
export interface PersonalizationValues {
  hero: { title: string; subtitle: string; btntext: string };
  about: { title: string; description: string; btntext: string };
  announcement: { title: string; btntext: string; description: string };
  social_media: Record<SocialNetwork, string>;
  color: string | null;
  facebook_pixel_id: string;
}

export function valuesFrom(dto: PersonalizationDto): PersonalizationValues {
  return {
    hero: { title: dto.hero.title, subtitle: dto.hero.subtitle, btntext: dto.hero.btntext },
    about: { title: dto.about.title, description: dto.about.description, btntext: dto.about.btntext },
    announcement: { ...dto.announcement },
    social_media: Object.fromEntries(SOCIAL_NETWORKS.map((k) => [k, dto.social_media[k] ?? ''])) as Record<
      SocialNetwork,
      string
    >,
    color: dto.color,
    facebook_pixel_id: dto.facebook_pixel_id ?? '',
  };
}

/** PUT /api/personalization: the texts as JSON in `data`, the chosen files beside. */
export function toFormData(
  values: PersonalizationValues,
  files: { hero: File | null; about: File | null; removeHero: boolean; removeAbout: boolean },
): FormData {
  const form = new FormData();
  form.append(
    'data',
    JSON.stringify({ ...values, removeHeroImage: files.removeHero, removeAboutImage: files.removeAbout }),
  );
  if (files.hero) form.append('heroImage', files.hero);
  if (files.about) form.append('aboutImage', files.about);
  return form;
}

export const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  whatsapp: 'WhatsApp',
  youtube: 'YouTube',
  tiktok: 'TikTok',
};
